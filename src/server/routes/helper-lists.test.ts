import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { industriesResponse, subindustriesResponse, subsectorsResponse } from '../../shared/api/helper-lists'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
type Pair = Readonly<Record<string, string>>

async function fetchList(schema: z.core.$ZodType<Pair[]>, url: string): Promise<Pair[]> {
  const { status, body } = await server.get(url)
  expect(status).toBe(200)
  return parseExactly(schema, body)
}

const key = (pair: Pair) => JSON.stringify(Object.entries(pair).sort())
const keys = (pairs: readonly Pair[]) => pairs.map(key).sort()
/** A list's fingerprint: SHA-256 of its sorted pair keys, one a line (order and key order do not matter). */
const fingerprint = (pairs: readonly Pair[]) => createHash('sha256').update(keys(pairs).join('\n')).digest('hex')

/** The classification a company names, one slug a level: each helper list is made of two adjacent levels. */
const SLUG_LEVELS = ['sector_slug', 'sub_sector_slug', 'industry_slug', 'sub_industry_slug'] as const
type Slugs<Level extends (typeof SLUG_LEVELS)[number]> = Readonly<Record<Level, string>>
const distinctSlugs = <Level extends (typeof SLUG_LEVELS)[number]>(table: string, levels: readonly Level[]) =>
  db.prepare<[], Slugs<Level>>(`SELECT DISTINCT ${levels.join(', ')} FROM ${table}`).all()
const idxSlugs = distinctSlugs('idx_companies', SLUG_LEVELS)
const sgxSlugs = distinctSlugs('sgx_companies', ['sector_slug', 'sub_sector_slug'])

/**
 * Facts of the reference taxonomy (the real service's lists, reconstructed from the official IDX-IC tree and the
 * SGX sector map), kept as fingerprints (see `fingerprint`) so that this test stays independent of our catalogue
 * without copying the lists; and the one pair each official example shows.
 */
const REFERENCE = {
  subsectors: '0b98178962b80c033ed14639462d47bb54d68b4f48df6da567a3dd6598719c00',
  industries: 'e43f821757f66b029d61ec46139f9f53daf9b56ab6401a2d0b6c3e9ce0c9e1ec',
  subindustries: 'c6cc1331ff546ea16265fe5ab5e77c10f283998b15de6d7338e44011256e4bf5',
  sgxSubsectors: 'b78bf923752ec4682c65506205e26c7fbab8b9688e5d730f07f2c99d096f2271',
} as const
const IDX_SECTORS = [
  'basic-materials', 'consumer-cyclicals', 'consumer-non-cyclicals', 'energy', 'financials', 'healthcare',
  'industrials', 'infrastructures', 'properties-real-estate', 'technology', 'transportation-logistic',
] // prettier-ignore

/** The company column behind each level a helper list's pairs name. */
const SLUG_OF = {
  sector: 'sector_slug',
  subsector: 'sub_sector_slug',
  industry: 'industry_slug',
  sub_industry: 'sub_industry_slug',
} as const
type ListLevel = keyof typeof SLUG_OF
type CompanySlugs = Partial<Record<(typeof SLUG_LEVELS)[number], string>>

/**
 * A helper list: its URL and schema, the two levels of its pairs, its size, the official example's pair, the
 * reference fingerprint, and the pairs the companies of the data name (`used`).
 */
function helperList(
  url: string,
  schema: z.core.$ZodType<Pair[]>,
  fields: readonly [ListLevel, ListLevel],
  count: number,
  example: Pair,
  reference: string,
  companies: readonly CompanySlugs[],
) {
  const used = companies.map((slugs) => Object.fromEntries(fields.map((field) => [field, slugs[SLUG_OF[field]] ?? ''])))
  return { url, schema, fields, count, example, reference, used }
}

const LISTS = [
  helperList('/v2/subsectors/', subsectorsResponse, ['sector', 'subsector'], 33, { sector: 'transportation-logistic', subsector: 'transportation' }, REFERENCE.subsectors, idxSlugs),
  helperList('/v2/industries/', industriesResponse, ['subsector', 'industry'], 67, { subsector: 'investment-service', industry: 'investment-services' }, REFERENCE.industries, idxSlugs),
  helperList('/v2/subindustries/', subindustriesResponse, ['industry', 'sub_industry'], 125, { industry: 'metals-minerals', sub_industry: 'diversified-metals-minerals' }, REFERENCE.subindustries, idxSlugs),
  helperList('/v2/sgx/subsectors/', subsectorsResponse, ['sector', 'subsector'], 55, { sector: 'reit', subsector: 'reit-industrial' }, REFERENCE.sgxSubsectors, sgxSlugs),
] // prettier-ignore

describe.each(LISTS)('GET $url', ({ url, schema, fields, count, example, reference, used }) => {
  it(`answers ${count} distinct pairs, each exactly {${fields.join(', ')}} of kebab-case slugs`, async () => {
    const pairs = await fetchList(schema, url)
    expect(pairs).toHaveLength(count)
    expect(new Set(keys(pairs)).size).toBe(count)
    for (const pair of pairs) {
      expect(Object.keys(pair)).toEqual(fields)
      for (const slug of Object.values(pair)) expect(slug).toMatch(SLUG)
    }
  })

  it('holds the same pairs as the reference taxonomy', async () => {
    expect(fingerprint(await fetchList(schema, url))).toBe(reference)
  })

  it("holds the official example's pair", async () => {
    const served = new Set(keys(await fetchList(schema, url)))
    expect(served).toContain(key(example))
  })

  it('holds the classification of every company in the data', async () => {
    const served = new Set(keys(await fetchList(schema, url)))
    for (const pair of used) expect(served, JSON.stringify(pair)).toContain(key(pair))
  })

  it('is sorted by parent, then child', async () => {
    const pairs = await fetchList(schema, url)
    const text = pairs.map((pair) => fields.map((field) => pair[field]).join('/'))
    expect(text).toEqual([...text].sort())
  })

  it('answers the same without the trailing slash', async () => {
    expect(await fetchList(schema, url.replace(/\/$/, ''))).toEqual(await fetchList(schema, url))
  })
})

describe('the IDX helper lists together', () => {
  it('form one tree: every industry sits in a listed sub-sector, every sub-industry in a listed industry', async () => {
    const subsectors = await fetchList(subsectorsResponse, '/v2/subsectors/')
    const industries = await fetchList(industriesResponse, '/v2/industries/')
    const subindustries = await fetchList(subindustriesResponse, '/v2/subindustries/')
    const subsectorSlugs = new Set(subsectors.map((pair) => pair.subsector))
    const industrySlugs = new Set(industries.map((pair) => pair.industry))
    for (const { subsector } of industries) expect(subsectorSlugs).toContain(subsector)
    for (const { industry } of subindustries) expect(industrySlugs).toContain(industry)
    // each child has one parent
    expect(new Set(subsectors.map((pair) => pair.subsector)).size).toBe(subsectors.length)
    expect(industrySlugs.size).toBe(industries.length)
    expect(new Set(subindustries.map((pair) => pair.sub_industry)).size).toBe(subindustries.length)
  })

  it('name the 11 IDX-IC sectors', async () => {
    const sectors = new Set((await fetchList(subsectorsResponse, '/v2/subsectors/')).map((pair) => pair.sector))
    expect([...sectors].sort()).toEqual(IDX_SECTORS)
    expect(sectors.size).toBe(11)
  })
})
