import BetterSqlite3 from 'better-sqlite3'
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'

/** What one operation of a batch does; numbers, because operations travel in an Int32Array (see Batch). */
export const WRITER_OP = { exec: 0, prepare: 1, run: 2, close: 3 } as const
export type WriterOp = (typeof WRITER_OP)[keyof typeof WRITER_OP]

/** What one value of a batch is: a number, null, or a string (whose index in `texts` stands in `numbers`). */
export const VALUE_KIND = { number: 0, null: 1, text: 2 } as const
export type ValueKind = (typeof VALUE_KIND)[keyof typeof VALUE_KIND]

/**
 * Where a batch's values are: one of SLOT_COUNT slots of shared memory, filled in place by the generating thread and
 * read in place by the writer, so nothing is copied or handed over but the batch's strings. Posting typed arrays
 * (copied out, then transferred) allocated a fresh buffer per batch: 2.6 GB over a 100× build, which kept the
 * generating thread collecting garbage. Slots are used in turn; a slot is filled again only once the writer has
 * finished the batch it last held (batches finish in order, counted in `signal`).
 * A slot's `codes` hold three numbers per operation, a WriterOp first: `exec, -, text` runs SQL,
 * `prepare, id, text` prepares a statement, `run, id, n` runs it with the next n values, `close, -, -` closes the
 * file. Each value has a ValueKind in `kinds`; a text value's index in the message's `texts` stands in `numbers`.
 */
export interface Slots {
  codes: SharedArrayBuffer
  kinds: SharedArrayBuffer
  numbers: SharedArrayBuffer
}

/** Operations (rows, mostly) a batch carries: one message per batch, so the cost of posting is shared. */
export const ROWS_PER_BATCH = 256
/** Values a batch carries at most: 256 rows of up to 128 columns (a yearly row has about 110). */
export const VALUES_PER_BATCH = ROWS_PER_BATCH * 128
/** Batches posted but not yet written; past this the generating thread waits: at most 4,096 rows in flight. */
export const SLOT_COUNT = 16

/** One message to the writer: which slot holds the batch, how much of it, and its strings. */
export interface Batch {
  slot: number
  operations: number
  texts: string[]
}

/** What the writer is started with. */
export interface WriterData {
  file: string
  /** two Int32s: batches finished, and 1 once writing failed */
  signal: SharedArrayBuffer
  /** where the first failure's stack goes */
  errors: MessagePort
  slots: Slots
  /** the sizes of a slot: ROWS_PER_BATCH × 3 codes, VALUES_PER_BATCH kinds and numbers */
  codesPerSlot: number
  valuesPerSlot: number
}

/** The writer thread's whole program, run on the thread (writer-thread-entry.ts) with the WriterData it was given. */
export function writeBatches(): void {
  const { file, signal, errors, slots, codesPerSlot, valuesPerSlot } = workerData as WriterData
  const ops = WRITER_OP
  const kind = VALUE_KIND
  const allCodes = new Int32Array(slots.codes)
  const allKinds = new Uint8Array(slots.kinds)
  const allNumbers = new Float64Array(slots.numbers)
  const progress = new Int32Array(signal)
  const fail = (error: unknown) => {
    if (Atomics.load(progress, 1) === 0)
      errors.postMessage(error instanceof Error ? (error.stack ?? error.message) : String(error))
    Atomics.store(progress, 1, 1)
  }
  let db: BetterSqlite3.Database | null = null
  const statements: BetterSqlite3.Statement[] = []
  try {
    db = new BetterSqlite3(file)
  } catch (error) {
    fail(error)
  }
  const write = ({ slot, operations, texts }: Batch) => {
    if (db === null) return
    const codes = allCodes.subarray(slot * codesPerSlot)
    const kinds = allKinds.subarray(slot * valuesPerSlot)
    const numbers = allNumbers.subarray(slot * valuesPerSlot)
    let at = 0
    for (let i = 0; i < operations * 3; i += 3) {
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
  parentPort?.on('message', (batch: Batch) => {
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
