import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { idxCatalogue, idxSpecs, sgxCatalogue, sgxSpecs, type FieldSpec, type Market } from '../../shared/catalogue'
import { fieldTextSource } from '../../shared/catalogue/field-text-source'
import englishDescriptions from '../../shared/catalogue/field-descriptions/messages/en.json'
import indonesianDescriptions from '../../shared/catalogue/field-descriptions/messages/id.json'
import englishNames from '../../shared/catalogue/fields/messages/en.json'
import indonesianNames from '../../shared/catalogue/fields/messages/id.json'
import { indonesianText } from '../../test/indonesian'
import { useShownFields } from './field-text'

const english: Readonly<Record<string, string>> = { ...englishNames, ...englishDescriptions }
const indonesian: Readonly<Record<string, string>> = { ...indonesianNames, ...indonesianDescriptions }

const fields = [idxSpecs, sgxSpecs].flatMap((catalogue) =>
  catalogue.fields.map((field) => [catalogue.market, field.name] as const),
)

/** Every catalogue key a field's text is written from. */
const keysOf = (kind: 'label' | 'description', code: string, market: Market) => {
  const source = fieldTextSource(kind, code, market, (key) => key in english)
  if (source === undefined) return []
  return 'key' in source ? [source.key] : [source.pattern, source.labelKey]
}

const SHOWN: readonly (readonly [Market, string])[] = [
  ['idx', 'market_cap'],
  ['idx', 'revenue_q'],
  ['idx', 'total_assets_q'],
  ['idx', 'ebit'],
  ['sgx', 'dividend_ttm'],
  ['sgx', 'ebit'],
  ['idx', 'an_upstream_addition'],
]

function Shown({ market }: { market: Market }) {
  const codes = SHOWN.filter(([shownIn]) => shownIn === market).map(([, code]) => code)
  const specs = market === 'idx' ? idxSpecs : sgxSpecs
  const known = specs.fields.filter((field) => codes.includes(field.name))
  const unknown = codes
    .filter((code) => specs.field(code) === undefined)
    .map((name): FieldSpec => ({ name, type: 'number', unit: 'count', yearly: false, group: 'other' }))
  const shown = useShownFields([...known, ...unknown], market)
  return (
    <ul>
      {shown.map((field) => (
        <li key={field.name}>{`${field.label} | ${field.description}`}</li>
      ))}
    </ul>
  )
}

const shownTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('the field names and descriptions', () => {
  it.each(['label', 'description'] as const)('give every field a %s in English and in Indonesian', (kind) => {
    for (const [market, code] of fields) {
      const keys = keysOf(kind, code, market)
      expect(keys, `${market} ${code}`).not.toEqual([])
      for (const key of keys) expect(indonesian[key]?.trim(), `${market} ${code}: ${key}`).toMatch(/\S/)
    }
  })

  it('hold no field text the catalogues do not use', () => {
    const used = new Set(
      fields.flatMap(([market, code]) => [...keysOf('label', code, market), ...keysOf('description', code, market)]),
    )
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([])
  })

  it("give the server's catalogues the English, SGX's own where it differs and quarterly fields from their line", () => {
    expect(idxCatalogue.field('ebit')?.description).toBe('Earnings before interest and tax.')
    expect(sgxCatalogue.field('ebit')?.description).toBe('Earnings before interest and tax (large caps only).')
    expect(idxCatalogue.field('dividend_ttm')?.label).toBe('Dividend per share (TTM)')
    expect(sgxCatalogue.field('dividend_ttm')?.label).toBe('Dividend (TTM)')
    expect(idxCatalogue.field('revenue_q')?.label).toBe('Revenue (quarter)')
    expect(idxCatalogue.field('revenue_q')?.description).toBe(
      'Revenue, the amount of the quarter. Use revenue_q[Q1-2024].',
    )
    expect(idxCatalogue.field('total_assets_q')?.description).toBe(
      'Total assets, the position at the quarter end. Use total_assets_q[Q1-2024].',
    )
  })

  it('are shown in English as the API writes them; an unknown field is named by its code', () => {
    render(<Shown market="idx" />)
    expect(shownTexts()).toEqual([
      'Market cap | Market capitalisation.',
      'EBIT | Earnings before interest and tax.',
      'Revenue (quarter) | Revenue, the amount of the quarter. Use revenue_q[Q1-2024].',
      'Total assets (quarter) | Total assets, the position at the quarter end. Use total_assets_q[Q1-2024].',
      'an_upstream_addition | an_upstream_addition',
    ])
  })

  it('are shown in Indonesian, SGX with its own wording', async () => {
    const i18n = await indonesianText(['fields', 'field-descriptions'])
    render(
      <I18nProvider i18n={i18n}>
        <Shown market="idx" />
        <Shown market="sgx" />
      </I18nProvider>,
    )
    expect(shownTexts()).toEqual([
      `Kapitalisasi pasar | ${indonesian['fieldDescription.market_cap']}`,
      `EBIT | ${indonesian['fieldDescription.ebit']}`,
      'Pendapatan (kuartal) | Pendapatan, jumlah dalam kuartal itu. Gunakan revenue_q[Q1-2024].',
      'Total aset (kuartal) | Total aset, posisi pada akhir kuartal. Gunakan total_assets_q[Q1-2024].',
      'an_upstream_addition | an_upstream_addition',
      `${indonesian['field.sgx.dividend_ttm']} | ${indonesian['fieldDescription.sgx.dividend_ttm']}`,
      `EBIT | ${indonesian['fieldDescription.sgx.ebit']}`,
    ])
  })

  it('are drawn without descriptions first (as the server draws them), which follow once loaded', async () => {
    const i18n = await indonesianText(['fields'])
    render(
      <I18nProvider i18n={i18n}>
        <Shown market="idx" />
      </I18nProvider>,
    )
    expect(shownTexts()[0]).toBe('Kapitalisasi pasar | ')
    await waitFor(() => {
      expect(shownTexts()[0]).toBe(`Kapitalisasi pasar | ${indonesian['fieldDescription.market_cap']}`)
    })
    expect(shownTexts()[2]).toBe(
      'Pendapatan (kuartal) | Pendapatan, jumlah dalam kuartal itu. Gunakan revenue_q[Q1-2024].',
    )
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
  })
})
