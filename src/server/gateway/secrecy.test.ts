import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { healthResponse } from '../../shared/api/health'
import { freePort } from '../testing/free-port'
import { startDemoUpstream, type RunningServer } from './testing/servers'

/**
 * The server's upstream key, end to end: the real entry point (`main.ts`) in live mode in front of a demo upstream.
 * The key must appear in no response body, no response header, no log line and no built file; a refused key stops
 * the start with a clear message, an unreachable upstream does not.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const KEY = randomBytes(32).toString('hex') // the real service's keys are 64 hex characters
const MEMBER = 'member-key-secrecy'
let upstream: RunningServer

interface Started {
  child: ChildProcessWithoutNullStreams
  output: () => string
  listening: Promise<string>
  exited: Promise<number | null>
}

/** `main.ts` on a port the kernel chooses (PORT=0): `listening` resolves with the address it logs. */
function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gateway-main-')),
      DEMO_SCALE: '0.05',
      SECTORS_API_KEYS: MEMBER,
      WORKERS: '1',
      ...env,
    },
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (match?.[1] !== undefined) resolve(match[1])
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exited.then((code) => {
      reject(new Error(`exited with ${String(code)}: ${output}`))
    })
  })
  listening.catch(() => undefined)
  return { child, output: () => output, listening, exited }
}

beforeAll(async () => {
  upstream = await startDemoUpstream(KEY)
}, 30_000)

afterAll(async () => {
  await upstream.close()
})

describe('the upstream key never leaves the server', () => {
  let server: Started
  beforeAll(() => {
    server = startMain({ SECTORS_API_KEY: KEY, SECTORS_API_URL: upstream.url })
  })
  afterAll(() => {
    server.child.kill('SIGTERM')
  })

  it('is in no response body or header, on success, refusal or failure, keyed or through /api', async () => {
    const base = await server.listening
    const paths = [
      '/healthz',
      '/api/healthz',
      '/api/v2/companies/?limit=3',
      '/api/v2/company/report/ZZZZ/',
      '/api/v2/companies/?limit=0',
      '/api/v1/companies/?sub_sector=banks',
      '/v2/subsectors/',
      '/v2/companies/?where=nonsense',
    ]
    const seen: string[] = []
    const record = async (url: string, headers: Record<string, string>) => {
      const response = await fetch(url, { headers })
      seen.push(`${url} ${String(response.status)}`, ...[...response.headers].map(([n, v]) => `${n}: ${v}`))
      seen.push(await response.text())
    }
    for (const p of paths) await record(`${base}${p}`, p.startsWith('/api') ? {} : { authorization: MEMBER })
    await record(`${base}/api/v2/subsectors/`, { origin: 'https://elsewhere.example' })
    await record(`${base}/v2/subsectors/`, { authorization: KEY }) // the upstream key is not a member's key
    const upstreamPort = Number(new URL(upstream.url).port)
    await upstream.close() // faults: the upstream is gone
    await record(`${base}/api/v2/companies/?limit=4`, {})
    await record(`${base}/healthz`, {})
    upstream = await startDemoUpstream(KEY, undefined, upstreamPort) // back where the server expects it
    expect(seen.join('\n')).toContain('Sectors API')
    expect(seen.join('\n')).toContain('UPSTREAM_UNREACHABLE')
    expect(seen.join('\n')).not.toContain(KEY)
  }, 60_000)

  it('is in no log line', () => {
    expect(server.output()).toContain(`live mode: answers come from ${upstream.url}; the key was accepted`)
    expect(server.output()).not.toContain(KEY)
  })
})

describe('start-up with a refused or unreachable upstream', () => {
  it('a refused key stops the start with a clear message that does not repeat the key', async () => {
    const wrong = randomBytes(32).toString('hex')
    const server = startMain({ SECTORS_API_KEY: wrong, SECTORS_API_URL: upstream.url })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(
      `configuration error: the Sectors API at ${upstream.url} refused SECTORS_API_KEY (HTTP 401/403): check the key.`,
    )
    expect(server.output()).not.toContain(wrong)
  }, 30_000)

  it('an unreachable upstream starts anyway and says so in /healthz', async () => {
    const nobody = `http://127.0.0.1:${String(await freePort())}`
    const server = startMain({ SECTORS_API_KEY: KEY, SECTORS_API_URL: nobody })
    try {
      const base = await server.listening
      const health = healthResponse.parse(await (await fetch(`${base}/healthz`)).json())
      expect(health.upstream?.key).toBe('unreachable')
      expect(health.upstream?.last_failure?.kind).toBe('network')
      expect(server.output()).toContain('could not be reached to check the key; starting anyway')
    } finally {
      server.child.kill('SIGTERM')
    }
  }, 30_000)
})

describe('the built dashboard', () => {
  it('holds no trace of the key, even when built with SECTORS_API_KEY in the environment', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-build-'))
    try {
      const build = spawn(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'],
        { cwd: ROOT, env: { ...process.env, SECTORS_API_KEY: KEY, VITE_SECTORS_API_KEY: KEY } },
      )
      let log = ''
      build.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
      build.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
      const code = await new Promise((resolve) => build.once('exit', resolve))
      expect(code, log).toBe(0)
      const files: string[] = []
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const full = path.join(dir, name)
          if (statSync(full).isDirectory()) walk(full)
          else files.push(full)
        }
      }
      walk(outDir)
      expect(files.some((file) => file.endsWith('.js'))).toBe(true)
      expect(files.filter((file) => readFileSync(file, 'latin1').includes(KEY))).toEqual([])
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
