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
    }
    expect(readConfig(env, '/srv/app')).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      demoSeed: 42,
      demoScale: 2.5,
      apiKeys: 'a,b',
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer from 0 to 65535, not "eighty".'],
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535, not "70000".'],
    [{ DEMO_SEED: '-1' }, 'DEMO_SEED must be an integer from 0 to 2147483647, not "-1".'],
    [{ DEMO_SCALE: '0' }, 'DEMO_SCALE must be a number from 0.05 to 50, not "0".'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env, '/srv/app')).toThrow(new ConfigError(message))
  })
})
