import { describe, expect, it } from 'vitest'
import { idxDailyResponse } from '../../shared/api/daily'
import { subsectorReport } from '../../shared/api/subsector-report'
import { createTestServer } from '../testing/harness'

const server = createTestServer()
const db = server.market.db

async function answer(request: string) {
  const response = await server.get(request)
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200)
  return response.body
}

/** `2024.Q4` → the quarter's last calendar day, `2024-12-31`. */
const quarterEnd = (quarter: string) => {
  const [year, q] = quarter.split('.Q').map(Number) as [number, number]
  return new Date(Date.UTC(year, 3 * q, 0)).toISOString().slice(0, 10)
}

/** The quarter before `2025.Q1`: `2024.Q4`. */
const quarterBefore = (quarter: string) => {
  const [year, q] = quarter.split('.Q').map(Number) as [number, number]
  return q === 1 ? `${String(year - 1)}.Q4` : `${String(year)}.Q${String(q - 1)}`
}

/**
 * The sub-sector's market cap on the last trading day of a quarter, as a client adds it up from `/v2/daily/`: the
 * companies' market caps on the last day any of them traded in the quarter's last two weeks.
 */
async function capFromDaily(symbols: readonly string[], quarter: string) {
  const end = quarterEnd(quarter)
  const start = new Date(Date.parse(end) - 14 * 86_400_000).toISOString().slice(0, 10)
  const rows = (
    await Promise.all(
      symbols.map(async (symbol) =>
        idxDailyResponse.parse(await answer(`/v2/daily/${symbol.replace('.JK', '')}/?start=${start}&end=${end}`)),
      ),
    )
  ).flat()
  const lastDay = rows.reduce((last, row) => (row.date > last ? row.date : last), '')
  const onIt = rows.filter((row) => row.date === lastDay)
  return { lastDay, cap: onIt.reduce((sum, row) => sum + row.market_cap, 0), companies: onIt.length }
}

/** A sub-sector with a company listed among the previous quarters: its caps count the company from its listing on. */
const joined =
  db
    .prepare<[string, string], string>(
      'SELECT sub_sector_slug FROM idx_companies WHERE listing_date BETWEEN ? AND ? ORDER BY listing_date, symbol',
    )
    .pluck()
    .get('2025-01-15', '2025-09-15') ?? 'none listed then'

describe("the sub-sector report's quarterly market caps", () => {
  it.each(['banks', joined])(
    "%s: the four quarters before the current four, each the sum of its companies' daily market caps",
    async (slug) => {
      const report = subsectorReport.parse(await answer(`/v2/subsector/report/${slug}/?sections=market_cap`))
      const { prev_ttm_mcap: previous, current_ttm_mcap: current } =
        report.market_cap?.quarterly_market_cap ?? expect.unreachable('no quarterly market caps')
      const currentQuarters = Object.keys(current)
      expect(currentQuarters).toHaveLength(4)
      // consecutive quarters, oldest first, the previous four ending right before the current four
      const quarters = [...Object.keys(previous), ...currentQuarters]
      expect(quarters).toHaveLength(8)
      for (let i = 1; i < quarters.length; i++) expect(quarterBefore(quarters[i] ?? '')).toBe(quarters[i - 1])

      const symbols = db
        .prepare<[string], string>('SELECT symbol FROM idx_companies WHERE sub_sector_slug = ?')
        .pluck()
        .all(slug)
      for (const [quarter, reported] of [...Object.entries(previous), ...Object.entries(current)]) {
        const daily = await capFromDaily(symbols, quarter)
        expect(daily.lastDay <= quarterEnd(quarter) && daily.lastDay > quarterEnd(quarterBefore(quarter))).toBe(true)
        expect(reported).toBeGreaterThan(0)
        // the daily endpoint rounds each company's market cap to the rupiah
        expect(Math.abs(reported - daily.cap), quarter).toBeLessThanOrEqual(0.5 * daily.companies + 1)
      }
    },
  )
})
