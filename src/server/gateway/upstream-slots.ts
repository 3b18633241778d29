import type { AnswerSource } from '../source'
import { errorBodyFor } from '../../shared/api/errors'
import { jsonAnswer, pathOf, toResponse } from './answer'

/**
 * At most `maxInFlight` upstream calls at once; up to `maxQueued` more wait their turn, and past that the answer is
 * 503 at once (marked as a fault: the cache answers from an expired entry when it holds one). The waiting is not
 * work: the overload guard's slot was given back before it (see withCache).
 */
export function withUpstreamSlots(inner: AnswerSource, maxInFlight: number, maxQueued: number): AnswerSource {
  let active = 0
  const waiting: (() => void)[] = []
  const release = () => {
    active -= 1
    const next = waiting.shift()
    if (next !== undefined) {
      active += 1
      next()
    }
  }
  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      if (active >= maxInFlight) {
        if (waiting.length >= maxQueued) {
          const sentence = 'The server is busy: too many calls to the Sectors API are waiting. Try again in a second.'
          const body = errorBodyFor(pathOf(pathAndQuery), 'SERVICE_UNAVAILABLE', sentence)
          return toResponse(jsonAnswer(503, body, { 'retry-after': '1' }), {}, 'busy')
        }
        await new Promise<void>((start) => waiting.push(start))
      } else active += 1
      try {
        return await inner.answer(pathAndQuery, request)
      } finally {
        release()
      }
    },
  }
}
