import { describe, expect, it } from 'vitest'
import type { ScreenerRow } from '../../shared/api/screener'
import { idxCatalogue, sgxCatalogue } from '../../shared/catalogue'
import { buildCsv, csvFileName } from './export-csv'

const row = (symbol: string, values: ScreenerRow['query_values'], company_name = `${symbol} Tbk`): ScreenerRow => ({
  symbol,
  company_name,
  query_values: values,
})

/** The lines of a CSV, which must all end with CRLF. */
function lines(csv: string): string[] {
  expect(csv.endsWith('\r\n')).toBe(true)
  return csv.slice(0, -2).split('\r\n')
}

describe('buildCsv', () => {
  it('states each column’s unit in its header, from the catalogue', () => {
    const csv = buildCsv(
      [
        row('BBCA.JK', {
          market_cap: 1,
          yield_ttm: 0.05,
          pe_ttm: 12,
          'revenue[2025]': 2,
          listing_date: '2000-05-31',
          indices: ['LQ45'],
          sub_sector: 'Banks',
          market_cap_rank: 1,
          employee_num: 10,
          upstream_extra: 'x',
        }),
      ],
      idxCatalogue,
    )
    expect(lines(csv)[0]).toBe(
      'symbol,company_name,market_cap (IDR),yield_ttm (fraction),pe_ttm (ratio),revenue[2025] (IDR),' +
        'listing_date (date),indices (list),sub_sector (text),market_cap_rank (rank),employee_num (count),upstream_extra',
    )
    expect(lines(buildCsv([row('D05', { market_cap: 1 })], sgxCatalogue))[0]).toBe(
      'symbol,company_name,market_cap (SGD)',
    )
  })

  it('writes raw values: full numbers, fractions, dates as written, lists joined with |, nulls empty', () => {
    const csv = buildCsv(
      [
        row('AAAA.JK', {
          market_cap: 1_234_567_890_123_456,
          yield_ttm: 0.0869,
          listing_date: '2020-05-18',
          indices: ['LQ45', 'IDX30'],
          pe_ttm: null,
        }),
        row('BBBB.JK', { market_cap: null, yield_ttm: null, listing_date: null, indices: [], pe_ttm: 7.5 }),
      ],
      idxCatalogue,
    )
    expect(lines(csv).slice(1)).toEqual([
      'AAAA.JK,AAAA.JK Tbk,1234567890123456,0.0869,2020-05-18,LQ45|IDX30,',
      'BBBB.JK,BBBB.JK Tbk,,,,,7.5',
    ])
  })

  it('gives every key a column, in the order keys first appear, and leaves missing ones empty', () => {
    const csv = buildCsv([row('A', { pe_ttm: 1 }), row('B', { roe_ttm: 0.1 })], idxCatalogue)
    expect(lines(csv)).toEqual(['symbol,company_name,pe_ttm (ratio),roe_ttm (fraction)', 'A,A Tbk,1,', 'B,B Tbk,,0.1'])
  })

  it('does not repeat symbol or company_name when the query names them', () => {
    const csv = buildCsv([row('A', { pe_ttm: 1, symbol: 'A' })], idxCatalogue)
    expect(lines(csv)).toEqual(['symbol,company_name,pe_ttm (ratio)', 'A,A Tbk,1'])
  })

  it('quotes per RFC 4180: commas, quotes (doubled) and line breaks', () => {
    const csv = buildCsv(
      [row('A', { sub_sector: 'Banks, "big"', listing_board: 'line\nbreak', industry: 'plain' }, 'PT "A", Tbk')],
      idxCatalogue,
    )
    expect(csv).toBe(
      'symbol,company_name,sub_sector (text),listing_board (text),industry (text)\r\n' +
        'A,"PT ""A"", Tbk","Banks, ""big""","line\nbreak",plain\r\n',
    )
  })

  it('defuses text a spreadsheet would run as a formula, but leaves numbers alone', () => {
    const csv = buildCsv(
      [
        row(
          '=HYPERLINK("x")',
          {
            sub_sector: '+1',
            industry: '-2',
            sub_industry: '@SUM(A1)',
            indices: ['=cmd', 'LQ45'],
            daily_close_change: -0.0059,
            pe_ttm: -3,
          },
          '-Minus Tbk',
        ),
      ],
      idxCatalogue,
    )
    expect(lines(csv)[1]).toBe(`"'=HYPERLINK(""x"")",'-Minus Tbk,'+1,'-2,'@SUM(A1),'=cmd|LQ45,-0.0059,-3`)
  })

  it('writes only a header for no rows', () => {
    expect(buildCsv([], idxCatalogue)).toBe('symbol,company_name\r\n')
  })
})

describe('csvFileName', () => {
  it('names the market and the local date', () => {
    expect(csvFileName('idx', new Date(2026, 10, 21, 23, 59))).toBe('screener-idx-2026-11-21.csv')
    expect(csvFileName('sgx', new Date(2027, 0, 5))).toBe('screener-sgx-2027-01-05.csv')
  })
})
