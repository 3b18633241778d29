import { describe, expect, it } from 'vitest'
import { createTestServer, TEST_KEY } from './testing/harness'

/**
 * Authentication on the auction, v1 company list, report and helper-list paths: the raw key in Authorization (a
 * `Bearer` prefix tolerated), middleware errors as `{"detail", "code"}`; and the dashboard's `/api` mirror, which
 * answers the same bodies without a key.
 */

const server = createTestServer()
const db = server.market.db
const firstText = (sql: string): string =>
  db.prepare<[], { value: string }>(sql).get()?.value ?? expect.unreachable(sql)

const auction = firstText('SELECT wiup_code AS value FROM auctions')
const idx =
  db
    .prepare<[], { symbol: string; sub_sector_slug: string }>('SELECT symbol, sub_sector_slug FROM idx_companies')
    .get() ?? expect.unreachable('no IDX company')
const sgx = firstText('SELECT symbol AS value FROM sgx_companies')

const PATHS = [
  '/v2/mining/license-auctions/',
  '/v2/mining/license-auctions/?limit=31',
  `/v2/mining/license-auctions/${auction}/`,
  '/v2/mining/license-auctions/0000000000000000/',
  `/v1/companies/?sub_sector=${idx.sub_sector_slug}&sort_by=market_cap`,
  '/v1/companies/',
  `/v2/company/report/${idx.symbol.replace('.JK', '')}/?sections=overview,peers`,
  '/v2/company/report/BB/',
  `/v2/sgx/company/report/${sgx}/?sections=overview`,
  '/v2/subsectors/',
  '/v2/industries/',
  '/v2/subindustries/',
  '/v2/sgx/subsectors/',
]
const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }
const NOT_VALID = { detail: 'The API key is not valid.', code: 'invalid_api_key' }

describe.each(PATHS)('GET %s', (path) => {
  it.each([
    ['no Authorization header', {}],
    ['an empty Authorization header', { authorization: '' }],
    ['a blank Authorization header', { authorization: '   ' }],
  ])('answers 401 {"detail", "code"} to %s, before reading the request', async (_name, headers) => {
    expect(await server.get(path, headers)).toEqual({ status: 401, body: NOT_PROVIDED })
  })

  it.each([
    ['a wrong key', 'not-the-key'],
    ['the key with a typo', `${TEST_KEY}x`],
    ['another scheme', `Token ${TEST_KEY}`],
  ])('answers 403 {"detail", "code"} to %s', async (_name, authorization) => {
    expect(await server.get(path, { authorization })).toEqual({ status: 403, body: NOT_VALID })
  })

  it('answers the same to "Bearer <key>" as to the raw key', async () => {
    const raw = await server.get(path)
    expect(raw.status).not.toBe(401)
    expect(raw.status).not.toBe(403)
    expect(await server.get(path, { authorization: `Bearer ${TEST_KEY}` })).toEqual(raw)
  })

  it('answers the same status and body under /api without a key (the dashboard)', async () => {
    expect(await server.get(`/api${path}`, {})).toEqual(await server.get(path))
  })
})
