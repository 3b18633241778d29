import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { indonesianText } from '../../test/indonesian'
import { useClassificationName } from '../../lib/i18n/classification-name'
import { industriesResponse, subindustriesResponse, subsectorsResponse } from '../../shared/api/helper-lists'
import { buildClassification, findGroup } from './classification'
import { closestGroups, searchClassification } from './classification-search'

/** The classification as the service lists it (the in-process server answers fetch in these tests). */
async function serviceClassification() {
  const get = async (path: string) => (await fetch(`/api${path}`)).json() as Promise<unknown>
  const lists = {
    subsectors: subsectorsResponse.parse(await get('/v2/subsectors/')),
    industries: industriesResponse.parse(await get('/v2/industries/')),
    subindustries: subindustriesResponse.parse(await get('/v2/subindustries/')),
  }
  return { lists, classification: buildClassification(lists) }
}

const names = (classification: ReturnType<typeof buildClassification>) =>
  classification.sectors.flatMap((sector) => [
    sector.name,
    ...sector.subSectors.flatMap((subSector) => [
      subSector.name,
      ...subSector.industries.flatMap((industry) => [
        industry.name,
        ...industry.subIndustries.map((node) => node.name),
      ]),
    ]),
  ])

describe('the classification', () => {
  it('holds every slug of the helper lists exactly once, under its parent, with a display name', async () => {
    const { lists, classification } = await serviceClassification()
    const subSectors = classification.sectors.flatMap((sector) =>
      sector.subSectors.map((subSector) => ({ sector: sector.slug, subsector: subSector.slug })),
    )
    expect(subSectors).toHaveLength(lists.subsectors.length)
    expect(new Set(subSectors.map((pair) => `${pair.sector}/${pair.subsector}`))).toEqual(
      new Set(lists.subsectors.map((pair) => `${pair.sector}/${pair.subsector}`)),
    )
    const subIndustries = classification.sectors.flatMap((sector) =>
      sector.subSectors.flatMap((subSector) => subSector.industries.flatMap((industry) => industry.subIndustries)),
    )
    expect(subIndustries).toHaveLength(lists.subindustries.length)
    const place = findGroup(classification, 'sub_sector', 'oil-gas-coal')
    expect(place?.node.name).toBe('Oil, Gas & Coal')
    expect(place?.sector.name).toBe('Energy')
  })

  it('places a sub-industry under its industry, sub-sector and sector', async () => {
    const { lists, classification } = await serviceClassification()
    const pair = lists.subindustries.find((candidate) => candidate.sub_industry === 'coal-production')
    const place = findGroup(classification, 'sub_industry', 'Coal-Production')
    expect(place?.industry?.slug).toBe(pair?.industry)
    expect(place?.subSector.name).toBe('Oil, Gas & Coal')
    expect(findGroup(classification, 'sub_industry', 'oil-gas-coal')).toBeNull()
  })

  it('finds "coal" and "bank" at every level, keeping what lies inside a matching group', async () => {
    const { classification } = await serviceClassification()
    const coal = searchClassification(classification, 'coal')
    expect(names(coal.classification)).toEqual(
      expect.arrayContaining(['Energy', 'Oil, Gas & Coal', 'Coal', 'Coal Production', 'Coal Distribution']),
    )
    // the sub-sector matches, so its oil industries stay with it; other sectors go
    expect(names(coal.classification)).toContain('Oil & Gas')
    expect(names(coal.classification)).not.toContain('Banks')
    expect(coal.count).toBeGreaterThanOrEqual(5)

    const bank = searchClassification(classification, 'BANK')
    expect(bank.classification.sectors.map((sector) => sector.name)).toEqual(['Financials'])
    expect(names(bank.classification)).toEqual(
      expect.arrayContaining(['Banks', 'Investment Banking & Brokerage Services']),
    )
    expect(searchClassification(classification, 'zzz').classification.sectors).toEqual([])
    expect(searchClassification(classification, '  ').classification).toBe(classification)
  })

  it('finds a group by the name shown too: "keuangan" finds Financials on an Indonesian page', async () => {
    const { classification } = await serviceClassification()
    const i18n = await indonesianText(['catalogue'])
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children)
    const shownName = renderHook(() => useClassificationName(), { wrapper }).result.current
    const sectorsFound = (search: string, named = shownName) =>
      searchClassification(classification, search, named).classification.sectors.map((sector) => sector.name)
    expect(sectorsFound('keuangan')).toEqual(['Financials'])
    expect(sectorsFound('barang baku')).toEqual(['Basic Materials'])
    // the English name still finds it, and without the names shown the Indonesian one does not
    expect(sectorsFound('financ')).toEqual(['Financials'])
    expect(sectorsFound('keuangan', (_level, name) => name)).toEqual([])
  })

  it('suggests the closest groups for a slug it does not know', async () => {
    const { classification } = await serviceClassification()
    const suggested = (slug: string, level: 'sub_sector' | 'sub_industry' = 'sub_sector') =>
      closestGroups(classification, slug, level).map((suggestion) => `${suggestion.level}:${suggestion.node.slug}`)
    expect(suggested('bank')[0]).toBe('sub_sector:banks')
    expect(suggested('bankz')[0]).toBe('sub_sector:banks')
    expect(suggested('coal')).toEqual(expect.arrayContaining(['sub_sector:oil-gas-coal']))
    expect(suggested('coal-productoin', 'sub_industry')[0]).toBe('sub_industry:coal-production')
    expect(suggested('qqqqqqqq')).toEqual([])
  })
})
