import cluster, { type Worker } from 'node:cluster'
import { createHash } from 'node:crypto'
import { localRateCounter, type RateCounter, type RateDecision } from '../http/rate-limit'

interface TakeMessage {
  kind: 'rate-take'
  id: number
  /** a digest of the key: keys never travel between processes */
  key: string
}
interface DecisionMessage {
  kind: 'rate-decision'
  id: number
  decision: RateDecision
}

const isTake = (message: unknown): message is TakeMessage =>
  typeof message === 'object' && message !== null && 'kind' in message && message.kind === 'rate-take'
const isDecision = (message: unknown): message is DecisionMessage =>
  typeof message === 'object' && message !== null && 'kind' in message && message.kind === 'rate-decision'

/** In the primary: one counter for all workers, answering their `take` messages. */
export function rateCounterHost(perMinute: number): (worker: Worker, message: unknown) => void {
  const counter = localRateCounter(perMinute)
  return (worker, message) => {
    if (!isTake(message)) return
    void Promise.resolve(counter.take(message.key)).then((decision) => {
      const reply: DecisionMessage = { kind: 'rate-decision', id: message.id, decision }
      worker.send(reply)
    })
  }
}

/**
 * The rate counter a worker uses: the primary's (so a client's requests count once whichever worker serves them),
 * or its own when it runs without a cluster.
 */
export function sharedRateCounter(perMinute: number): RateCounter {
  const send = process.send?.bind(process)
  if (!cluster.isWorker || send === undefined) return localRateCounter(perMinute)
  const pending = new Map<number, (decision: RateDecision) => void>()
  let nextId = 0
  process.on('message', (message: unknown) => {
    if (!isDecision(message)) return
    pending.get(message.id)?.(message.decision)
    pending.delete(message.id)
  })
  return {
    take: (key) =>
      new Promise<RateDecision>((resolve) => {
        nextId += 1
        pending.set(nextId, resolve)
        const digest = createHash('sha256').update(key).digest('base64url')
        const message: TakeMessage = { kind: 'rate-take', id: nextId, key: digest }
        send(message)
      }),
  }
}
