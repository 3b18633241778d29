import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The real entry point over a real socket: what `npm start` runs, minus the build. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'main-'))
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  // one process: the cluster has its own test (cluster/cluster.test.ts)
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_SCALE: '0.5',
    SECTORS_API_KEYS: '',
    WORKERS: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let output = ''
const listening = new Promise<string>((resolve, reject) => {
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
    if (match?.[1] !== undefined) resolve(match[1])
  })
  child.on('exit', (code) => {
    reject(new Error(`server exited with ${String(code)}: ${output}`))
  })
})

afterAll(() => {
  child.kill('SIGTERM')
})

describe('the server process', () => {
  it('prints where it listens and where the key it generated is kept (never the key), and answers with that key', async () => {
    const base = await listening
    const file = path.join(dataDir, 'api-key')
    const key = readFileSync(file, 'utf8').trim()
    expect(output).toContain(`generated an API key: kept in ${file} (mode 0600); read it with: cat ${file}`)
    const health = await fetch(`${base}/healthz`)
    expect(await health.json()).toMatchObject({ status: 'ok', mode: 'demo' })
    expect((await fetch(`${base}/v2/companies/?limit=1`)).status).toBe(401)
    const answer = await fetch(`${base}/v2/companies/?limit=1`, { headers: { Authorization: key } })
    expect(answer.status).toBe(200)
    expect(output).toMatch(/GET \/v2\/companies\/\?limit=1 200 \d+\.\dms/)
    expect(output).not.toContain(key) // log collectors keep stdout: the key is read from its file
  }, 60_000)
})
