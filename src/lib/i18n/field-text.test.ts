import { describe, expect, it } from 'vitest'
import { idxCatalogue, sgxCatalogue } from '../../shared/catalogue'
import { fieldKey } from './field-text'
import englishCatalogue from '../../shared/catalogue/fields/messages/en.json'
import indonesianCatalogue from '../../shared/catalogue/fields/messages/id.json'

const english: Readonly<Record<string, string>> = englishCatalogue
const indonesian: Readonly<Record<string, string>> = indonesianCatalogue

const has = (key: string) => key in english

const fields = [idxCatalogue, sgxCatalogue].flatMap((catalogue) =>
  catalogue.fields.map((field) => [catalogue.market, field] as const),
)

describe('the field names and descriptions', () => {
  it.each(['label', 'description'] as const)(
    "give every field's %s in English as the catalogue has it, and in Indonesian",
    (kind) => {
      for (const [market, field] of fields) {
        const key = fieldKey(kind, field.name, market, has)
        expect(key, `${market} ${field.name}`).toBeDefined()
        expect(english[key ?? ''], `${market} ${field.name}`).toBe(field[kind])
        expect(indonesian[key ?? '']?.trim(), `${market} ${field.name}`).toMatch(/\S/)
      }
    },
  )

  it("give SGX its own wording where it differs, and the server's catalogues the same English", () => {
    expect(sgxCatalogue.field('ebit')?.description).toBe('Earnings before interest and tax (large caps only).')
    expect(idxCatalogue.field('ebit')?.description).toBe('Earnings before interest and tax.')
    expect(sgxCatalogue.field('dividend_ttm')?.label).toBe('Dividend (TTM)')
    expect(idxCatalogue.field('dividend_ttm')?.label).toBe('Dividend per share (TTM)')
    expect(idxCatalogue.field('revenue_q')?.label).toBe('Revenue (quarter)')
  })

  it('hold no field the catalogues do not have', () => {
    const used = new Set(
      fields.flatMap(([market, field]) => [
        fieldKey('label', field.name, market, has),
        fieldKey('description', field.name, market, has),
      ]),
    )
    const keys = Object.keys(english).filter((key) => key.startsWith('field'))
    expect(keys.filter((key) => !used.has(key as never))).toEqual([])
  })

  it('name everyday fields in Indonesian financial terms, and keep codes and units like P/E', () => {
    const names = ['market_cap', 'revenue', 'earnings', 'eps', 'total_yield', 'debt_to_equity_ratio', 'pe_ttm']
    expect(Object.fromEntries(names.map((code) => [code, indonesian[`field.${code}`]]))).toEqual({
      market_cap: 'Kapitalisasi pasar',
      revenue: 'Pendapatan',
      earnings: 'Laba bersih',
      eps: 'Laba per saham',
      total_yield: 'Imbal hasil dividen',
      debt_to_equity_ratio: 'Utang/ekuitas',
      pe_ttm: 'P/E (TTM)',
    })
    expect(indonesian['fieldDescription.revenue_q']).toContain('revenue_q[Q1-2024]')
  })
})
