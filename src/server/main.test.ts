import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The real entry point over a real socket: what `npm start` runs, minus the build. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'main-'))
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SCALE: '0.5', SECTORS_API_KEYS: '' },
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
  it('prints where it listens and the key it generated, and answers with that key', async () => {
    const base = await listening
    const key = readFileSync(path.join(dataDir, 'api-key'), 'utf8').trim()
    expect(output).toContain(`generated an API key (kept in ${path.join(dataDir, 'api-key')}, mode 0600): ${key}`)
    const health = await fetch(`${base}/healthz`)
    expect(await health.json()).toMatchObject({ status: 'ok', mode: 'demo' })
    expect((await fetch(`${base}/v2/companies/?limit=1`)).status).toBe(401)
    const answer = await fetch(`${base}/v2/companies/?limit=1`, { headers: { Authorization: key } })
    expect(answer.status).toBe(200)
    expect(output).toMatch(/GET \/v2\/companies\/\?limit=1 200 \d+\.\dms/)
    expect(output.split(key)).toHaveLength(2) // printed once, when generated, and never logged again
  }, 30_000)
})
