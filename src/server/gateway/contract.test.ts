import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { auctionDetail, auctionsResponse } from '../../shared/api/auctions'
import { companyListResponse } from '../../shared/api/companies'
import { industriesResponse, subindustriesResponse, subsectorsResponse } from '../../shared/api/helper-lists'
import { idxReportResponse } from '../../shared/api/idx-report'
import { idxTotalResponse, indexDailyResponse } from '../../shared/api/market-indices'
import { quarterlyFinancialDatesResponse, quarterlyFinancialsResponse } from '../../shared/api/quarterly-financials'
import { screenerResponse } from '../../shared/api/screener'
import { sgxReportResponse } from '../../shared/api/sgx-report'
import { openSharedTestMarket } from '../testing/shared-test-market'
import { parseExactly } from '../testing/type-skeleton'
import { fetchAnswer as answer, MEMBER_KEY as MEMBER, upstreamPair } from './testing/upstream-pair'

/**
 * The API contract through the gateway: every endpoint, success and error, asked of our server in live mode (keyed
 * and through `/api`) answers exactly what the upstream answers (status, content type, body), and successes parse
 * with the shared contract and nothing outside it. The contract suites that hold for the embedded service
 * therefore hold for the live one.
 */
const UPSTREAM_KEY = 'upstream-key-contract-77c1'
const market = openSharedTestMarket()
const first = (sql: string): string =>
  market.db.prepare<[], { value: string }>(sql).get()?.value ?? expect.unreachable(sql)

const idx = first("SELECT replace(symbol, '.JK', '') AS value FROM idx_companies ORDER BY market_cap DESC")
const sgx = first('SELECT symbol AS value FROM sgx_companies ORDER BY market_cap DESC')
const auction = first('SELECT wiup_code AS value FROM auctions ORDER BY winner_date DESC')
const subSector = first('SELECT sub_sector_slug AS value FROM idx_companies ORDER BY market_cap DESC')
const where = (text: string) => `where=${encodeURIComponent(text)}`
const ask = (text: string) => `q=${encodeURIComponent(text)}`

const SUCCESSES: [string, z.core.$ZodType][] = [
  [`/v2/companies/?${where("sub_sector = 'banks' and pe_ttm < 15")}&order_by=-market_cap&include_query_values=true`, screenerResponse],
  [`/v2/companies/?${ask('top 3 banks by market cap')}&include_query_values=true`, screenerResponse],
  [`/v2/sgx/companies/?${ask('top 3 banks by market cap')}`, screenerResponse],
  ['/v2/sgx/companies/?order_by=-market_cap&limit=5&offset=5', screenerResponse],
  [`/v2/company/report/${idx}/`, idxReportResponse],
  [`/v2/company/report/${idx.toLowerCase()}.jk/?sections=overview,peers`, idxReportResponse],
  [`/v2/sgx/company/report/${sgx}/`, sgxReportResponse],
  ['/v2/mining/license-auctions/?limit=2', auctionsResponse],
  ['/v2/mining/license-auctions/?order_by=-participant_count&commodity_type=nickel', auctionsResponse],
  [`/v2/mining/license-auctions/${auction}/`, auctionDetail],
  [`/v1/companies/?sub_sector=${subSector}&sort_by=market_cap&desc=true`, companyListResponse],
  ['/v2/subsectors/', subsectorsResponse],
  ['/v2/industries/', industriesResponse],
  ['/v2/subindustries/', subindustriesResponse],
  ['/v2/sgx/subsectors/', subsectorsResponse],
  ['/v2/index-daily/lq45/?start=2025-05-02&end=2025-05-09', indexDailyResponse],
  ['/v2/index-daily/sti/', indexDailyResponse],
  ['/v2/idx-total/', idxTotalResponse],
  [`/v2/financials/quarterly/${idx}/?n_quarters=4`, quarterlyFinancialsResponse],
  [`/v2/company/get_quarterly_financial_dates/${idx}/`, quarterlyFinancialDatesResponse],
] // prettier-ignore

const ERRORS = [
  '/v2/index-daily/lq46/',
  '/v2/idx-total/?start=2020-12-31',
  `/v2/financials/quarterly/${idx}/?report_date=2025-13-01`,
  '/v2/company/get_quarterly_financial_dates/ZZZZ/',
  '/v2/company/report/BB/',
  '/v2/company/report/ZZZZ/',
  `/v2/sgx/company/report/${sgx}/?sections=foo`,
  '/v2/sgx/company/report/ZZ9/',
  '/v2/mining/license-auctions/?limit=31',
  '/v2/mining/license-auctions/0000000000000000/',
  `/v2/companies/?${where('revenue_in_2024 > 0')}`,
  '/v2/companies/?limit=201',
  `/v2/companies/?${where("market_cap like '%x%'")}`,
  `/v2/companies/?${ask('companies trading below historical 5-year PE average')}`,
  '/v2/companies/?sub_sector=banks',
  `/v2/sgx/companies/?${where('revenue_in_2024 > 0')}`,
  '/v1/companies/',
  '/v1/companies/?sub_sector=banks&sort_by=colour',
  '/v2/nope/',
]

const servers = upstreamPair(UPSTREAM_KEY, market)

const judge = (path: string) => answer(`${servers.upstream.url}${path}`, UPSTREAM_KEY)

describe('contract through the gateway: successes', () => {
  it.each(SUCCESSES)('GET %s', async (path, schema) => {
    const expected = await judge(path)
    expect(expected.status).toBe(200)
    const keyed = await answer(`${servers.gateway.url}${path}`, MEMBER)
    const dashboard = await answer(`${servers.gateway.url}/api${path}`)
    expect(keyed).toEqual(expected)
    expect(dashboard).toEqual(expected)
    parseExactly(schema, keyed.body)
  })
})

describe('contract through the gateway: errors in the real shapes', () => {
  it.each(ERRORS)('GET %s', async (path) => {
    const expected = await judge(path)
    expect(expected.status).toBeGreaterThanOrEqual(400)
    expect(await answer(`${servers.gateway.url}${path}`, MEMBER)).toEqual(expected)
    expect(await answer(`${servers.gateway.url}/api${path}`)).toEqual(expected)
  })

  it.each([
    [undefined, 401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }],
    ['not-a-member', 403, { detail: 'The API key is not valid.', code: 'invalid_api_key' }],
  ])("a member's key (%s) is checked by our server, in the middleware shape", async (key, status, body) => {
    expect(await answer(`${servers.gateway.url}/v2/subsectors/`, key)).toEqual({
      status,
      type: 'application/json',
      body,
    })
  })
})
