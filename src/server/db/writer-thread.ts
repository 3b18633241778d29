import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads'
import type { SqlTarget, SqlValue } from './sql-target'
import { threadFromFile } from './thread-file'
import {
  ROWS_PER_BATCH,
  SLOT_COUNT,
  VALUE_KIND,
  VALUES_PER_BATCH,
  WRITER_OP,
  type Batch,
  type Slots,
  type WriterData,
  type WriterOp,
} from './writer-worker'

/** A writer that finishes nothing for this long has died (out of memory, killed): give up instead of hanging. */
const STALL_MS = 10 * 60_000

export interface WriterThread extends SqlTarget {
  /** Sends what is left, waits until it is written and the file closed, and ends the thread. */
  close(): void
}

/**
 * The thread that writes a market file while this one generates it: generating takes about 60 % of a one-thread
 * build and writing about 40 % (profiled at scale 10), so on two cores the build takes about as long as generating.
 *
 * The thread runs writer-thread-entry.ts from its file (thread-file.ts). Operations arrive in batches (see Batch).
 * Each finished batch is counted in shared memory, which is what the generating thread waits on; the first failure
 * is sent back over `errors` and ends the writing.
 *
 * This returns a writer thread with its own connection to `file`; every call on it returns at once, except `close`.
 */
export function writerThread(file: string): WriterThread {
  const progress = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))
  const channel = new MessageChannel()
  const codesPerSlot = ROWS_PER_BATCH * 3
  const slots: Slots = {
    codes: new SharedArrayBuffer(SLOT_COUNT * codesPerSlot * Int32Array.BYTES_PER_ELEMENT),
    kinds: new SharedArrayBuffer(SLOT_COUNT * VALUES_PER_BATCH),
    numbers: new SharedArrayBuffer(SLOT_COUNT * VALUES_PER_BATCH * Float64Array.BYTES_PER_ELEMENT),
  }
  const workerData: WriterData = {
    file,
    signal: progress.buffer,
    errors: channel.port2,
    slots,
    codesPerSlot,
    valuesPerSlot: VALUES_PER_BATCH,
  }
  const worker = threadFromFile('writer-thread-entry', { workerData, transferList: [channel.port2] })
  // the slot being filled: views of its part of the shared memory
  const allCodes = new Int32Array(slots.codes)
  const allKinds = new Uint8Array(slots.kinds)
  const allNumbers = new Float64Array(slots.numbers)
  let slot = 0
  let codes = allCodes.subarray(0, codesPerSlot)
  let kinds = allKinds.subarray(0, VALUES_PER_BATCH)
  let numbers = allNumbers.subarray(0, VALUES_PER_BATCH)
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
    const batch: Batch = { slot, operations, texts }
    worker.postMessage(batch)
    texts = []
    textIndex = new Map()
    operations = 0
    values = 0
    sent += 1
    // the next slot is free once the batch it held, SLOT_COUNT batches ago, is written
    slot = sent % SLOT_COUNT
    waitUntilWritten(sent + 1 - SLOT_COUNT)
    codes = allCodes.subarray(slot * codesPerSlot, (slot + 1) * codesPerSlot)
    kinds = allKinds.subarray(slot * VALUES_PER_BATCH, (slot + 1) * VALUES_PER_BATCH)
    numbers = allNumbers.subarray(slot * VALUES_PER_BATCH, (slot + 1) * VALUES_PER_BATCH)
  }
  const add = (op: WriterOp, id: number, last: number) => {
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
    // the slot's arrays and the count in locals: the loop runs for every value of the build
    const slotKinds = kinds
    const slotNumbers = numbers
    let at = values
    for (let i = 0; i < row.length; i++, at++) {
      const value = row[i] ?? null
      if (typeof value === 'number') {
        slotKinds[at] = VALUE_KIND.number
        slotNumbers[at] = value
      } else if (value === null) slotKinds[at] = VALUE_KIND.null
      else {
        slotKinds[at] = VALUE_KIND.text
        slotNumbers[at] = text(value)
      }
    }
    values = at
    add(WRITER_OP.run, id, row.length)
  }

  return {
    exec: (sql) => {
      add(WRITER_OP.exec, 0, text(sql))
      // SQL run as such is rare (the schema, pragmas, a market's indexes): sent at once, so that a market's index
      // build starts while this thread prepares the next market (at scale 100 the SGX universe and prices take 2-4 s),
      // not once rows for this writer fill the next batch
      flush()
    },
    prepare: (sql) => {
      const id = statements++
      add(WRITER_OP.prepare, id, text(sql))
      return (row) => {
        run(id, row)
      }
    },
    close: () => {
      try {
        add(WRITER_OP.close, 0, 0)
        flush()
        waitUntilWritten(sent)
      } finally {
        channel.port1.close()
        void worker.terminate()
      }
    },
  }
}
