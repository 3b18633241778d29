import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { auctionDetail, auctionsResponse } from '../shared/api/auctions'
import { industriesResponse, subindustriesResponse, subsectorsResponse } from '../shared/api/helper-lists'
import { idxReportResponse } from '../shared/api/idx-report'
import { screenerResponse } from '../shared/api/screener'
import { sgxReportResponse } from '../shared/api/sgx-report'
import officialShapes from './testing/fixtures/official-shapes.json'
import { documentedAnswerChecker, readDocument } from './testing/documented'
import { createTestServer, TEST_KEY } from './testing/harness'
import { compareToExample, missingPaths, parseExactly, typeMismatches } from './testing/type-skeleton'

/**
 * "A client built against the official examples parses our answers." Each official example (and real capture) of
 * our endpoints is kept in `testing/fixtures/official-shapes.json` as a type skeleton (its keys and JSON types: every
 * string is "", every number 0; an array keeps its first element, plus a second without the keys some later element
 * lacked; a map keyed by dates or years keeps its first entry); our answer to the equivalent request must have every
 * key it has, with the same JSON type wherever our value is not null.
 */

const server = createTestServer()
const db = server.market.db
const shapes: Readonly<Record<string, unknown>> = officialShapes

/** The skeleton of an example (`examples/x.json`) or of a capture's response (`samples/y.json`). */
function readExample(file: string): unknown {
  const name = file.replace(/^.*\//, '').replace(/\.json$/, '')
  return name in shapes ? shapes[name] : expect.unreachable(`no shape for ${file}`)
}

const firstText = (sql: string, what: string): string =>
  db.prepare<[], { value: string }>(sql).get()?.value ?? expect.unreachable(`no ${what}`)
// the demo companies and auction that play the examples' parts
const coveredBank = firstText(
  `SELECT symbol AS value FROM idx_companies JOIN idx_company_details USING (symbol)
   WHERE sub_sector_slug = 'banks' AND analyst_ratings IS NOT NULL
   ORDER BY market_cap DESC`,
  'covered bank (BBCA)',
).replace('.JK', '')
const uncoveredUtility = firstText(
  `SELECT symbol AS value FROM idx_companies JOIN idx_company_details USING (symbol)
   WHERE sub_sector_slug = 'utilities' AND analyst_ratings IS NULL
   ORDER BY market_cap DESC`,
  'uncovered utility (BREN)',
).replace('.JK', '')
const sgxBank = firstText(
  `SELECT c.symbol AS value FROM sgx_companies c JOIN sgx_yearly y ON y.symbol = c.symbol AND y.net_loan IS NOT NULL
   ORDER BY c.market_cap DESC`,
  'detailed SGX bank (D05)',
)
const completedAuction = firstText(
  "SELECT wiup_code AS value FROM auctions WHERE auction_status = 'Lelang Selesai' ORDER BY winner_date DESC",
  'completed auction',
)

/** The screener capture (a live request of Oct 2026 and its answer): our equivalent request is that same request. */
const CAPTURE = 'samples/screener-arithmetic-where-query-values.json'
const captureQuery = new URLSearchParams({
  where: 'market_cap_rank <= 200 and revenue[2025] > revenue[2024] and earnings[2025] < earnings[2024]',
  order_by: '-market_cap',
  limit: '200',
  include_query_values: 'true',
})
const captureRequest = `/v2/companies/?${captureQuery.toString()}`
const captureRows = z
  .object({ results: z.array(z.object({ query_values: z.record(z.string(), z.unknown()) })) })
  .parse(readExample(CAPTURE)).results
const question = (market: string) =>
  `/v2/${market}companies/?q=${encodeURIComponent('top 3 banks by market cap')}&include_query_values=true`

interface Case {
  example: string
  request: string
  schema: z.core.$ZodType
}
const CASES: Case[] = [
  { example: 'examples/companies_retrieve__200__NaturalLanguageQueryResponse.json', request: question(''), schema: screenerResponse },
  { example: 'examples/sgx_companies_retrieve__200__NaturalLanguageQueryResponse.json', request: question('sgx/'), schema: screenerResponse },
  { example: CAPTURE, request: captureRequest, schema: screenerResponse },
  { example: 'examples/company_report_retrieve_2__200__CompanyReport.json', request: `/v2/company/report/${coveredBank}/`, schema: idxReportResponse },
  { example: 'samples/idx-company-report-BREN-all-sections.json', request: `/v2/company/report/${uncoveredUtility}/`, schema: idxReportResponse },
  { example: 'examples/sgx_company_report_retrieve_2__200__DBSGroup_D05_.json', request: `/v2/sgx/company/report/${sgxBank}/`, schema: sgxReportResponse },
  { example: 'examples/mining_license_auctions_retrieve__200__MiningLicenseAuctions.json', request: '/v2/mining/license-auctions/?limit=2', schema: auctionsResponse },
  { example: 'examples/mining_license_auctions_retrieve_2__200__AuctionDetail.json', request: `/v2/mining/license-auctions/${completedAuction}/`, schema: auctionDetail },
  { example: 'samples/mining-license-auction-detail-sample.json', request: `/v2/mining/license-auctions/${completedAuction}/`, schema: auctionDetail },
  { example: 'examples/subsectors_list__200__SubsectorsList.json', request: '/v2/subsectors/', schema: subsectorsResponse },
  { example: 'examples/industries_list__200__IndustriesList.json', request: '/v2/industries/', schema: industriesResponse },
  { example: 'examples/subindustries_list__200__Sub-industriesList.json', request: '/v2/subindustries/', schema: subindustriesResponse },
  { example: 'examples/sgx_subsectors_list__200__SGXSubsectorsList.json', request: '/v2/sgx/subsectors/', schema: subsectorsResponse },
] // prettier-ignore

/** Example keys we do not serve, on purpose. Every entry must still be missing somewhere (see the last test). */
const DELIBERATE_OMISSIONS: Readonly<Record<string, string>> = {
  '$.peers[].peers_data.companies[].point_summaries':
    "the real service's proprietary scoring (v2 only); nothing in the demo market to score from",
  '$.financials.historical_financials{}.income_stmt_metrics.diluted_shares_outstanding':
    'an SGX statement line the demo market does not model (statement blocks list the lines a company reports)',
  '$.financials.historical_financials{}.income_stmt_metrics.amortization_of_intangible_assets':
    'an SGX statement line the demo market does not model (statement blocks list the lines a company reports)',
}

async function answer(request: string, status = 200) {
  const response = await server.get(request)
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(status)
  return response.body
}

/** Our answers against our own document too (`/openapi.json`): its JSON Schema for the endpoint's 200. */
let documented: ReturnType<typeof documentedAnswerChecker>
beforeAll(async () => {
  documented = documentedAnswerChecker((await readDocument(server.app)).document)
})

describe('contract: our answers against the official 200 examples', () => {
  it.each(CASES)('$example ← GET $request', async ({ example, request, schema }) => {
    const body = await answer(request)
    parseExactly(schema, body)
    expect(documented(request, body)).toEqual([])
    const mismatches = compareToExample(readExample(example), body)
    expect(typeMismatches(mismatches)).toEqual([])
    expect(missingPaths(mismatches).filter((missing) => !(missing in DELIBERATE_OMISSIONS))).toEqual([])
  })

  it('lists only omissions that are real: each listed key is missing from some answer', async () => {
    const missing = new Set<string>()
    for (const { example, request } of CASES)
      for (const path of missingPaths(compareToExample(readExample(example), await answer(request)))) missing.add(path)
    expect([...missing].sort()).toEqual(Object.keys(DELIBERATE_OMISSIONS).sort())
  })

  it('the screener capture: same parameters, no llm_translation, query_values keyed by the literal tokens', async () => {
    const body = screenerResponse.parse(await answer(captureRequest))
    expect(body).not.toHaveProperty('llm_translation')
    const sampleRow = captureRows[0]
    for (const row of body.results)
      expect(Object.keys(row.query_values ?? {})).toEqual(Object.keys(sampleRow?.query_values ?? {}))
  })
})

const listedSgx = new Set(
  db
    .prepare<[], { symbol: string }>('SELECT symbol FROM sgx_companies')
    .all()
    .map((r) => r.symbol),
)
const unlistedSgx = ['ZZZ', 'ZZ9', 'Q0Q'].find((ticker) => !listedSgx.has(ticker)) ?? 'ZZZ'
const listedIdx = new Set(
  db
    .prepare<[], { symbol: string }>('SELECT symbol FROM idx_companies')
    .all()
    .map((r) => r.symbol),
)
const unlistedIdx = ['ZZZZ', 'ZZZY', 'QQQQ'].find((ticker) => !listedIdx.has(`${ticker}.JK`)) ?? 'ZZZZ'
const where = (text: string) => `?where=${encodeURIComponent(text)}`

/**
 * Error examples (their bodies, short enough to keep whole): the same status, keys and JSON types; the same words
 * where the situation is the same.
 */
const INVALID_FIELD = "Invalid field name 'revenue_in_2024'. Use bracket notation instead:"
const ERROR_CASES = [
  ['IDX report, bad symbol', { error: 'Please provide a valid stock symbol.' }, 400, '/v2/company/report/BB/', 'same'],
  ['IDX report, unknown symbol', { error: 'Given stock symbol does not exist.' }, 404, `/v2/company/report/${unlistedIdx}/`, 'same'],
  ['SGX report, bad section', { error: 'Invalid sections provided: foo.' }, 400, `/v2/sgx/company/report/${sgxBank}/?sections=foo`, 'same'],
  ['SGX report, unknown symbol', { error: 'Given SGX symbol does not exist.' }, 404, `/v2/sgx/company/report/${unlistedSgx}/`, 'same'],
  ['auctions, bad parameter', { error: 'Invalid query parameters.' }, 400, '/v2/mining/license-auctions/?limit=31', 'prefix'],
  ['auction, unknown code', { error: 'Auction not found.' }, 404, '/v2/mining/license-auctions/0000000000000000/', 'same'],
  ['IDX screener, invalid field', { error: 'INVALID_WHERE_CLAUSE', message: `${INVALID_FIELD} 'revenue'` }, 400, `/v2/companies/${where('revenue_in_2024 > 0')}`, 'code'],
  ['IDX screener, invalid limit', { error: 'INVALID_LIMIT', message: 'LIMIT must be a positive integer up to 200.' }, 400, '/v2/companies/?limit=201', 'same-message'],
  ['IDX screener, type mismatch', { error: 'TYPE_MISMATCH', message: "The 'LIKE' operator can only be used on string fields. 'market_cap' is a numeric field." }, 400, `/v2/companies/${where("market_cap like '%x%'")}`, 'same-message'],
  ['IDX screener, untranslatable question', { error: 'NON_TRANSLATABLE_QUERY', message: "Query refers to 'historical 5-year average PE' which is not an available field." }, 400, `/v2/companies/?q=${encodeURIComponent('companies trading below historical 5-year PE average')}`, 'code'],
  ['SGX screener, invalid field', { error: 'INVALID_WHERE_CLAUSE', message: `${INVALID_FIELD} 'revenue[2024]'` }, 400, `/v2/sgx/companies/${where('revenue_in_2024 > 0')}`, 'code'],
  ['SGX screener, untranslatable question', { error: 'NON_TRANSLATABLE_QUERY', message: 'Quarterly data is not available for SGX. Only annual data is exposed.' }, 400, `/v2/sgx/companies/?q=${encodeURIComponent('quarterly revenue growth')}`, 'code'],
] as const // prettier-ignore

const errorBody = z.object({ error: z.string(), message: z.optional(z.string()) })

describe('contract: the media type', () => {
  it.each([
    ['a list', '/v2/mining/license-auctions/?limit=1'],
    ['a report', `/v2/company/report/${coveredBank}/?sections=overview`],
    ['an endpoint error', '/v2/company/report/BB/'],
    ['a missing key', null],
  ])('answers JSON (application/json) for %s', async (_name, request) => {
    const headers = request === null ? new Headers() : new Headers({ authorization: TEST_KEY })
    const response = await server.app.request(request ?? '/v2/subsectors/', { headers })
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  })
})

describe('contract: our error answers against the official error examples', () => {
  it.each(ERROR_CASES)('%s: %o, %i ← GET %s', async (_case, official, status, request, sameness) => {
    const example = errorBody.parse(official)
    const body = await answer(request, status)
    const mismatches = compareToExample(example, body)
    expect(mismatches).toEqual([])
    const { error, message } = errorBody.parse(body)
    if (sameness === 'same') expect(body).toEqual(example)
    if (sameness === 'prefix') expect(error.startsWith(example.error.replace(/\.$/, ''))).toBe(true)
    if (sameness === 'code' || sameness === 'same-message') expect(error).toBe(example.error)
    if (sameness === 'same-message') expect(message).toBe(example.message)
  })
})
