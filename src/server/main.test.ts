import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from './testing/server-process'

/** The real entry point over a real socket: what `npm start` runs, minus the build. */
// one process: the cluster has its own test (cluster/cluster.test.ts)
const { child, dataDir, output } = spawnServer('main', { DEMO_SCALE: '0.5', SECTORS_API_KEYS: '', WORKERS: '1' })
const listening = new Promise<string>((resolve, reject) => {
  child.stdout.on('data', () => {
    const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output())
    if (match?.[1] !== undefined) resolve(match[1])
  })
  child.on('exit', (code) => {
    reject(new Error(`server exited with ${String(code)}: ${output()}`))
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
    expect(output()).toContain(`generated an API key: kept in ${file} (mode 0600); read it with: cat ${file}`)
    const health = await fetch(`${base}/healthz`)
    expect(await health.json()).toMatchObject({ status: 'ok', mode: 'demo' })
    expect((await fetch(`${base}/v2/companies/?limit=1`)).status).toBe(401)
    const answer = await fetch(`${base}/v2/companies/?limit=1`, { headers: { Authorization: key } })
    expect(answer.status).toBe(200)
    expect(output()).toMatch(/GET \/v2\/companies\/\?limit=1 200 \d+\.\dms/)
    expect(output()).not.toContain(key) // log collectors keep stdout: the key is read from its file
  }, 60_000)
})
