import { ChangeText } from '../../../components/change-text'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { NotReported } from '../../../components/not-reported'
import { formatMoney, formatRatio } from '../../../lib/format'
import { companyColumn } from './company-column'

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
  companyColumn,
  {
    id: 'month',
    label: '1-month change',
    unit: '%',
    align: 'end',
    value: (row) => row.month,
    cell: (row) => <ChangeText change={row.month} />,
  },
  {
    id: 'year',
    label: '1-year change',
    unit: '%',
    align: 'end',
    value: (row) => row.year,
    cell: (row) => <ChangeText change={row.year} />,
  },
  {
    id: 'close',
    label: 'Last close',
    unit: 'IDR',
    align: 'end',
    value: (row) => row.close,
    cell: (row) => (row.close === null ? <NotReported /> : formatMoney(row.close, 'IDR')),
  },
  {
    id: 'pe',
    label: 'P/E',
    unit: '×',
    align: 'end',
    value: (row) => row.pe,
    cell: (row) => (row.pe === null ? <NotReported /> : formatRatio(row.pe)),
  },
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
