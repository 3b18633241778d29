import { describe, expect, it } from 'vitest'
import { idxTaxonomy, sgxSubSectors, type TaxonomyNode } from '.'
import englishCatalogue from './messages/en.json'
import indonesianCatalogue from './messages/id.json'

const english: Readonly<Record<string, string>> = englishCatalogue
const indonesian: Readonly<Record<string, string>> = indonesianCatalogue

/** The catalogue's classification names (`sub_sector.banks`), apart from any other text it holds. */
const classificationEntries = (catalogue: Readonly<Record<string, string>>) =>
  Object.entries(catalogue).filter(([key]) => /^(sector|sub_sector|industry|sub_industry)\./.test(key))

const taxonomy: readonly (readonly [string, readonly TaxonomyNode[]])[] = [
  ['sector', [...idxTaxonomy.sectors, ...sgxSubSectors.map((node) => node.sector)]],
  ['sub_sector', [...idxTaxonomy.subSectors, ...sgxSubSectors]],
  ['industry', idxTaxonomy.industries],
  ['sub_industry', idxTaxonomy.subIndustries],
]
const taxonomyKeys = new Set(taxonomy.flatMap(([level, nodes]) => nodes.map((node) => `${level}.${node.slug}`)))

describe('the classification names', () => {
  it.each(taxonomy)(
    'name every %s of the taxonomy in Indonesian, and in English as the taxonomy does',
    (level, nodes) => {
      for (const node of nodes) {
        expect(english[`${level}.${node.slug}`], `${level} ${node.slug}`).toBe(node.name)
        expect(indonesian[`${level}.${node.slug}`]?.trim(), `${level} ${node.slug}`).toMatch(/\S/)
      }
    },
  )

  it('hold no classification the taxonomy does not have', () => {
    const keys = [...classificationEntries(english), ...classificationEntries(indonesian)].map(([key]) => key)
    expect(keys.filter((key) => !taxonomyKeys.has(key))).toEqual([])
  })

  it("give IDX's eleven sectors their IDX-IC names", () => {
    const sectors = Object.fromEntries(
      idxTaxonomy.sectors.map((node) => [node.name, indonesian[`sector.${node.slug}`]]),
    )
    expect(sectors).toEqual({
      Energy: 'Energi',
      'Basic Materials': 'Barang Baku',
      Industrials: 'Perindustrian',
      'Consumer Non-Cyclicals': 'Barang Konsumen Primer',
      'Consumer Cyclicals': 'Barang Konsumen Non-Primer',
      Healthcare: 'Kesehatan',
      Financials: 'Keuangan',
      'Properties & Real Estate': 'Properti & Real Estat',
      Technology: 'Teknologi',
      Infrastructures: 'Infrastruktur',
      'Transportation & Logistic': 'Transportasi & Logistik',
    })
  })
})
