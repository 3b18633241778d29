import { changeColumn, companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { formatMoney, formatRatio } from '../../../lib/format'

/** `top_change_companies`: `{ "BBCA.JK": { name, last_close, pe, "1mth", "1yr" } }`. */
export type MoverParts = Partial<Record<string, Partial<Record<string, unknown>>>> | null | undefined

interface MoverRow {
  symbol: string
  name: string
  close: number | null
  month: number | null
  year: number | null
  pe: number | null
}

const numberOr = (figure: unknown) => (typeof figure === 'number' ? figure : null)

const COLUMNS: DataColumn<MoverRow>[] = [
  companyColumn('idx'),
  changeColumn({ id: 'month', label: '1-month change', value: (row) => row.month }),
  changeColumn({ id: 'year', label: '1-year change', value: (row) => row.year }),
  figureColumn({
    id: 'close',
    label: 'Last close',
    unit: 'IDR',
    value: (row) => row.close,
    format: (close) => formatMoney(close, 'IDR'),
  }),
  figureColumn({ id: 'pe', label: 'P/E', unit: '×', value: (row) => row.pe, format: formatRatio }),
]

/** The companies whose price moved most over the last month, largest rise first. */
export function SectorMovers({ movers }: { movers: MoverParts }) {
  const rows: MoverRow[] = Object.entries(movers ?? {})
    .map(([symbol, row]) => ({
      symbol,
      name: typeof row?.name === 'string' ? row.name : symbol,
      close: numberOr(row?.last_close),
      month: numberOr(row?.['1mth']),
      year: numberOr(row?.['1yr']),
      pe: numberOr(row?.pe),
    }))
    .sort((a, b) => (b.month ?? Number.NEGATIVE_INFINITY) - (a.month ?? Number.NEGATIVE_INFINITY))
  return (
    <div>
      <h3>Biggest movers over a month</h3>
      <DataTable
        label="Biggest movers over a month"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.symbol}
        empty="The report lists no mover."
      />
    </div>
  )
}
