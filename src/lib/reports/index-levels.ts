import { INDEX_DAILY_EARLIEST } from '../../shared/api/requests/market-indices'
import type { IndexCode } from '../../shared/api/market-indices'
import type { Market } from '../../shared/catalogue'
import { getIndexDaily } from '../index-daily'

/** The index a company's price is compared with: the composite of its market (IHSG on IDX, the STI on SGX). */
export const MAIN_INDEX: Record<Market, IndexCode> = { idx: 'ihsg', sgx: 'sti' }

const DAY_MS = 86_400_000

/**
 * An index's level on each trading day from `first` to `last` (inclusive), by date. The service keeps index history
 * from INDEX_DAILY_EARLIEST: an earlier `first` is asked from there, so a long range has no level before it.
 */
export async function getIndexLevels(
  code: IndexCode,
  first: string,
  last: string,
  signal: AbortSignal,
): Promise<Map<string, number>> {
  const from = first < INDEX_DAILY_EARLIEST ? INDEX_DAILY_EARLIEST : first
  if (from > last) return new Map()
  const days = Math.round((Date.parse(last) - Date.parse(from)) / DAY_MS) + 1
  const rows = await getIndexDaily(code, days, last, signal)
  return new Map(rows.map((row) => [row.date, row.price]))
}
