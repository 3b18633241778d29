import type { z } from 'zod/mini'
import type { historicalDividends } from '../../../shared/api/shape'

type History = z.infer<typeof historicalDividends>

/**
 * One payment year: its payments in date order (stacked in the chart) and the year's yield. A year inside the
 * history that the service does not list is not reported (total null): the data does not say nothing was paid.
 */
export interface DividendYear {
  label: string
  /** payment 1, 2, … of the year, per share; none for a year not reported */
  payments: number[]
  /** per share; null when the year is not reported (a year the data lists with no payment is a real 0) */
  total: number | null
  /** fraction; null when not reported */
  yield: number | null
}

export interface DividendPayment {
  date: string
  amount: number
  yield: number | null
}

/**
 * Every year from the history's first to its last, in order, so that the chart's year axis has no gaps: a year the
 * history skips is there, not reported (no bar, "—" in the table).
 */
export function dividendYears(history: History): DividendYear[] {
  const listed = Object.keys(history).map(Number).filter(Number.isInteger)
  if (listed.length === 0) return []
  const first = Math.min(...listed)
  const last = Math.max(...listed)
  return Array.from({ length: last - first + 1 }, (_, offset) => {
    const label = String(first + offset)
    const entry = history[label]
    if (entry === undefined) return { label, payments: [], total: null, yield: null }
    return {
      label,
      payments: [...entry.breakdown].sort((a, b) => a.date.localeCompare(b.date)).map((payment) => payment.total),
      total: entry.total_dividend,
      yield: entry.total_yield,
    }
  })
}

/** Every payment, latest first. */
export const dividendPayments = (history: History): DividendPayment[] =>
  Object.values(history)
    .flatMap((entry) =>
      entry.breakdown.map((payment) => ({ date: payment.date, amount: payment.total, yield: payment.yield })),
    )
    .sort((a, b) => b.date.localeCompare(a.date))
