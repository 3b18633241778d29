import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../testing/server-process'

/** The real entry point with two workers, over real sockets. */
const KEY = 'cluster-test-key'
const server = spawnServer('cluster', {
  DEMO_SCALE: '0.2',
  SECTORS_API_KEYS: KEY,
  WORKERS: '2',
  MAX_QUEUED_REQUESTS: '1000',
  RATE_LIMIT_PER_MINUTE: '0',
})
const { child } = server
const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
const primary = child.pid ?? 0

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const workers = (): number[] => {
  try {
    const text = readFileSync(`/proc/${String(primary)}/task/${String(primary)}/children`, 'utf8').trim()
    return text === '' ? [] : text.split(/\s+/).map(Number)
  } catch {
    return []
  }
}
const listening = until(() => {
  const ports = [...server.output().matchAll(/listening on http:\/\/127\.0\.0\.1:(\d+)/g)].map((match) => match[1])
  return ports.length >= 2 ? Number(ports[0]) : undefined
}, 'two workers listening')

/**
 * One request, on its own connection or on `agent`'s: the status, or the error code when the connection failed
 * (10 s at most).
 */
function get(
  port: number,
  pathAndQuery: string,
  agent: Agent | false = false,
): Promise<{ status: number | string; at: number }> {
  return new Promise((resolve) => {
    let settled = false
    const settle = (status: number | string) => {
      if (settled) return
      settled = true
      resolve({ status, at: performance.now() })
    }
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathAndQuery, agent, headers: { authorization: KEY }, timeout: 10_000 },
      (res) => {
        res.resume()
        res.on('end', () => {
          settle(res.statusCode ?? 0)
        })
        res.on('close', () => {
          settle(res.complete ? (res.statusCode ?? 0) : 'aborted')
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error: NodeJS.ErrnoException) => {
      settle(error.code ?? error.message)
    })
    req.end()
  })
}

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL')
})

describe('the cluster', () => {
  it('runs two workers on one port, and replaces a worker that dies mid-load', async () => {
    const port = await listening
    const before = await until(() => (workers().length === 2 ? workers() : undefined), 'two workers')
    let stop = false
    const failures: (number | string)[] = []
    let served = 0
    const loops = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const { status } = await get(port, '/v2/companies/?limit=50&include_query_values=true')
        if (status === 200) served += 1
        else failures.push(status)
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    process.kill(before[0] ?? 0, 'SIGKILL')
    const after = await until(
      () => (workers().length === 2 && !workers().includes(before[0] ?? 0) ? workers() : undefined),
      'a replacement worker',
    )
    await until(
      () => (server.output().match(/listening on/g)?.length === 3 ? true : undefined),
      'the replacement listening',
    )
    const servedBefore = served
    await new Promise((resolve) => setTimeout(resolve, 300))
    stop = true
    await Promise.all(loops)
    expect(after).toHaveLength(2)
    expect(served).toBeGreaterThan(servedBefore) // still answering after the replacement
    expect(failures.length).toBeLessThanOrEqual(4) // at most the requests the dead worker held, one per loop
    expect(server.output()).toMatch(/worker \d+ exited .*starting another/)
  }, 180_000)

  it('on SIGTERM finishes the requests in flight, then exits', async () => {
    const port = await listening
    // Each request goes on a connection a worker has already accepted (it answered one before), so it is read as
    // soon as it arrives: nothing waits in the kernel's accept queue, where a closing port would reset it. Distinct
    // queries keep a cached answer from finishing them all at once, and the signal comes with the first answer,
    // while the rest are still being served.
    const connections = Array.from({ length: 40 }, () => new Agent({ keepAlive: true, maxSockets: 1 }))
    const query = (i: number) =>
      `/v2/companies/?where=${encodeURIComponent(`market_cap > ${String(i)}`)}&limit=200&include_query_values=true`
    const warmed = await Promise.all(connections.map((agent, i) => get(port, query(i), agent)))
    expect(warmed.map((answer) => answer.status)).toEqual(connections.map(() => 200))
    const inFlight = connections.map((agent, i) => get(port, query(connections.length + i), agent))
    await Promise.race(inFlight)
    const signalled = performance.now()
    child.kill('SIGTERM')
    const answers = await Promise.all(inFlight)
    for (const agent of connections) agent.destroy()
    expect(await exited).toBe(0)
    // every request the workers had read is answered in full, even after the signal (a drain that closes every
    // connection at the signal, or exits at once, fails here); the keep-alive connections are closed once idle
    expect(answers.map((answer) => answer.status)).toEqual(connections.map(() => 200))
    expect(answers.filter((answer) => answer.at > signalled).length).toBeGreaterThan(0)
  }, 60_000)
})
