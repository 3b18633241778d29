import { MessageChannel, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads'
import { OlderYearsDrawing, type OlderYearsDrawer, type OlderYearsSource } from '../demo/idx/older-years'
import { SubSectorQuarterEnds } from '../demo/idx/subsector-quarter-ends'
import { CapitalisationSums } from '../demo/prices/market-history'
import { threadFromFile } from './thread-file'

/** A thread that finishes nothing for this long has died (out of memory, killed): give up instead of hanging. */
const STALL_MS = 10 * 60_000

interface ThreadData {
  /** set to 1 once the answer (or the failure) is on `port` */
  readonly done: SharedArrayBuffer
  readonly port: MessagePort
}

/** What the generating thread sends, in this order: the universe's size, batches, then the end. */
type Request =
  | { readonly start: { readonly seed: number; readonly count: number } }
  | { readonly keys: readonly string[]; readonly inputs: Float64Array<ArrayBuffer> }
  | { readonly finish: true }

type Answer =
  | {
      readonly total: Float64Array<ArrayBuffer>
      readonly arriving: Float64Array<ArrayBuffer>
      readonly quarterEnds: Float64Array<ArrayBuffer>
      readonly extremes: Float64Array<ArrayBuffer>
    }
  | { readonly failure: string }

/**
 * A drawer of the IDX market's older closes (demo/idx/older-years.ts) on a thread of its own: the generating thread
 * sends each batch of packed inputs as it draws the quotes, and goes on to the survey while this thread draws; before
 * any row is written the build runs on one core, and this was a third of that work. The batches and the answer are moved between the threads, not copied.
 *
 * The thread runs older-years-thread-entry.ts from its file (thread-file.ts).
 *
 * Starts the thread now (loading its code takes a moment), to draw for the universe it is later given; `close` ends
 * it whatever happened.
 */
export function olderYearsThread(): { source: OlderYearsSource; close(): void } {
  const done = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
  const channel = new MessageChannel()
  const data: ThreadData = { done: done.buffer, port: channel.port2 }
  const worker = threadFromFile('older-years-thread-entry', { workerData: data, transferList: [channel.port2] })
  // the build never waits for the thread's exit, only for its answer
  worker.unref()
  const send = (request: Request, moved: ArrayBuffer[] = []) => {
    channel.port1.postMessage(request, moved)
  }
  const answer = (): Answer => {
    let waited = 0
    while (Atomics.load(done, 0) === 0) {
      if (waited >= STALL_MS) throw new Error('the thread drawing the older closes stopped answering')
      Atomics.wait(done, 0, 0, 1_000)
      waited += 1_000
    }
    const received: { message: Answer } | undefined = receiveMessageOnPort(channel.port1)
    return received?.message ?? { failure: 'no answer' }
  }
  const source: OlderYearsSource = (seed, count): OlderYearsDrawer => {
    send({ start: { seed, count } })
    return {
      draw: (keys, inputs) => {
        send({ keys, inputs }, [inputs.buffer])
      },
      finish: () => {
        send({ finish: true })
        const answered = answer()
        if ('failure' in answered) throw new Error(`drawing the older closes failed: ${answered.failure}`)
        const { total, arriving, quarterEnds, extremes } = answered
        return {
          sums: new CapitalisationSums(total, arriving),
          quarterEnds: new SubSectorQuarterEnds(quarterEnds),
          extremes,
        }
      },
    }
  }
  return {
    source,
    close: () => {
      channel.port1.close()
      void worker.terminate()
    },
  }
}

/** The thread's side of a failure nothing caught: sent as the answer, which the generating thread waits for. */
export function reportFailureOnThisThread(error: unknown): void {
  const { done, port } = workerData as ThreadData
  port.postMessage({
    failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies Answer)
  const flag = new Int32Array(done)
  Atomics.store(flag, 0, 1)
  Atomics.notify(flag, 0)
}

/** The thread's side: draws each batch as it comes and answers at the end (older-years-thread-entry.ts). */
export function drawOlderYearsOnThisThread(): void {
  const { done, port } = workerData as ThreadData
  let drawing: OlderYearsDrawing | undefined
  let failure: string | undefined
  const reply = (answer: Answer, moved: ArrayBuffer[]) => {
    port.postMessage(answer, moved)
    const flag = new Int32Array(done)
    Atomics.store(flag, 0, 1)
    Atomics.notify(flag, 0)
    port.close()
  }
  port.on('message', (request: Request) => {
    try {
      if ('start' in request) drawing = new OlderYearsDrawing(request.start.seed, request.start.count)
      else if ('keys' in request) {
        if (failure === undefined) drawing?.draw(request.keys, request.inputs)
      } else {
        if (failure !== undefined || drawing === undefined) {
          reply({ failure: failure ?? 'no universe was given' }, [])
          return
        }
        const { sums, quarterEnds, extremes } = drawing.finish()
        reply({ total: sums.total, arriving: sums.arriving, quarterEnds: quarterEnds.caps, extremes }, [
          sums.total.buffer,
          sums.arriving.buffer,
          quarterEnds.caps.buffer,
          extremes.buffer,
        ])
      }
    } catch (error) {
      failure ??= error instanceof Error ? (error.stack ?? error.message) : String(error)
      if ('finish' in request) reply({ failure }, [])
    }
  })
}
