import type { z } from 'zod/mini'
import type { allTimePrice as allTimePriceSchema, historicalDividends } from '../../shared/api/shape'
import { ALL_TIME_PRICE_KEYS } from '../../shared/api/shape'
import type { RawRow } from '../db/rows'
import type { DividendPayment } from '../demo/model'

/**
 * The numeric values of `keys` in `row`, null where the row has none (a key the demo does not carry, such as
 * long-term debt, is reported as missing rather than invented).
 */
export function pickNumbers<const K extends string>(row: Readonly<Record<string, unknown>>, keys: readonly K[]) {
  const picked: Partial<Record<K, number | null>> = {}
  for (const key of keys) {
    const value = row[key]
    picked[key] = typeof value === 'number' ? value : null
  }
  return picked as Record<K, number | null>
}

type PriceExtremes = Readonly<Record<string, unknown>>

/** `{"52_w_high": {"2026-01-06": 8175}, ...}` from the snapshot's `*_price` / `*_date` pairs. */
export function allTimePrice(snapshot: PriceExtremes): z.infer<typeof allTimePriceSchema> {
  const entries = ALL_TIME_PRICE_KEYS.map((key) => {
    const price = snapshot[`${key}_price`]
    const date = snapshot[`${key}_date`]
    return [key, typeof price === 'number' && typeof date === 'string' ? { [date]: price } : null] as const
  })
  return Object.fromEntries(entries) as z.infer<typeof allTimePriceSchema>
}

/** Dividend payments grouped by the year they were paid in, keyed by that year as a string, as the real report. */
export function dividendHistory(payments: readonly DividendPayment[]): z.infer<typeof historicalDividends> {
  const byYear: z.infer<typeof historicalDividends> = {}
  for (const payment of payments) {
    const year = payment.date.slice(0, 4)
    const entry = (byYear[year] ??= { breakdown: [], total_dividend: 0, total_yield: null })
    entry.breakdown.push(payment)
    entry.total_dividend = round(entry.total_dividend + payment.total, 6)
    entry.total_yield = payment.yield === null ? entry.total_yield : round((entry.total_yield ?? 0) + payment.yield, 6)
  }
  return byYear
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/** A stored dividend row (`idx_dividends`, `sgx_dividends`) as a payment. */
export const dividendOf = (raw: RawRow): DividendPayment => ({
  date: String(raw.date),
  total: Number(raw.total),
  yield: raw.yield === null ? null : Number(raw.yield),
})
