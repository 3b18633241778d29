import cluster, { type Worker } from 'node:cluster'
import type { LogLine } from '../http/request-log'

export interface ClusterOptions {
  /** processes answering requests; 1 serves from this process, without a cluster */
  workers: number
  log: LogLine
  logError: LogLine
  /** work done once, in the primary, before any worker starts (generate the demo database, the API key) */
  prepare: () => void | Promise<void>
  /** messages from workers the primary answers (the shared rate limit) */
  onWorkerMessage?: (worker: Worker, message: unknown) => void
}

/** A worker that dies sooner than this after its start is restarted after a pause, not in a tight loop. */
const CRASH_LOOP_MS = 2_000
/** Workers still draining after this long are killed. */
const SHUTDOWN_GRACE_MS = 15_000

/**
 * Serves with `workers` processes (node:cluster) sharing one listening port: the primary prepares what they share,
 * forks them, replaces any that dies, and on SIGTERM/SIGINT asks each to drain its in-flight requests and waits
 * for them before it exits. Each worker runs `serve`, which opens its own read-only database handle.
 */
export async function runClustered(options: ClusterOptions, serve: () => Promise<void>): Promise<void> {
  if (cluster.isWorker || options.workers <= 1) {
    await serve()
    return
  }
  const { workers, log, logError } = options
  await options.prepare()
  // Each worker accepts its own connections from the shared socket, instead of the primary accepting them all and
  // passing each on over IPC (Node's default on Linux): the worker whose event loop is free first takes the
  // connection, which under load halves the wait of a new connection (`/healthz`). NODE_CLUSTER_SCHED_POLICY=rr
  // restores the default.
  if (process.env.NODE_CLUSTER_SCHED_POLICY === undefined) cluster.schedulingPolicy = cluster.SCHED_NONE
  // every worker tags its ETags with the same run, so that a client moving between workers keeps its 304s
  const env = { SERVER_EPOCH: String(Date.now()) }
  let stopping = false
  const started = new Map<number, number>()

  const fork = () => {
    const worker = cluster.fork(env)
    started.set(worker.id, Date.now())
    if (options.onWorkerMessage !== undefined) {
      const listener = options.onWorkerMessage
      worker.on('message', (message: unknown) => {
        listener(worker, message)
      })
    }
  }
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0)
    started.delete(worker.id)
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    logError(`worker ${String(worker.process.pid)} exited (code ${String(code)}, signal ${signal}); starting another`)
    setTimeout(fork, lived < CRASH_LOOP_MS ? 1_000 : 0)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log(`${signal}: draining ${String(workers)} workers`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      logError('workers still busy after the grace period: stopping them')
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  for (let i = 0; i < workers; i++) fork()
  log(`${String(workers)} workers share the port (WORKERS)`)
}

/** The run ETags are tagged with: the primary's start in a cluster, else this process's start. */
export const serverEpoch = (): string => process.env.SERVER_EPOCH ?? String(Date.now())
