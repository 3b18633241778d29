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
 * Operations arrive in batches (see Batch). A row's values are passed to the statement as arguments, not as one
 * array: the driver reads arguments directly but an array element by element through V8's generic lookup (inserts
 * of 110-column rows a third faster, measured). Each finished batch is counted in shared memory, which is what the
 * generating thread waits on; the first failure is sent back over `errors` and ends the writing.
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
parentPort.on('message', ({ codes, kinds, numbers, texts }) => {
  if (Atomics.load(progress, 1) === 0) {
    try {
      let at = 0
      for (let i = 0; i < codes.length; i += 3) {
        const op = codes[i]
        if (op === 2) {
          const args = new Array(codes[i + 2])
          for (let j = 0; j < args.length; j++, at++) {
            const kind = kinds[at]
            args[j] = kind === 0 ? numbers[at] : kind === 1 ? null : texts[numbers[at]]
          }
          statements[codes[i + 1]].run(...args)
        } else if (op === 0) db.exec(texts[codes[i + 2]])
        else if (op === 1) statements[codes[i + 1]] = db.prepare(texts[codes[i + 2]])
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

/**
 * One message to the writer. Values travel in typed arrays, copied once and then handed over (transferred), not as
 * arrays of JavaScript values, which the worker would have to deserialise value by value: for a quarterly row (53
 * values) that took 2.3–2.7 µs against 0.6–0.7 µs to read it from the arrays (measured), on the thread that the
 * build mostly waits for (at scale 100 the generating thread waited 15 s for it).
 * `codes` holds three numbers per operation: `0, -, text` runs SQL, `1, id, text` prepares a statement, `2, id, n`
 * runs it with the next n values, `3, -, -` closes the file. Each value has a kind (0 a number, 1 null, 2 a string,
 * whose index in `texts` stands in `numbers`).
 */
interface Batch {
  codes: Int32Array<ArrayBuffer>
  kinds: Uint8Array<ArrayBuffer>
  numbers: Float64Array<ArrayBuffer>
  texts: string[]
}

/** Operations (rows, mostly) a batch carries: one message per batch, so the cost of posting is shared. */
const ROWS_PER_BATCH = 256
/** Values a batch carries at most: 256 rows of up to 128 columns (a yearly row has about 110). */
const VALUES_PER_BATCH = ROWS_PER_BATCH * 128
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
  // filled in place and copied out at each flush: the copies are what is handed over
  const codes = new Int32Array(ROWS_PER_BATCH * 3)
  const kinds = new Uint8Array(VALUES_PER_BATCH)
  const numbers = new Float64Array(VALUES_PER_BATCH)
  let texts: string[] = []
  // each distinct string once a batch: most are a company's symbol, repeated on every one of its rows, and each
  // copy would be serialised here and deserialised there
  let textIndex = new Map<string, number>()
  let operations = 0
  let values = 0
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
    const batch: Batch = {
      codes: codes.slice(0, operations * 3),
      kinds: kinds.slice(0, values),
      numbers: numbers.slice(0, values),
      texts,
    }
    worker.postMessage(batch, [batch.codes.buffer, batch.kinds.buffer, batch.numbers.buffer])
    texts = []
    textIndex = new Map()
    operations = 0
    values = 0
    sent += 1
    waitUntilWritten(sent - MAX_IN_FLIGHT)
  }
  const add = (op: number, id: number, last: number) => {
    const at = operations * 3
    codes[at] = op
    codes[at + 1] = id
    codes[at + 2] = last
    if (++operations >= ROWS_PER_BATCH) flush()
  }
  const text = (value: string) => {
    let index = textIndex.get(value)
    if (index === undefined) {
      index = texts.push(value) - 1
      textIndex.set(value, index)
    }
    return index
  }
  const run = (id: number, row: readonly SqlValue[]) => {
    if (row.length > VALUES_PER_BATCH) throw new RangeError(`a row of ${String(row.length)} values is too wide`)
    if (values + row.length > VALUES_PER_BATCH) flush()
    for (const value of row) {
      if (typeof value === 'number') {
        kinds[values] = 0
        numbers[values] = value
      } else if (value === null) kinds[values] = 1
      else {
        kinds[values] = 2
        numbers[values] = text(value)
      }
      values += 1
    }
    add(2, id, row.length)
  }

  return {
    exec: (sql) => {
      add(0, 0, text(sql))
      // SQL run as such is rare (the schema, pragmas, a market's indexes): sent at once, so that a market's index
      // build starts while this thread prepares the next market (at scale 100 the SGX universe and prices take 2-4 s),
      // not once rows for this writer fill the next batch
      flush()
    },
    prepare: (sql) => {
      const id = statements++
      add(1, id, text(sql))
      return (row) => {
        run(id, row)
      }
    },
    close: () => {
      try {
        add(3, 0, 0)
        flush()
        waitUntilWritten(sent)
      } finally {
        channel.port1.close()
        void worker.terminate()
      }
    },
  }
}
