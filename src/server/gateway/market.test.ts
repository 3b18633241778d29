import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { freeFloatResponse } from '../../shared/api/free-float'
import { sgxSectorsResponse, sgxTagsResponse, tagsResponse } from '../../shared/api/helper-lists'
import { listingPerformanceResponse } from '../../shared/api/listing-performance'
import { mostTradedResponse, sgxTopResponse, topChangesResponse } from '../../shared/api/rankings'
import { subsectorReport } from '../../shared/api/subsector-report'
import { openSharedTestMarket } from '../testing/shared-test-market'
import { parseExactly } from '../testing/type-skeleton'
import { successCost, ttlFor } from './endpoints'
import { fetchAnswer as answer, MEMBER_KEY as MEMBER, upstreamPair } from './testing/upstream-pair'

/**
 * The market endpoints in live mode: through the gateway, keyed and through `/api`, each answers exactly what the
 * upstream (a second instance of our server in demo mode) answers, successes and errors.
 */
const UPSTREAM_KEY = 'upstream-key-market-31d9'
const market = openSharedTestMarket()
const recent = market.db
  .prepare<[], string>("SELECT replace(symbol, '.JK', '') FROM idx_companies WHERE listing_date > '2025-12-31' LIMIT 1")
  .pluck()
  .get()

const SUCCESSES: [string, z.core.$ZodType][] = [
  ['/v2/subsector/report/banks/?sections=statistics,market_cap', subsectorReport],
  ['/v2/companies/top-changes/?periods=1d,365d&n_stock=3', topChangesResponse],
  ['/v2/sgx/companies/top/?classifications=pe,revenue', sgxTopResponse],
  ['/v2/most-traded/?start=2026-11-01&end=2026-11-20&adjusted=true', mostTradedResponse],
  ['/v2/tags/', tagsResponse],
  ['/v2/sgx/tags/', sgxTagsResponse],
  ['/v2/sgx/sectors/', sgxSectorsResponse],
  ['/v2/free-float/?sub_sector=banks', freeFloatResponse],
  [`/v2/listing-performance/${recent ?? 'BREN'}/`, listingPerformanceResponse],
] // prettier-ignore

const ERRORS = [
  '/v2/subsector/report/banks/?sections=foo',
  '/v2/subsector/report/nope/',
  '/v2/companies/top-changes/?periods=2d',
  '/v2/most-traded/?sub_sector=nope',
  '/v2/listing-performance/ZZZZ/',
]

const servers = upstreamPair(UPSTREAM_KEY, market)

describe('market endpoints through the gateway', () => {
  it.each(SUCCESSES)('GET %s answers what the upstream answers', async (path, schema) => {
    const expected = await answer(`${servers.upstream.url}${path}`, UPSTREAM_KEY)
    expect(expected.status).toBe(200)
    expect(await answer(`${servers.gateway.url}${path}`, MEMBER)).toEqual(expected)
    expect(await answer(`${servers.gateway.url}/api${path}`)).toEqual(expected)
    parseExactly(schema, expected.body)
  })

  it.each(ERRORS)('GET %s passes the error through in its shape', async (path) => {
    const expected = await answer(`${servers.upstream.url}${path}`, UPSTREAM_KEY)
    expect(expected.status).toBeGreaterThanOrEqual(400)
    expect(await answer(`${servers.gateway.url}${path}`, MEMBER)).toEqual(expected)
  })
})

describe('market endpoints in the gateway table', () => {
  it('bill as documented: per combination, per section, two for most-traded', () => {
    expect(successCost('/v2/companies/top-changes/')).toBe(10)
    expect(successCost('/v2/companies/top-changes/?classifications=top_gainers&periods=1d,7d')).toBe(2)
    expect(successCost('/v2/sgx/companies/top/')).toBe(5)
    expect(successCost('/v2/sgx/companies/top/?classifications=pe')).toBe(1)
    expect(successCost('/v2/subsector/report/banks/')).toBe(6)
    expect(successCost('/v2/subsector/report/banks/?sections=statistics,growth')).toBe(2)
    expect(successCost('/v2/most-traded/')).toBe(2)
    expect(successCost('/v2/tags/')).toBe(1)
  })

  it('keep movers minutes and slow-changing figures hours', () => {
    expect(ttlFor('/v2/companies/top-changes/')).toBe(10 * 60_000)
    expect(ttlFor('/v2/subsector/report/banks/')).toBe(6 * 3_600_000)
    expect(ttlFor('/v2/sgx/tags/')).toBe(24 * 3_600_000)
  })
})
