import { describe, expect, it } from 'vitest'
import type { DataColumn } from '../components/data-table'
import { csvColumnsOf } from '../components/data-table'
import { csvFileName, toCsv, type CsvColumn } from './csv'

interface Auction {
  code: string
  name: string
  area: number | null
  winner: string | null
  open: boolean
  commodities: string[]
}

const COLUMNS: CsvColumn<Auction>[] = [
  { header: 'code', value: (row) => row.code },
  { header: 'name', value: (row) => row.name },
  { header: 'area (ha)', value: (row) => row.area },
  { header: 'winner', value: (row) => row.winner },
  { header: 'open', value: (row) => row.open },
  { header: 'commodities', value: (row) => row.commodities },
]

const auction = (patch: Partial<Auction>): Auction => ({
  code: 'W1',
  name: 'Blok A',
  area: 1,
  winner: null,
  open: false,
  commodities: [],
  ...patch,
})

describe('toCsv', () => {
  it('writes a header line and one CRLF-terminated line per row, with raw full-precision values', () => {
    const csv = toCsv(COLUMNS, [
      auction({ area: 12345.678901234, winner: 'PT Tambang', open: true, commodities: ['Nikel', 'Kobalt'] }),
      auction({ code: 'W2', area: null, commodities: [] }),
    ])
    expect(csv).toBe(
      'code,name,area (ha),winner,open,commodities\r\n' +
        'W1,Blok A,12345.678901234,PT Tambang,true,Nikel|Kobalt\r\n' +
        'W2,Blok A,,,false,\r\n',
    )
  })

  it('quotes per RFC 4180: commas, doubled quotes and line breaks', () => {
    const csv = toCsv(COLUMNS.slice(0, 2), [auction({ code: 'a,b', name: 'Blok "Utara"\r\nbaru' })])
    expect(csv).toBe('code,name\r\n"a,b","Blok ""Utara""\r\nbaru"\r\n')
  })

  it('defuses text a spreadsheet would run as a formula, in headers and cells, but never a number', () => {
    const csv = toCsv(
      [
        { header: '=title', value: (row: Auction) => row.name },
        { header: 'area', value: (row: Auction) => row.area },
        { header: 'list', value: (row: Auction) => row.commodities },
      ],
      [auction({ name: '@SUM(A1)', area: -2.5, commodities: ['-1', 'x'] }), auction({ name: '+62 21', area: 0 })],
    )
    expect(csv).toBe("'=title,area,list\r\n'@SUM(A1),-2.5,'-1|x\r\n'+62 21,0,\r\n")
  })

  it('writes only the header for no rows', () => {
    expect(toCsv(COLUMNS.slice(0, 1), [])).toBe('code\r\n')
  })
})

describe('csvColumnsOf', () => {
  it('takes a data table’s headers with their units and its raw values, not the formatted cells', () => {
    const table: DataColumn<Auction>[] = [
      { id: 'name', label: 'Name', value: (row) => row.name },
      { id: 'area', label: 'Area', unit: 'ha', value: (row) => row.area, cell: () => '1.2K ha', align: 'end' },
    ]
    expect(toCsv(csvColumnsOf(table), [auction({ area: 1234.5 })])).toBe('Name,Area (ha)\r\nBlok A,1234.5\r\n')
  })
})

describe('csvFileName', () => {
  it('dates the file in the local calendar', () => {
    expect(csvFileName('auctions', new Date(2026, 10, 24, 23, 59))).toBe('auctions-2026-11-24.csv')
    expect(csvFileName('companies-banks', new Date(2027, 0, 5))).toBe('companies-banks-2027-01-05.csv')
  })
})
