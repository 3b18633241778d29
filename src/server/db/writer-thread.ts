import { createRequire } from 'node:module'
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import type { SqlTarget, SqlValue } from './sql-target'

/**
 * The thread that writes a market file while this one generates it: generating takes about 60 % of a one-thread
 * build and writing about 40 % (profiled at scale 10), so on two cores the build takes about as long as generating
 * (scale 100: 286 s → 156 s).
 *
 * Plain JavaScript evaluated as a worker, with the SQLite driver resolved here and passed in: it runs the same
 * way under tsx, Vitest and the built server, none of which would have to find or compile a second entry file.
 * Operations arrive in batches, one after another in one flat array (no array per operation to allocate and copy):
 * `0, sql` runs SQL, `1, id, sql` prepares a statement, `2, id, values` runs it, `3` closes the file. A row's values
 * are passed to the statement as arguments, not as one array: the driver reads arguments directly but an array element
 * by element through V8's generic lookup (inserts of 110-column rows a third faster, measured). Each finished
 * batch is counted in shared memory, which is what the generating thread waits on; the first failure is sent back
 * over `errors` and ends the writing.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { driver, file, signal, errors } = workerData
const progress = new Int32Array(signal)
const fail = (error) => {
  if (Atomics.load(progress, 1) === 0) errors.postMessage(String((error && error.stack) || error))
  Atomics.store(progress, 1, 1)
}
let db = null
const statements = []
try {
  const Database = require(driver)
  db = new Database(file)
} catch (error) {
  fail(error)
}
parentPort.on('message', (batch) => {
  if (Atomics.load(progress, 1) === 0) {
    try {
      for (let i = 0; i < batch.length; ) {
        const op = batch[i++]
        if (op === 2) statements[batch[i++]].run(...batch[i++])
        else if (op === 0) db.exec(batch[i++])
        else if (op === 1) statements[batch[i++]] = db.prepare(batch[i++])
        else db.close()
      }
    } catch (error) {
      fail(error)
    }
  }
  Atomics.add(progress, 0, 1)
  Atomics.notify(progress, 0)
})
`

/** The parts of the operations in a batch, flat (see WRITER_SOURCE). */
type Part = number | string | readonly SqlValue[]

/** Operations (rows, mostly) a batch carries: one message per batch, so the cost of posting is shared. */
const ROWS_PER_BATCH = 256
/** Batches posted but not yet written; past this the generating thread waits: at most 16,384 rows in flight. */
const MAX_IN_FLIGHT = 64
/** A writer that finishes nothing for this long has died (out of memory, killed): give up instead of hanging. */
const STALL_MS = 10 * 60_000

export interface WriterThread extends SqlTarget {
  /** Sends what is left, waits until it is written and the file closed, and ends the thread. */
  close(): void
}

/** A writer thread with its own connection to `file`; every call on it returns at once, except `close`. */
export function writerThread(file: string): WriterThread {
  const progress = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))
  const channel = new MessageChannel()
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WRITER_SOURCE, {
    eval: true,
    workerData: { driver, file, signal: progress.buffer, errors: channel.port2 },
    transferList: [channel.port2],
  })
  let batch: Part[] = []
  let operations = 0
  let sent = 0
  let statements = 0

  let failed: Error | undefined
  const failure = () => {
    if (failed !== undefined) return failed
    const received: { message: unknown } | undefined = receiveMessageOnPort(channel.port1)
    const reason = typeof received?.message === 'string' ? received.message : 'unknown error'
    failed = new Error(`writing the demo market failed: ${reason}`)
    return failed
  }
  const waitUntilWritten = (batches: number) => {
    let stalledSince = performance.now()
    for (let done = Atomics.load(progress, 0); done < batches;) {
      if (Atomics.load(progress, 1) !== 0) throw failure()
      Atomics.wait(progress, 0, done, 1_000)
      const now = Atomics.load(progress, 0)
      if (now !== done) stalledSince = performance.now()
      else if (performance.now() - stalledSince > STALL_MS) throw new Error('the demo market writer stopped answering')
      done = now
    }
    if (Atomics.load(progress, 1) !== 0) throw failure()
  }
  const flush = () => {
    if (operations === 0) return
    worker.postMessage(batch)
    batch = []
    operations = 0
    sent += 1
    waitUntilWritten(sent - MAX_IN_FLIGHT)
  }
  const counted = () => {
    if (++operations >= ROWS_PER_BATCH) flush()
  }

  return {
    exec: (sql) => {
      batch.push(0, sql)
      counted()
    },
    prepare: (sql) => {
      const id = statements++
      batch.push(1, id, sql)
      counted()
      return (values) => {
        batch.push(2, id, values)
        counted()
      }
    },
    close: () => {
      try {
        batch.push(3)
        counted()
        flush()
        waitUntilWritten(sent)
      } finally {
        channel.port1.close()
        void worker.terminate()
      }
    },
  }
}
