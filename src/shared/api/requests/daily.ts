import type { Market } from '../../catalogue/types'

/**
 * What the dashboard asks the daily prices with: paths, parameter values, limits. No schema here: the schemas are in
 * ../daily.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
export const DAILY_MAX_DAYS = 90

/** `/v2/daily/BBCA/?start=2026-08-01&end=2026-10-29`, `/v2/sgx/daily/D05/?start=…&end=…` */
export const dailyPath = (market: Market, ticker: string, range: { start: string; end: string }): string => {
  const base = market === 'idx' ? '/v2/daily/' : '/v2/sgx/daily/'
  return `${base}${encodeURIComponent(ticker)}/?start=${range.start}&end=${range.end}`
}
