import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config'

describe('configuration', () => {
  it('has defaults for everything', () => {
    expect(readConfig({}, '/srv/app')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      demoSeed: 1,
      demoScale: 1,
      apiKeys: undefined,
      live: null,
      serving: {
        allowedHosts: null,
        serveBuildInternals: false,
        rateLimitPerMinute: 600,
        workers: os.availableParallelism(),
        maxConcurrent: 4,
        maxQueued: 64,
        responseCacheBytes: 32 * 1024 * 1024,
        queryTimeBudgetMs: 2000,
      },
    })
  })

  it('reads every variable', () => {
    const env = {
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DEMO_SEED: '42',
      DEMO_SCALE: '2.5',
      SECTORS_API_KEYS: 'a,b',
      ALLOWED_HOSTS: 'market.example, 10.0.0.5:8080',
      SERVE_BUILD_INTERNALS: '1',
      RATE_LIMIT_PER_MINUTE: '0',
      WORKERS: '3',
      MAX_CONCURRENT_REQUESTS: '2',
      MAX_QUEUED_REQUESTS: '10',
      RESPONSE_CACHE_MB: '0',
      QUERY_TIME_BUDGET_MS: '0',
    }
    expect(readConfig(env, '/srv/app')).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      demoSeed: 42,
      demoScale: 2.5,
      apiKeys: 'a,b',
      live: null,
      serving: {
        allowedHosts: ['market.example', '10.0.0.5:8080'],
        serveBuildInternals: true,
        rateLimitPerMinute: 0,
        workers: 3,
        maxConcurrent: 2,
        maxQueued: 10,
        responseCacheBytes: 0,
        queryTimeBudgetMs: 0,
      },
    })
  })

  it('turns live mode on with SECTORS_API_KEY, with defaults for the rest', () => {
    expect(readConfig({ SECTORS_API_KEY: ' k3y ' }, '/srv/app').live).toEqual({
      baseUrl: 'https://api.sectors.app',
      key: 'k3y',
      timeoutMs: 10_000,
      dailyCredits: null,
      cacheBytes: 64 * 1024 * 1024,
      apiRatePerMinute: 600,
      redisUrl: null,
      maxUpstreamCalls: 8,
    })
    const env = {
      SECTORS_API_KEY: 'k',
      SECTORS_API_URL: 'http://127.0.0.1:9/',
      SECTORS_API_TIMEOUT_MS: '2500',
      SECTORS_DAILY_CREDITS: '0',
      GATEWAY_CACHE_MB: '8',
      API_RATE_LIMIT: '60',
      REDIS_URL: ' redis://127.0.0.1:6390/0 ',
      MAX_UPSTREAM_CALLS: '3',
    }
    expect(readConfig(env, '/srv/app').live).toEqual({
      baseUrl: 'http://127.0.0.1:9',
      key: 'k',
      timeoutMs: 2500,
      dailyCredits: 0,
      cacheBytes: 8 * 1024 * 1024,
      apiRatePerMinute: 60,
      redisUrl: 'redis://127.0.0.1:6390/0',
      maxUpstreamCalls: 3,
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer from 0 to 65535, not "eighty".'],
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535, not "70000".'],
    [{ DEMO_SEED: '-1' }, 'DEMO_SEED must be an integer from 0 to 2147483647, not "-1".'],
    [{ DEMO_SCALE: '0' }, 'DEMO_SCALE must be a number from 0.05 to 100, not "0".'],
    [{ WORKERS: '0' }, 'WORKERS must be an integer from 1 to 256, not "0".'],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, 'RATE_LIMIT_PER_MINUTE must be an integer from 0 to 1000000, not "lots".'],
    [{ QUERY_TIME_BUDGET_MS: '2s' }, 'QUERY_TIME_BUDGET_MS must be an integer from 0 to 600000, not "2s".'],
    [{ QUERY_TIME_BUDGET_MS: '-1' }, 'QUERY_TIME_BUDGET_MS must be an integer from 0 to 600000, not "-1".'],
    [
      { SECTORS_API_KEY: 'k', SECTORS_API_URL: 'api.sectors.app' },
      'SECTORS_API_URL must be an http(s) URL, not "api.sectors.app".',
    ],
    [{ SECTORS_API_KEY: 'k', REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL.'],
    [
      { SECTORS_API_KEY: 'k', MAX_UPSTREAM_CALLS: '0' },
      'MAX_UPSTREAM_CALLS must be an integer from 1 to 1000, not "0".',
    ],
    [
      { SECTORS_API_KEY: 'k', SECTORS_DAILY_CREDITS: 'lots' },
      'SECTORS_DAILY_CREDITS must be an integer from 0 to 10000000, not "lots".',
    ],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env, '/srv/app')).toThrow(new ConfigError(message))
  })
})
