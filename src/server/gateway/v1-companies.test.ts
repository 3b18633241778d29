import { describe, expect, it } from 'vitest'
import { COMPANY_SORT_KEYS } from '../../shared/api/companies'
import { openSharedTestMarket } from '../testing/shared-test-market'
import { fetchAnswer, MEMBER_KEY as MEMBER, upstreamPair } from './testing/upstream-pair'

/**
 * v1 in live mode: the real service answers 410 for `/v1/*`, so the gateway answers the v1 company list through
 * the v2 screener. Our demo upstream still serves v1 itself, which makes it the judge: the gateway's answer, built
 * from v2 alone, must equal the embedded v1 answer exactly (rows, order, `sorted_by`), and errors too.
 *
 */
const UPSTREAM_KEY = 'upstream-key-v1-3b8e'
const market = openSharedTestMarket()
const servers = upstreamPair(UPSTREAM_KEY, market)

/** v1 requests the test itself sent to the upstream, as the judge */
let judgeCalls = 0
const answer = async (base: string, path: string, key: string) => {
  if (base === servers.upstream.url) judgeCalls += 1
  return fetchAnswer(`${base}${path}`, key)
}
const slugs = (column: string) =>
  market.db
    .prepare<[], { slug: string }>(
      `SELECT ${column} AS slug FROM idx_companies GROUP BY ${column} ORDER BY count(*) DESC LIMIT 2`,
    )
    .all()
    .map((row) => row.slug)

const [largest = 'banks', second = 'banks'] = slugs('sub_sector_slug')
const [subIndustry = 'banks'] = slugs('sub_industry_slug')

describe('v1 list through the v2 screener equals the embedded v1 answer', () => {
  it.each(COMPANY_SORT_KEYS.flatMap((sortBy) => [`sort_by=${sortBy}`, `sort_by=${sortBy}&desc=true`]))(
    `sub_sector=${largest}&%s`,
    async (sort) => {
      const path = `/v1/companies/?sub_sector=${largest}&${sort}`
      expect(await answer(servers.gateway.url, path, MEMBER)).toEqual(
        await answer(servers.upstream.url, path, UPSTREAM_KEY),
      )
    },
  )

  it.each([
    `/v1/companies/?sub_sector=${second}`,
    `/v1/companies?sub_industry=${subIndustry}&sort_by=revenue&desc=true`,
    `/v1/companies/?sub_sector=${second}&sub_industry=${subIndustry}&sort_by=pe`,
    '/v1/companies/?sub_sector=BANKS&desc=FALSE',
    '/v1/companies/',
    '/v1/companies/?sub_sector=no-such-thing',
    '/v1/companies/?sub_sector=banks&sort_by=colour',
    '/v1/companies/?sub_sector=banks&desc=maybe',
    '/v1/companies/?sub_sector=banks&limit=5',
  ])('%s', async (path) => {
    expect(await answer(servers.gateway.url, path, MEMBER)).toEqual(
      await answer(servers.upstream.url, path, UPSTREAM_KEY),
    )
    expect(await answer(servers.gateway.url, `/api${path}`, 'ignored')).toEqual(
      await answer(servers.upstream.url, path, UPSTREAM_KEY),
    )
  })

  it('never asks the upstream for /v1 (only the judge did): the gateway asked the v2 screener', () => {
    expect(servers.upstream.calls.filter((call) => call.startsWith('/v1/'))).toHaveLength(judgeCalls)
    expect(
      servers.upstream.calls.filter((call) => call.startsWith('/v2/companies/?where=sub_')).length,
    ).toBeGreaterThan(0)
  })
})
