import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { industriesResponse, subindustriesResponse, subsectorsResponse } from '../../shared/api/helper-lists'
import { createTestServer } from '../test/harness'
import { parseExactly } from '../test/type-skeleton'

const server = createTestServer()
const db = server.market.db
const REFERENCE = path.resolve(import.meta.dirname, '../../../../shared/reference')
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(REFERENCE, file), 'utf8'))

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
type Pair = Readonly<Record<string, string>>

async function fetchList(schema: z.core.$ZodType<Pair[]>, url: string): Promise<Pair[]> {
  const { status, body } = await server.get(url)
  expect(status).toBe(200)
  return parseExactly(schema, body)
}

const key = (pair: Pair) => JSON.stringify(Object.entries(pair).sort())
const keys = (pairs: readonly Pair[]) => pairs.map(key).sort()

interface IdxSlugs {
  sector_slug: string
  sub_sector_slug: string
  industry_slug: string
  sub_industry_slug: string
}
const idxSlugs = db
  .prepare<[], IdxSlugs>(
    'SELECT DISTINCT sector_slug, sub_sector_slug, industry_slug, sub_industry_slug FROM idx_companies',
  )
  .all()
const sgxSlugs = db
  .prepare<[], { sector_slug: string; sub_sector_slug: string }>(
    'SELECT DISTINCT sector_slug, sub_sector_slug FROM sgx_companies',
  )
  .all()

/** The reference lists (taxonomy/*.json), in the API's shapes. */
const pairList = z.array(z.record(z.string(), z.string()))
const slugMap = z.record(z.string(), z.string())
const referenceData = (file: string) => z.object({ data: pairList }).parse(readJson(`taxonomy/${file}`)).data
const sgxReference = () =>
  Object.entries(slugMap.parse(readJson('taxonomy/sgx-subsector-to-sector.json')))
    .filter(([subsector]) => !subsector.startsWith('_'))
    .map(([subsector, sector]) => ({ sector, subsector }))

const LISTS = [
  {
    url: '/v2/subsectors/',
    schema: subsectorsResponse,
    fields: ['sector', 'subsector'],
    count: 33,
    example: 'subsectors_list__200__SubsectorsList.json',
    reference: () => referenceData('v2-subsectors-reconstructed.json'),
    used: idxSlugs.map((c) => ({ sector: c.sector_slug, subsector: c.sub_sector_slug })),
  },
  {
    url: '/v2/industries/',
    schema: industriesResponse,
    fields: ['subsector', 'industry'],
    count: 67,
    example: 'industries_list__200__IndustriesList.json',
    reference: () => referenceData('v2-industries-derived.json'),
    used: idxSlugs.map((c) => ({ subsector: c.sub_sector_slug, industry: c.industry_slug })),
  },
  {
    url: '/v2/subindustries/',
    schema: subindustriesResponse,
    fields: ['industry', 'sub_industry'],
    count: 125,
    example: 'subindustries_list__200__Sub-industriesList.json',
    reference: () => referenceData('v2-subindustries-derived.json'),
    used: idxSlugs.map((c) => ({ industry: c.industry_slug, sub_industry: c.sub_industry_slug })),
  },
  {
    url: '/v2/sgx/subsectors/',
    schema: subsectorsResponse,
    fields: ['sector', 'subsector'],
    count: 55,
    example: 'sgx_subsectors_list__200__SGXSubsectorsList.json',
    reference: sgxReference,
    used: sgxSlugs.map((c) => ({ sector: c.sector_slug, subsector: c.sub_sector_slug })),
  },
] as const

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
    expect(keys(await fetchList(schema, url))).toEqual(keys(reference()))
  })

  it("holds the official example's pair", async () => {
    const official = pairList.parse(readJson(`sectors-api/examples/${example}`))
    const served = new Set(keys(await fetchList(schema, url)))
    for (const pair of official) expect(served).toContain(key(pair))
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
    const reference = new Set(Object.values(slugMap.parse(readJson('taxonomy/idx-subsector-to-sector.json'))))
    expect(sectors).toEqual(reference)
    expect(sectors.size).toBe(11)
  })
})
