import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startBuiltServer } from './built-server'
import { option, summarise } from './stats'

/**
 * A server's first start at a scale, as `npm start` makes it: the built server (`dist`) started on an empty
 * DATA_DIR with one worker. Prints each start's build time (as the server logs it) with the CPU time of all the
 * process's threads and its peak memory until then, wall ÷ CPU (how well the two cores are used; it cancels most
 * of a machine's drift in speed), and the time from launch until the server listens.
 * `npm run bench:startup -- --scale 100 --rounds 3`. `--against DIR` measures another build (an earlier `dist`) in
 * the same session, the two alternating in both orders: a shared machine's speed drifts by more within minutes than
 * the differences in question, so only starts side by side compare. Linux only: the figures are read from /proc
 * while the server runs.
 */
const scale = option('scale', '10')
const rounds = Number(option('rounds', '3'))
const dist = option('dist', 'dist')
const against = option('against', '')

interface Start {
  /** the market's build, as the server logs it */
  wallMs: number
  /** CPU time of the building process until the build was logged */
  cpuMs: number
  /** that process's peak memory until then */
  peakRssMiB: number
  /** from launch until the server listens */
  listeningMs: number
}

/** CPU time of every thread of a process, ended ones too (fields 14 and 15 of /proc/PID/stat, in clock ticks). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
  // the command name (field 2) may hold spaces: count the fields after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return ticks * 10 // USER_HZ is 100 on Linux
}

/** The most memory the process has held (VmHWM), in MiB. */
function peakRssMiBOf(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024
}

/** Starts a build's server on an empty DATA_DIR with one worker (one process) and waits until it listens. */
async function firstStart(build: string): Promise<Start> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'))
  const started = performance.now()
  let built: Omit<Start, 'listeningMs'> | undefined
  const { server, listening } = startBuiltServer(build, { DEMO_SCALE: scale, DATA_DIR: dataDir }, (output) => {
    const logged = built === undefined ? /generated in (\d+) ms/.exec(output) : null
    if (logged === null) return
    // read at once: the process has just finished the build, and what it does next is not the build's
    const pid = server.pid ?? 0
    built = { wallMs: Number(logged[1]), cpuMs: cpuMsOf(pid), peakRssMiB: peakRssMiBOf(pid) }
  })
  try {
    await listening
    const listeningMs = performance.now() - started
    if (built === undefined) throw new Error(`the server of ${build} listened without saying how long its build took`)
    return { ...built, listeningMs }
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve)
      server.kill('SIGTERM')
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const seconds = (value: number) => (value / 1000).toFixed(1).padStart(6)
const describe = (start: Start) =>
  [
    `build ${seconds(start.wallMs)} s`,
    `listening ${seconds(start.listeningMs)} s`,
    `cpu ${seconds(start.cpuMs)} s`,
    `wall/cpu ${(start.wallMs / start.cpuMs).toFixed(2)}`,
    `peak rss ${(start.peakRssMiB / 1024).toFixed(2)} GiB`,
  ].join('  ')
const median = (values: readonly number[]) => summarise(values).median

const builds = against === '' ? [dist] : [dist, against]
const labels =
  against === '' ? [dist] : [dist, against].map((name) => name.padEnd(Math.max(dist.length, against.length)))
const starts = builds.map((): Start[] => [])
console.log(`first start at scale ${scale}, ${String(rounds)} round(s)`)
for (let round = 0; round < rounds; round++) {
  // odd rounds start with the other build, so that neither always runs on a machine warmed (or tired) by the other
  const order = round % 2 === 0 ? builds.map((_, i) => i) : builds.map((_, i) => builds.length - 1 - i)
  for (const which of order) {
    const start = await firstStart(builds[which] ?? dist)
    starts[which]?.push(start)
    console.log(`  round ${String(round + 1)}  ${labels[which] ?? ''}  ${describe(start)}`)
  }
}
starts.forEach((own, which) => {
  const middle = (pick: (start: Start) => number) => median(own.map(pick))
  const typical = {
    wallMs: middle((s) => s.wallMs),
    cpuMs: middle((s) => s.cpuMs),
    peakRssMiB: middle((s) => s.peakRssMiB),
    listeningMs: middle((s) => s.listeningMs),
  }
  console.log(`median    ${labels[which] ?? ''}  ${describe(typical)}`)
})
if (against !== '') {
  // a round's two builds ran side by side: their ratio is the fairest single comparison such a machine allows
  const ratios = (starts[0] ?? []).map((start, i) => start.wallMs / (starts[1]?.[i]?.wallMs ?? NaN))
  const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(0)} %`
  const byRound = ratios.map(percent).join(', ')
  console.log(`build time of ${dist} against ${against}, round by round: ${byRound}; median ${percent(median(ratios))}`)
}
