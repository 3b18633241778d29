import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { auctionDetail, auctionsResponse } from '../shared/api/auctions'
import { industriesResponse, subindustriesResponse, subsectorsResponse } from '../shared/api/helper-lists'
import { idxReportResponse } from '../shared/api/idx-report'
import { screenerResponse } from '../shared/api/screener'
import { sgxReportResponse } from '../shared/api/sgx-report'
import { createTestServer, TEST_KEY } from './test/harness'
import { compareToExample, missingPaths, parseExactly, typeMismatches } from './test/type-skeleton'

/**
 * "A client built against the official examples parses our answers." Each official example (and real capture) of
 * our endpoints is read at test time as a type skeleton; our answer to the equivalent request must have every key
 * it has, with the same JSON type wherever our value is not null.
 */

const server = createTestServer()
const db = server.market.db
const REFERENCE = path.resolve(import.meta.dirname, '../../../shared/reference/sectors-api')

/** Example files hold the body; captures (samples) wrap it in `response` next to `_provenance` and `request`. */
function readExample(file: string): unknown {
  const json: unknown = JSON.parse(readFileSync(path.join(REFERENCE, file), 'utf8'))
  return typeof json === 'object' && json !== null && '_provenance' in json && 'response' in json ? json.response : json
}

const firstText = (sql: string, what: string): string =>
  db.prepare<[], { value: string }>(sql).get()?.value ?? expect.unreachable(`no ${what}`)
// the demo companies and auction that play the examples' parts
const coveredBank = firstText(
  `SELECT symbol AS value FROM idx_companies WHERE sub_sector_slug = 'banks' AND analyst_ratings IS NOT NULL
   ORDER BY market_cap DESC`,
  'covered bank (BBCA)',
).replace('.JK', '')
const uncoveredUtility = firstText(
  `SELECT symbol AS value FROM idx_companies WHERE sub_sector_slug = 'utilities' AND analyst_ratings IS NULL
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

/** The screener capture, with the request it answered: our equivalent request is that same request. */
const capture = z
  .object({
    request: z.object({ path: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
    response: z.object({ results: z.array(z.object({ query_values: z.record(z.string(), z.unknown()) })) }),
  })
  .parse(JSON.parse(readFileSync(path.join(REFERENCE, 'samples/screener-arithmetic-where-query-values.json'), 'utf8')))
const captureQuery = new URLSearchParams(
  Object.fromEntries(Object.entries(capture.request.params).map(([name, value]) => [name, String(value)])),
)
const captureRequest = `${capture.request.path}?${captureQuery.toString()}`
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
  { example: 'samples/screener-arithmetic-where-query-values.json', request: captureRequest, schema: screenerResponse },
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

describe('contract: our answers against the official 200 examples', () => {
  it.each(CASES)('$example ← GET $request', async ({ example, request, schema }) => {
    const body = await answer(request)
    parseExactly(schema, body)
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
    const sampleRow = capture.response.results[0]
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

/** Error examples: the same status, keys and JSON types; the same words where the situation is the same. */
const ERROR_CASES = [
  ['company_report_retrieve_2__400__InvalidSymbol.json', 400, '/v2/company/report/BB/', 'same'],
  ['company_report_retrieve_2__404__NotFound.json', 404, `/v2/company/report/${unlistedIdx}/`, 'same'],
  ['sgx_company_report_retrieve_2__400__InvalidSection.json', 400, `/v2/sgx/company/report/${sgxBank}/?sections=foo`, 'same'],
  ['sgx_company_report_retrieve_2__404__NotFound.json', 404, `/v2/sgx/company/report/${unlistedSgx}/`, 'same'],
  ['mining_license_auctions_retrieve__400__BadRequest.json', 400, '/v2/mining/license-auctions/?limit=31', 'prefix'],
  ['mining_license_auctions_retrieve_2__404__NotFound.json', 404, '/v2/mining/license-auctions/0000000000000000/', 'same'],
  ['companies_retrieve__400__InvalidFieldName.json', 400, `/v2/companies/${where('revenue_in_2024 > 0')}`, 'code'],
  ['companies_retrieve__400__InvalidLimit.json', 400, '/v2/companies/?limit=201', 'same-message'],
  ['companies_retrieve__400__TypeMismatch.json', 400, `/v2/companies/${where("market_cap like '%x%'")}`, 'same-message'],
  ['companies_retrieve__400__Non-translatableNaturalLanguageQuery.json', 400, `/v2/companies/?q=${encodeURIComponent('companies trading below historical 5-year PE average')}`, 'code'],
  ['sgx_companies_retrieve__400__InvalidFieldName.json', 400, `/v2/sgx/companies/${where('revenue_in_2024 > 0')}`, 'code'],
  ['sgx_companies_retrieve__400__Non-translatableNaturalLanguageQuery.json', 400, `/v2/sgx/companies/?q=${encodeURIComponent('quarterly revenue growth')}`, 'code'],
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
  it.each(ERROR_CASES)('%s ← %s GET %s', async (file, status, request, sameness) => {
    const example = errorBody.parse(readExample(`examples/${file}`))
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
