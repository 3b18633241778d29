import type { MiddlewareHandler } from 'hono'
import { AsyncLocalStorage } from 'node:async_hooks'
import { errorBodyFor } from '../../shared/api/errors'

export interface OverloadOptions {
  /** requests handled at once */
  maxConcurrent: number
  /** requests waiting their turn; past it, 503 at once */
  maxQueued: number
  /** a request that waited this long is answered 503 instead (its client has likely given up) */
  maxWaitMs?: number
  /** how long queued handlers may run back to back in one turn of the event loop (SLICE_MS) */
  sliceMs?: number
}

const BUSY = 'The server is busy: try again in a second.'

/**
 * How long queued handlers may run back to back in one turn of the event loop. One handler a turn starved the queue
 * whenever many cheap answers (cache hits, 503s) filled the turn's reading phase: the queue then drained at one
 * handler per 10-20 ms turn. A few milliseconds keeps the turn, and so the wait of a new connection, short.
 */
const SLICE_MS = 4

/** The slot of the request being handled, so that code deep in its handler can give it back (see releaseSlot). */
const currentSlot = new AsyncLocalStorage<{ release: () => void }>()

/**
 * Gives the current request's work slot back for good: from here on it only waits for another service (the live
 * gateway's upstream, another server's call), which is not work for this process, and must not keep cache hits and
 * other requests queued behind it. Outside a guarded request it does nothing.
 */
export function releaseSlot(): void {
  currentSlot.getStore()?.release()
}

/**
 * Bounded concurrency with a short queue. The handlers are synchronous (SQLite): run as soon as they are read, a
 * burst would keep the event loop busy while new connections and `/healthz` wait in the kernel for seconds. So every
 * API request first joins a queue, and handlers start from it once a turn of the event loop, back to back for at most
 * `sliceMs` (at most `maxConcurrent` running at once): between two slices Node accepts connections and reads what
 * has arrived, so a new connection waits for one slice, not for a whole burst. A request that finds the queue full is
 * answered 503 with `Retry-After` (in the endpoint's error shape) within milliseconds, and so is one that waited too
 * long. A handler that goes on to wait for another service gives its slot back first (releaseSlot).
 */
export function overloadGuard({
  maxConcurrent,
  maxQueued,
  maxWaitMs = 2_000,
  sliceMs = SLICE_MS,
}: OverloadOptions): MiddlewareHandler {
  let active = 0
  let scheduled = false
  let sliceStarted = 0
  const waiting: (() => void)[] = []

  const startNext = () => {
    if (active < maxConcurrent && waiting.length > 0) {
      active += 1
      waiting.shift()?.()
    }
  }
  const schedule = () => {
    if (scheduled || waiting.length === 0 || active >= maxConcurrent) return
    scheduled = true
    setImmediate(startSlice)
  }
  const startSlice = () => {
    scheduled = false
    sliceStarted = performance.now()
    startNext()
    schedule()
  }
  /** A handler finished: the next one starts at once while the slice lasts, else in the next turn. */
  const finished = () => {
    active -= 1
    if (performance.now() - sliceStarted < sliceMs) startNext()
    schedule()
  }

  return async (c, next) => {
    const busy = () =>
      c.json(errorBodyFor(new URL(c.req.url).pathname, 'SERVICE_UNAVAILABLE', BUSY), 503, { 'Retry-After': '1' })
    if (waiting.length >= maxQueued) return busy()
    const enqueued = performance.now()
    await new Promise<void>((start) => {
      waiting.push(start)
      schedule()
    })
    let held = true
    const release = () => {
      if (!held) return
      held = false
      finished()
    }
    try {
      if (performance.now() - enqueued > maxWaitMs) return busy()
      await currentSlot.run({ release }, next)
      return undefined
    } finally {
      release()
    }
  }
}
