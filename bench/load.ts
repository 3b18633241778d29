import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  auctionsList,
  distinctScreenerMix,
  fullReports,
  mixed,
  repeatedScreenerMix,
  screenerSamples,
  type PathStream,
} from './load-scenarios'
import { option } from './stats'

/**
 * `npm run bench:load`: the service under load from outside, as an operator measures it, beside a plain `node:http`
 * server answering a pre-serialised body of the same size (the ratio says how much of the machine we use).
 * `-- --seconds 10 --overload-seconds 30 --scale 1 --port 18710`; 127.0.0.1 only.
 */
const seconds = Number(option('seconds', '10'))
const overloadSeconds = Number(option('overload-seconds', '30'))
const scale = option('scale', '1')
const port = Number(option('port', '18710'))
const referencePort = port + 1
const KEY = 'bench-load-key'
const base = `http://127.0.0.1:${String(port)}`
const root = path.resolve(import.meta.dirname, '..')

/**
 * The server's request log goes to a file, as an operator's would: a pipe read by this process (which runs the
 * load generator and is as busy as the server) would stall the workers' synchronous log writes and measure us.
 */
function startChild(script: string, env: Record<string, string>, ready: () => Promise<void>): Promise<ChildProcess> {
  const logFile = openSync(path.join(os.tmpdir(), `bench-load-${path.basename(script, '.ts')}.log`), 'w')
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile, 'inherit'],
  })
  return ready().then(() => child)
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Resident memory of a process and all its descendants (cluster workers), in MiB; Linux only. */
function treeRssMiB(pid: number): number {
  const rss = (id: number): number => {
    try {
      const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(id)}/status`, 'utf8'))?.[1] ?? '0'
      const children = readFileSync(`/proc/${String(id)}/task/${String(id)}/children`, 'utf8').trim()
      const ids = children === '' ? [] : children.split(/\s+/).map(Number)
      return Number(kib) + ids.reduce((sum, child) => sum + rss(child), 0)
    } catch {
      return 0
    }
  }
  return rss(pid) / 1024
}

async function averageBytes(stream: PathStream, count = 24): Promise<number> {
  let total = 0
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}${stream()}`, { headers: { Authorization: KEY } })
    total += (await response.arrayBuffer()).byteLength
  }
  return Math.round(total / count)
}

/** One autocannon run (its instance is thenable, not a full Promise: wrapped so `finally` works). */
function load(url: string, connections: number, duration: number, stream?: PathStream): Promise<autocannon.Result> {
  return Promise.resolve(
    autocannon({
      url,
      connections,
      duration,
      timeout: 10,
      headers: { authorization: KEY },
      requests: stream === undefined ? undefined : [{ setupRequest: (request) => ({ ...request, path: stream() }) }],
    }),
  )
}

const statuses = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${String(count ?? 0)}`)
    .join(' ')

function line(label: string, result: autocannon.Result, reference?: autocannon.Result) {
  const ratio =
    reference === undefined
      ? ''
      : `  = ${((100 * result.requests.average) / reference.requests.average).toFixed(1)} % of reference`
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms` +
      `  p99 ${String(result.latency.p99).padStart(5)} ms  timeouts ${String(result.timeouts)}  errors ${String(result.errors)}` +
      `  [${statuses(result)}]${ratio}`,
  )
}

/** Times to answer `/healthz` on a fresh connection, from a probe process of its own, while `during` runs. */
async function healthProbes(during: Promise<unknown>): Promise<number[]> {
  const probe = spawn(process.execPath, ['--import', 'tsx', 'bench/health-probe.ts', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => probe.on('exit', resolve))
  await during.catch(() => undefined)
  probe.kill('SIGTERM')
  await exited
  return (JSON.parse(output) as number[]).sort((a, b) => a - b)
}

async function main() {
  const dataDir = path.join(os.tmpdir(), `bench-load-data-${scale}`)
  const server = await startChild(
    'src/server/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SCALE: scale,
      SECTORS_API_KEYS: KEY,
      RATE_LIMIT_PER_MINUTE: '0',
    },
    () => waitFor(`${base}/healthz`, 300_000),
  )
  const reference = await startChild('bench/load-reference.ts', { PORT: String(referencePort) }, () =>
    waitFor(`http://127.0.0.1:${String(referencePort)}/bytes/2`, 30_000),
  )
  try {
    for (const sample of screenerSamples()) {
      const response = await fetch(`${base}${sample}`, { headers: { Authorization: KEY } })
      if (response.status !== 200)
        throw new Error(`${sample} answered ${String(response.status)}: ${await response.text()}`)
    }
    const top = (await (
      await fetch(`${base}/v2/companies/?order_by=-market_cap&limit=200`, { headers: { Authorization: KEY } })
    ).json()) as { results: { symbol: string }[] }
    const tickers = top.results.map((row) => row.symbol.replace('.JK', ''))
    console.log(
      `load on ${String(os.cpus().length)} cores, scale ${scale}, ${String(seconds)} s per run, 50 connections`,
    )

    const scenarios: [string, PathStream][] = [
      ['screener mix, distinct queries', distinctScreenerMix()],
      ['screener mix, repeated', repeatedScreenerMix()],
      [`full IDX report (${String(tickers.length)} tickers)`, fullReports(tickers)],
      ['auctions list', auctionsList],
    ]
    for (const [label, stream] of scenarios) {
      const bytes = await averageBytes(stream)
      const ours = await load(base, 50, seconds, stream)
      const yardstick = await load(`http://127.0.0.1:${String(referencePort)}/bytes/${String(bytes)}`, 50, seconds)
      line(`reference node:http, ${String(bytes)} B`, yardstick)
      line(label, ours, yardstick)
    }

    console.log(
      `\noverload: 200 connections, ${String(overloadSeconds)} s, everything mixed; /healthz probed on new connections`,
    )
    const before = treeRssMiB(server.pid ?? 0)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMiB(server.pid ?? 0))), 500)
    const run = load(base, 200, overloadSeconds, mixed(tickers))
    const [result, probes] = await Promise.all([run, healthProbes(run)])
    clearInterval(sampler)
    line('mixed load', result)
    const at = (q: number) =>
      (probes[Math.min(probes.length - 1, Math.floor(q * probes.length))] ?? Number.NaN).toFixed(1)
    console.log(
      `/healthz on a new connection: n=${String(probes.length)} p50 ${at(0.5)} ms p99 ${at(0.99)} ms max ${at(1)} ms`,
    )
    const after = treeRssMiB(server.pid ?? 0)
    console.log(
      `memory (server and workers): before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB`,
    )
  } finally {
    server.kill('SIGTERM')
    reference.kill('SIGTERM')
  }
}

await main()
