import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { AnswerSource } from '../source'
import { buffer, jsonAnswer, pathOf, toResponse } from './answer'
import { billedCost, successCost } from './endpoints'
import { errorBodyFor } from '../../shared/api/errors'
import type { LocalStore } from './store/local-store'

const DAY = 86_400_000

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Credits held for one call on its way: settled at what the upstream billed when it returns. */
export interface Reservation {
  readonly cost: number
  readonly day: string
  /** where it was taken: the team's ledger, or this server's alone (no shared ledger, or Redis unreachable) */
  readonly where: 'shared' | 'local'
}

/**
 * Credits spent today (UTC), with an optional daily ceiling. A call reserves what its success would cost before
 * it leaves, and settles at what was billed when it returns, so concurrent calls can never overshoot the ceiling.
 */
export interface CreditLedger {
  /** SECTORS_DAILY_CREDITS, or null for no ceiling */
  readonly dailyLimit: number | null
  /** `cost` credits on account, or null when that would pass the ceiling */
  reserve(cost: number): Promise<Reservation | null>
  /** replaces a reservation by what the upstream actually billed */
  settle(reservation: Reservation, billed: number): Promise<void>
  /** today's UTC day and the credits spent (or on account) in it */
  today(): Promise<{ day: string; spent: number }>
}

/**
 * This server's own ledger: what it spent each day is kept in its local store (a restart does not forget it);
 * reservations of calls on their way live in memory (a restart ends those calls).
 */
export class LocalLedger implements CreditLedger {
  private reserved = 0

  constructor(
    private readonly store: LocalStore,
    readonly dailyLimit: number | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Synchronous, for the shared ledger's fallback: the same check without a promise. */
  reserveNow(cost: number, allowance = this.dailyLimit): Reservation | null {
    const day = utcDay(this.now())
    if (allowance !== null && this.store.day(day).spent + this.reserved + cost > allowance) return null
    this.reserved += cost
    return { cost, day, where: 'local' }
  }

  settleNow(reservation: Reservation, billed: number): void {
    this.reserved -= reservation.cost
    this.record(billed)
  }

  /** Credits this server spent, kept in its store (the shared ledger keeps the team's elsewhere). */
  record(billed: number): void {
    this.store.add(utcDay(this.now()), 'spent', billed)
  }

  spentOn(day: string): number {
    return this.store.day(day).spent
  }

  /**
   * Whose spending spentOn counts: a store file on this machine (every worker writing to it counts the same
   * credits, so they share one name), or this process alone when the store is in memory.
   */
  get spender(): string {
    return this.store.file === null ? this.processId : `${hostname()}:${this.store.file}`
  }

  private readonly processId = randomUUID()

  reserve(cost: number): Promise<Reservation | null> {
    return Promise.resolve(this.reserveNow(cost))
  }

  settle(reservation: Reservation, billed: number): Promise<void> {
    this.settleNow(reservation, billed)
    return Promise.resolve()
  }

  today(): Promise<{ day: string; spent: number }> {
    const day = utcDay(this.now())
    return Promise.resolve({ day, spent: this.store.day(day).spent })
  }
}

/** Seconds until the ceiling lifts: the next midnight UTC. */
export function secondsUntilTomorrow(now: number): number {
  return Math.ceil((Math.floor(now / DAY) * DAY + DAY - now) / 1000)
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
export function withCredits(inner: AnswerSource, ledger: CreditLedger, now: () => number = Date.now): AnswerSource {
  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      const reservation = await ledger.reserve(successCost(pathAndQuery))
      if (reservation === null) {
        const wait = secondsUntilTomorrow(now())
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
        await ledger.settle(reservation, billed)
      }
    },
  }
}
