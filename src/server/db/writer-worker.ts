import type BetterSqlite3 from 'better-sqlite3'
import type * as WorkerThreads from 'node:worker_threads'

/** What one operation of a batch does; numbers, because operations travel in an Int32Array (see Batch). */
export const WRITER_OP = { exec: 0, prepare: 1, run: 2, close: 3 } as const
export type WriterOp = (typeof WRITER_OP)[keyof typeof WRITER_OP]

/** What one value of a batch is: a number, null, or a string (whose index in `texts` stands in `numbers`). */
export const VALUE_KIND = { number: 0, null: 1, text: 2 } as const
export type ValueKind = (typeof VALUE_KIND)[keyof typeof VALUE_KIND]

/**
 * One message to the writer. Values travel in typed arrays, copied once and then handed over (transferred), not as
 * arrays of JavaScript values, which the worker would have to deserialise value by value: for a quarterly row (53
 * values) that took 2.3–2.7 µs against 0.6–0.7 µs to read it from the arrays (measured), on the thread that the
 * build mostly waits for (at scale 100 the generating thread waited 15 s for it).
 * `codes` holds three numbers per operation, a WriterOp first: `exec, -, text` runs SQL, `prepare, id, text`
 * prepares a statement, `run, id, n` runs it with the next n values, `close, -, -` closes the file. Each value has
 * a ValueKind in `kinds`.
 */
export interface Batch {
  codes: Int32Array<ArrayBuffer>
  kinds: Uint8Array<ArrayBuffer>
  numbers: Float64Array<ArrayBuffer>
  texts: string[]
}

/** What the writer is started with: the constants travel with it, since its source can import nothing. */
export interface WriterData {
  /** the SQLite driver's resolved path: the worker has no module resolution of its own (see writeBatches) */
  driver: string
  file: string
  /** two Int32s: batches finished, and 1 once writing failed */
  signal: SharedArrayBuffer
  /** where the first failure's stack goes */
  errors: WorkerThreads.MessagePort
  ops: typeof WRITER_OP
  kinds: typeof VALUE_KIND
}

type Driver = typeof BetterSqlite3

/**
 * The writer thread's whole program. The worker runs this function's compiled source (see writer-thread.ts), so it
 * may use only its parameters and globals: nothing imported, no value from this module's scope.
 */
export function writeBatches(threads: typeof WorkerThreads, load: (id: string) => unknown): void {
  const { driver, file, signal, errors, ops, kinds: kind } = threads.workerData as WriterData
  const progress = new Int32Array(signal)
  const fail = (error: unknown) => {
    if (Atomics.load(progress, 1) === 0)
      errors.postMessage(error instanceof Error ? (error.stack ?? error.message) : String(error))
    Atomics.store(progress, 1, 1)
  }
  let db: BetterSqlite3.Database | null = null
  const statements: BetterSqlite3.Statement[] = []
  try {
    const Database = load(driver) as Driver
    db = new Database(file)
  } catch (error) {
    fail(error)
  }
  const write = ({ codes, kinds, numbers, texts }: Batch) => {
    if (db === null) return
    let at = 0
    for (let i = 0; i < codes.length; i += 3) {
      const op = codes[i]
      const id = codes[i + 1] ?? 0
      const last = codes[i + 2] ?? 0
      if (op === ops.run) {
        // arguments, not one array: the driver reads arguments directly but an array element by element through
        // V8's generic lookup (inserts of 110-column rows a third faster, measured)
        const args = new Array<number | string | null>(last)
        for (let j = 0; j < last; j++, at++) {
          const valueKind = kinds[at]
          args[j] =
            valueKind === kind.number
              ? (numbers[at] ?? null)
              : valueKind === kind.null
                ? null
                : (texts[numbers[at] ?? 0] ?? null)
        }
        const statement = statements[id]
        if (statement === undefined) throw new Error(`no statement ${String(id)}`)
        statement.run(...args)
      } else if (op === ops.exec) db.exec(texts[last] ?? '')
      else if (op === ops.prepare) statements[id] = db.prepare(texts[last] ?? '')
      else db.close()
    }
  }
  threads.parentPort?.on('message', (batch: Batch) => {
    if (Atomics.load(progress, 1) === 0) {
      try {
        write(batch)
      } catch (error) {
        fail(error)
      }
    }
    Atomics.add(progress, 0, 1)
    Atomics.notify(progress, 0)
  })
}
