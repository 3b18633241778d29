import type { AnswerSource } from '../source'
import { buffer, jsonAnswer, pathOf, toResponse } from './answer'
import { billedCost, successCost } from './endpoints'
import { errorBodyFor } from '../../shared/api/errors'

const DAY = 86_400_000

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Credits spent today (UTC), with an optional daily ceiling. A call reserves what its success would cost before
 * it leaves, and settles at what was billed when it returns, so concurrent calls can never overshoot the ceiling.
 */
export class CreditLedger {
  private day: string
  private spentToday = 0
  private reserved = 0

  constructor(
    /** SECTORS_DAILY_CREDITS, or null for no ceiling */
    readonly dailyLimit: number | null,
    private readonly now: () => number = Date.now,
  ) {
    this.day = utcDay(now())
  }

  private roll(): void {
    const today = utcDay(this.now())
    if (today === this.day) return
    this.day = today
    this.spentToday = 0
  }

  get spent(): number {
    this.roll()
    return this.spentToday
  }

  get today(): string {
    this.roll()
    return this.day
  }

  /** Takes `cost` credits on account; false when that would pass the ceiling. */
  reserve(cost: number): boolean {
    this.roll()
    if (this.dailyLimit !== null && this.spentToday + this.reserved + cost > this.dailyLimit) return false
    this.reserved += cost
    return true
  }

  /** Replaces a reservation by what the upstream actually billed. */
  settle(reservedCost: number, billed: number): void {
    this.roll()
    this.reserved -= reservedCost
    this.spentToday += billed
  }

  /** Seconds until the ceiling lifts: the next midnight UTC. */
  secondsUntilTomorrow(): number {
    const now = this.now()
    return Math.ceil((Math.floor(now / DAY) * DAY + DAY - now) / 1000)
  }
}

const inWords = (seconds: number) => {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.ceil((seconds % 3600) / 60)
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`
}

/**
 * Counts every upstream call's credits in `ledger`, and refuses a call that would pass the daily ceiling with a 429
 * (marked as a fault: the cache still answers from what it holds) until the next UTC day.
 */
export function withCredits(inner: AnswerSource, ledger: CreditLedger): AnswerSource {
  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      const cost = successCost(pathAndQuery)
      if (!ledger.reserve(cost)) {
        const wait = ledger.secondsUntilTomorrow()
        const sentence =
          `This server has spent its daily budget of ${ledger.dailyLimit ?? 0} Sectors API credits. New questions ` +
          `are refused until 00:00 UTC (in ${inWords(wait)}); answers it already holds are still served.`
        const answer = jsonAnswer(429, errorBodyFor(pathOf(pathAndQuery), 'DAILY_CREDITS_SPENT', sentence), {
          'retry-after': String(wait),
        })
        return toResponse(answer, {}, 'credit-ceiling')
      }
      let billed = 0
      try {
        const answer = await buffer(await inner.answer(pathAndQuery, request))
        billed = billedCost(pathAndQuery, answer.status, answer.body)
        return toResponse(answer, {}, answer.fault)
      } finally {
        ledger.settle(cost, billed)
      }
    },
  }
}
