import { describe, expect, it } from 'vitest'
import { screenerErrorBody } from '../../shared/api/errors'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'

/**
 * The `where=` examples of the real service's screener descriptions (IDX `/v2/companies/`, SGX
 * `/v2/sgx/companies/`), written down here as facts: a client that follows the documentation must get an answer
 * for every one of them. On SGX the examples that use IDX-only fields get an error that names the field, and the
 * quarterly ones `QUARTERLY_NOT_SUPPORTED`, as on the real service.
 */
const IDX_EXAMPLES = [
  'market_cap > 500000000000000',
  "company_name like '%energi%'",
  "sector = 'Financials' and listing_date > '2005-01-01'",
  "indices in ['LQ45', 'IDX30']",
  "tags in ['52-w-high', 'public-float-under-25']",
  "tags in ['blue-chip', 'dividend']",
  "sector = 'Technology'",
  'pe_ttm < 15 and roe_ttm > 0.1',
  'last_close_price < all_time_high_price',
  "ytd_low_date > '2025-03-01'",
  'revenue[2023] > 100000000000',
  'forecast_eps_growth[2025] > 0.15',
  'revenue[2024] / total_assets[2024] > 0.5',
  'revenue[2024] > revenue[2023] * 1.2',
  'revenue[2023] > earnings[2023] * 5',
  'roe[2023] > 0.15 and roe[2022] > 0.15',
  'pe[2024] < pe_peer_avg[2024]',
  'revenue_q[Q1-2024] > 1000000000',
  'earnings_q[Q4-2023] > earnings_q[Q3-2023]',
  "major_shareholders_name like 'PT%' and major_shareholders_share_percentage > 0.1",
  "key_executives_name = 'Prajogo Pangestu'",
]

type SgxOutcome = { status: 200 } | { status: 400; code: string; names: string }
const ANSWERS: SgxOutcome = { status: 200 }
/** An example SGX answers with an error naming the field it lacks, or its quarterly field. */
const refused = (names: string): SgxOutcome => ({ status: 400, code: 'INVALID_WHERE_CLAUSE', names })
const quarterlyRefused = (names: string): SgxOutcome => ({ status: 400, code: 'QUARTERLY_NOT_SUPPORTED', names })

const SGX_EXAMPLES: readonly (readonly [string, SgxOutcome])[] = [
  ['market_cap > 500000000000000', ANSWERS],
  ["company_name like '%energi%'", ANSWERS],
  ["tags in ['52-w-high', 'public-float-under-25']", ANSWERS],
  ["tags in ['blue-chip', 'dividend']", ANSWERS],
  ["sector = 'Technology'", ANSWERS],
  ["sector = 'Real Estate' OR sector = 'Properties & Real Estate' OR sector = 'REIT'", ANSWERS],
  ['last_close_price < all_time_high_price', ANSWERS],
  ["ytd_low_date > '2025-03-01'", ANSWERS],
  ['revenue[2023] > 1000000000', ANSWERS],
  ['total_yield[2024] > 0.05', ANSWERS],
  ['earnings[2024] > earnings[2023] * 1.25', ANSWERS],
  ['revenue[2024] / revenue[2023] > 1.5', ANSWERS],
  ['revenue[2023] > earnings[2023] * 5', ANSWERS],
  ["sector = 'Financials' and listing_date > '2005-01-01'", refused('listing_date')],
  ["indices in ['LQ45', 'IDX30']", refused('indices')],
  ['pe_ttm < 15 and roe_ttm > 0.1', refused('pe_ttm')],
  ['roe[2023] > 0.15 and roe[2022] > 0.15', refused('roe')],
  ['pe[2024] < pe_peer_avg[2024]', refused('pe')],
  ['revenue_q[Q1-2024] > 1000000000', quarterlyRefused('revenue_q')],
  ['earnings_q[Q4-2023] > earnings_q[Q3-2023]', quarterlyRefused('earnings_q')],
  [
    "major_shareholders_name like 'PT%' and major_shareholders_share_percentage > 0.1",
    refused('major_shareholders_name'),
  ],
  ["key_executives_name = 'Prajogo Pangestu'", refused('key_executives_name')],
]

const server = createTestServer()
const path = (market: 'idx' | 'sgx', where: string) =>
  `/v2/${market === 'sgx' ? 'sgx/' : ''}companies/?where=${encodeURIComponent(where)}&include_query_values=true`

describe('the IDX description’s where= examples', () => {
  it.each(IDX_EXAMPLES)('%s answers 200', async (where) => {
    const { status, body } = await server.get(path('idx', where))
    expect(status, JSON.stringify(body)).toBe(200)
    screenerResponse.parse(body)
  })

  it('finds companies for the quarterly and shareholder examples, not only empty pages', async () => {
    for (const where of [IDX_EXAMPLES[17], IDX_EXAMPLES[18], IDX_EXAMPLES[19]]) {
      const { body } = await server.get(path('idx', where ?? ''))
      expect(screenerResponse.parse(body).pagination.total_count, where).toBeGreaterThan(0)
    }
  })
})

describe('the SGX description’s where= examples', () => {
  it.each(SGX_EXAMPLES)('%s', async (where, outcome) => {
    const { status, body } = await server.get(path('sgx', where))
    expect(status, JSON.stringify(body)).toBe(outcome.status)
    if (outcome.status === 200) return void screenerResponse.parse(body)
    const error = screenerErrorBody.parse(body)
    expect(error.error).toBe(outcome.code)
    expect(error.message).toContain(`'${outcome.names}`)
  })
})
