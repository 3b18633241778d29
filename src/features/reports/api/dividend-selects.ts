import type { z } from 'zod/mini'
import type { historicalDividends } from '../../../shared/api/shape'

type History = z.infer<typeof historicalDividends>

/** One payment year: its payments in date order (stacked in the chart) and the year's yield. */
export interface DividendYear {
  label: string
  /** payment 1, 2, … of the year, per share */
  payments: number[]
  total: number
  /** fraction; null when not reported */
  yield: number | null
}

export interface DividendPayment {
  date: string
  amount: number
  yield: number | null
}

export function dividendYears(history: History): DividendYear[] {
  return Object.entries(history)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, entry]) => ({
      label: year,
      payments: [...entry.breakdown].sort((a, b) => a.date.localeCompare(b.date)).map((payment) => payment.total),
      total: entry.total_dividend,
      yield: entry.total_yield,
    }))
}

/** Every payment, latest first. */
export const dividendPayments = (history: History): DividendPayment[] =>
  Object.values(history)
    .flatMap((entry) =>
      entry.breakdown.map((payment) => ({ date: payment.date, amount: payment.total, yield: payment.yield })),
    )
    .sort((a, b) => b.date.localeCompare(a.date))
