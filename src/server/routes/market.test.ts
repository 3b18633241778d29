import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { freeFloatResponse } from '../../shared/api/free-float'
import { sgxSectorsResponse, sgxTagsResponse, tagsResponse } from '../../shared/api/helper-lists'
import { idxDailyResponse } from '../../shared/api/daily'
import { listingPerformanceResponse } from '../../shared/api/listing-performance'
import { mostTradedResponse, sgxTopResponse, topChangesResponse } from '../../shared/api/rankings'
import { screenerResponse } from '../../shared/api/screener'
import { subsectorReport } from '../../shared/api/subsector-report'
import shapes from '../testing/fixtures/official-shapes-market.json'
import { documentedAnswerChecker, readDocument } from '../testing/documented'
import { createTestServer } from '../testing/harness'
import { compareToExample, parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db
const asOf = server.market.summary.asOf

async function answer(request: string, status = 200) {
  const response = await server.get(request)
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(status)
  return response.body
}

const recentListing = db
  .prepare<[string], string>(
    'SELECT symbol FROM idx_companies WHERE listing_date > ? ORDER BY listing_date, symbol LIMIT 1',
  )
  .pluck()
  .get('2025-12-31')
  ?.replace('.JK', '')

const CASES = [
  ['subsector_report_retrieve_2__200__SubsectorReport', '/v2/subsector/report/banks/', subsectorReport],
  ['companies_top_changes_retrieve__200__TopMovers', '/v2/companies/top-changes/?min_mcap_billion=0', topChangesResponse],
  ['sgx_companies_top_retrieve__200__SGXTopCompanies', '/v2/sgx/companies/top/?min_mcap_million=0', sgxTopResponse],
  ['most_traded_retrieve__200__MostTraded', `/v2/most-traded/?start=${asOf}&end=${asOf}&n_stock=3`, mostTradedResponse],
  ['tags_list__200__TagsList', '/v2/tags/', tagsResponse],
  ['sgx_tags_retrieve__200__SGXTags', '/v2/sgx/tags/', sgxTagsResponse],
  ['sgx_sectors_list__200__SGXSectors', '/v2/sgx/sectors/', sgxSectorsResponse],
  ['free_float_retrieve__200__FreeFloatBySub-sector', '/v2/free-float/?sector=financials', freeFloatResponse],
  ['listing_performance_retrieve__200__ListingPerformance', `/v2/listing-performance/${recentListing ?? 'BREN'}/`, listingPerformanceResponse],
] as const // prettier-ignore

/** Our answers against our own document too (`/openapi.json`): its JSON Schema for the endpoint's 200. */
let documented: ReturnType<typeof documentedAnswerChecker>
beforeAll(async () => {
  documented = documentedAnswerChecker((await readDocument(server.app)).document)
})

describe('market endpoints: our answers against the official 200 examples (our skeletons of them)', () => {
  it.each(CASES)('%s ← GET %s', async (example, request, schema) => {
    const body = await answer(request)
    parseExactly(schema as z.core.$ZodType, body)
    expect(documented(request, body)).toEqual([])
    expect(compareToExample((shapes as Record<string, unknown>)[example], body)).toEqual([])
  })
})

const ERRORS = [
  ['/v2/subsector/report/banks/?sections=foo', 400, 'Invalid sections provided: foo.'],
  ['/v2/subsector/report/no-such-thing/', 404, 'Requested sub_sector does not exist.'],
  ['/v2/companies/top-changes/?periods=2d', 400, 'Invalid periods provided, select from these choices: 1d, 7d, 14d, 30d, 365d.'],
  ['/v2/companies/top-changes/?classifications=top_movers', 400, 'Invalid classifications provided, select from these choices: top_gainers, top_losers.'],
  ['/v2/companies/top-changes/?n_stock=11', 400, 'n_stock must be an integer between 1 and 10.'],
  ['/v2/companies/top-changes/?min_mcap_billion=-1', 400, 'min_mcap_billion must be a non-negative integer.'],
  ['/v2/sgx/companies/top/?classifications=volume', 400, 'Invalid classifications provided, select from these choices: dividend_yield, revenue, earnings, market_cap, pe.'],
  ['/v2/most-traded/?sub_sector=nope', 400, 'The requested sub_sector does not exist.'],
  ['/v2/most-traded/?start=2026-13-01', 400, 'Use a valid date format of YYYY-MM-DD.'],
  ['/v2/most-traded/?end=2999-01-01', 400, 'Date cannot be in the future.'],
  ['/v2/most-traded/?adjusted=maybe', 400, 'adjusted must be true or false.'],
  ['/v2/listing-performance/BB/', 400, 'Please provide a valid stock symbol.'],
  ['/v2/listing-performance/ZZZZ/', 404, 'Given stock symbol does not exist for this data.'],
  ['/v2/free-float/?sector=financials&sub_sector=banks', 400, 'Provide at most one of sector, sub_sector, industry, sub_industry, not several.'],
  ['/v2/free-float/?sub_sector=nope', 400, 'The requested sub_sector does not exist.'],
  // the real service refuses the whole market (observed); a blank classification is no classification
  ['/v2/free-float/', 400, 'Provide one of sector, sub_sector, industry, sub_industry.'],
  ['/v2/free-float/?sub_sector=', 400, 'Provide one of sector, sub_sector, industry, sub_industry.'],
] as const // prettier-ignore

describe('market endpoints: bad input gets a 400 (or 404) in the endpoint shape', () => {
  it.each(ERRORS)('GET %s → %i %s', async (request, status, sentence) => {
    expect(await answer(request, status)).toEqual({ error: sentence })
  })
})

const screener = async (where: string, extra = '') =>
  screenerResponse.parse(
    await answer(`/v2/companies/?where=${encodeURIComponent(where)}&limit=200&include_query_values=true${extra}`),
  )

describe('the sub-sector report agrees with the screener over the same companies', () => {
  it('counts, sums, the median P/E and the largest five', async () => {
    const report = subsectorReport.parse(await answer('/v2/subsector/report/banks/'))
    const all = await screener("sub_sector = 'banks' and market_cap is not null", '&order_by=-market_cap')
    expect(report.statistics?.total_companies).toBe((await screener("sub_sector = 'banks'")).pagination.total_count)
    const caps = all.results.map((row) => Number(row.query_values?.market_cap))
    expect(report.market_cap?.total_market_cap).toBeCloseTo(
      caps.reduce((a, b) => a + b, 0),
      -2,
    )
    const pes = await screener("sub_sector = 'banks' and pe_ttm > 0", '&order_by=pe_ttm')
    const values = pes.results.map((row) => Number(row.query_values?.pe_ttm))
    const middle = values.length >> 1
    const median = values.length % 2 ? values[middle] : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2
    expect(report.statistics?.filtered_median_pe).toBeCloseTo(median ?? NaN, 9)
    expect(Object.keys(report.companies?.top_companies.top_mcap ?? {}).sort()).toEqual(
      all.results
        .slice(0, 5)
        .map((row) => row.symbol)
        .sort(),
    )
  })

  it("values a year at the sub-sector's median multiples, P/CF as the screener's pcf", async () => {
    const year = server.market.summary.latestFiscalYear
    const report = subsectorReport.parse(await answer('/v2/subsector/report/banks/?sections=valuation'))
    const field = `pcf[${String(year)}]`
    const screened = await screener(`sub_sector = 'banks' and ${field} > 0`, `&order_by=${field}`)
    const values = screened.results.map((row) => Number(row.query_values?.[field]))
    const middle = values.length >> 1
    const median = values.length % 2 ? values[middle] : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2
    expect(report.valuation?.historical_valuation[String(year)]?.pcf).toBeCloseTo(median ?? NaN, 9)
  })

  it('ranks each median multiple among the sub-sectors, 1 for the lowest', async () => {
    const year = String(server.market.summary.latestFiscalYear)
    const slugs = db.prepare<[], string>('SELECT DISTINCT sub_sector_slug FROM idx_companies').pluck().all()
    const years = await Promise.all(
      slugs.map(async (slug) => {
        const report = subsectorReport.parse(await answer(`/v2/subsector/report/${slug}/?sections=valuation`))
        return report.valuation?.historical_valuation[year]
      }),
    )
    for (const multiple of ['pe', 'pb', 'ps', 'pcf'] as const) {
      const ranked = years
        .flatMap((y) => {
          const value = y?.[multiple] ?? null
          return value === null ? [] : [{ value, rank: y?.[`${multiple}_rank`] }]
        })
        .sort((a, b) => a.value - b.value)
      expect(ranked.length).toBeGreaterThan(1)
      // in order of the medians, each rank is one more than the count of lower medians
      expect(ranked.map((r) => r.rank)).toEqual(ranked.map((r) => 1 + ranked.findIndex((o) => o.value === r.value)))
    }
  })

  it('answers only the sections asked for', async () => {
    const body = await answer('/v2/subsector/report/BANKS/?sections=stability,statistics')
    expect(Object.keys(body as object).sort()).toEqual(['sector', 'stability', 'statistics', 'sub_sector'])
  })
})

const daily = async (symbol: string, start: string, end = asOf) =>
  idxDailyResponse.parse(await answer(`/v2/daily/${symbol.replace('.JK', '')}/?start=${start}&end=${end}`))

describe('top changes are sorted, within their filters, and agree with the daily closes', () => {
  it('gainers rise and losers fall, in order, above the market-cap floor, in the sub-sector asked', async () => {
    const body = topChangesResponse.parse(
      await answer('/v2/companies/top-changes/?periods=7d,30d&n_stock=4&min_mcap_billion=100&sub_sector=banks'),
    )
    expect(Object.keys(body)).toEqual(['top_gainers', 'top_losers'])
    const capOf = db.prepare<[string], { market_cap: number; sub_sector_slug: string }>(
      'SELECT market_cap, sub_sector_slug FROM idx_companies WHERE symbol = ?',
    )
    for (const [classification, periods] of Object.entries(body)) {
      expect(Object.keys(periods)).toEqual(['7d', '30d'])
      for (const rows of Object.values(periods)) {
        expect(rows.length).toBeGreaterThan(0)
        expect(rows.length).toBeLessThanOrEqual(4)
        const changes = rows.map((row) => row.price_change)
        const sorted = [...changes].sort((a, b) => (classification === 'top_gainers' ? b - a : a - b))
        expect(changes).toEqual(sorted)
        for (const row of rows) {
          expect(Math.sign(row.price_change)).toBe(classification === 'top_gainers' ? 1 : -1)
          expect(capOf.get(row.symbol)?.market_cap).toBeGreaterThanOrEqual(100e9)
          expect(capOf.get(row.symbol)?.sub_sector_slug).toBe('banks')
          expect(row.latest_close_date).toBe(asOf)
        }
      }
    }
  })

  it('a 30-day change is the last close over the close 30 days before (the last trading day on or before)', async () => {
    const body = topChangesResponse.parse(
      await answer('/v2/companies/top-changes/?classifications=top_losers&periods=30d&n_stock=3&min_mcap_billion=0'),
    )
    const row = body.top_losers?.['30d']?.[0] ?? expect.unreachable('no loser')
    const days = await daily(row.symbol, '2026-10-01')
    const then = days.filter((day) => day.date <= '2026-10-21').at(-1)
    expect(days.at(-1)?.close).toBe(row.last_close_price)
    expect(row.price_change).toBeCloseTo(row.last_close_price / (then?.close ?? NaN) - 1, 12)
  })
})

describe('most traded: each day of the window, its busiest companies by the daily volumes', () => {
  it('answers each trading day once, at most n_stock, by volume, as /v2/daily/ reports them', async () => {
    const body = mostTradedResponse.parse(await answer('/v2/most-traded/?start=2026-11-10&end=2026-11-20&n_stock=3'))
    const dates = Object.keys(body)
    expect(dates).toEqual([...dates].sort())
    expect(dates.every((date) => date >= '2026-11-10' && date <= '2026-11-20')).toBe(true)
    for (const [date, rows] of Object.entries(body)) {
      expect(rows.length).toBe(3)
      expect(rows.map((r) => r.volume)).toEqual(rows.map((r) => r.volume).sort((a, b) => b - a))
      const first = rows[0] ?? expect.unreachable('no row')
      const day = (await daily(first.symbol, date, date))[0]
      expect([day?.volume, day?.close]).toEqual([first.volume, first.price])
    }
  })

  it('adjusted ranks by value (volume × close), within a sub-sector when asked', async () => {
    const body = mostTradedResponse.parse(
      await answer(`/v2/most-traded/?start=${asOf}&end=${asOf}&adjusted=true&n_stock=10&sub_sector=banks`),
    )
    const rows = body[asOf] ?? expect.unreachable('no day')
    const values = rows.map((r) => r.volume * r.price)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    const sub = db.prepare<[string], string>('SELECT sub_sector_slug FROM idx_companies WHERE symbol = ?').pluck()
    expect(rows.every((r) => sub.get(r.symbol) === 'banks')).toBe(true)
  })
})

describe('free float and SGX top lists', () => {
  it('free float is the screener figure, highest first, within the classification', async () => {
    const rows = freeFloatResponse.parse(await answer('/v2/free-float/?sub_sector=banks'))
    const screened = await screener("sub_sector = 'banks' and free_float is not null")
    expect(rows.length).toBe(screened.pagination.total_count)
    expect(rows.map((r) => r.free_float)).toEqual(rows.map((r) => r.free_float).sort((a, b) => b - a))
  })

  it('the lists of the sectors hold every company with a free float once: how a client covers the market', async () => {
    const sectors = db.prepare<[], string>('SELECT DISTINCT sector_slug FROM idx_companies ORDER BY 1').pluck().all()
    const symbols: string[] = []
    for (const sector of sectors)
      symbols.push(...freeFloatResponse.parse(await answer(`/v2/free-float/?sector=${sector}`)).map((r) => r.symbol))
    const count = db.prepare<[], number>('SELECT count(*) FROM idx_companies WHERE free_float IS NOT NULL').pluck()
    expect(new Set(symbols).size).toBe(symbols.length)
    expect(symbols.length).toBe(count.get())
  })

  it('SGX market-cap leaders are the SGX screener order', async () => {
    const body = sgxTopResponse.parse(
      await answer('/v2/sgx/companies/top/?classifications=market_cap&min_mcap_million=0'),
    )
    const top = screenerResponse.parse(await answer('/v2/sgx/companies/?order_by=-market_cap&limit=5'))
    expect(Object.keys(body)).toEqual(['market_cap'])
    expect(body.market_cap?.map((r) => r.symbol)).toEqual(top.results.map((r) => r.symbol))
  })
})
