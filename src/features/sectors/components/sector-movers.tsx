import {
  changeColumn,
  companyColumn,
  moneyColumn,
  ratioColumn,
  TitledTable,
  type DataColumn,
} from '../../../components/data-table'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useComponentsText } from '../../../components/text'
import { useSectorsText, type SectorsT } from '../text'

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

const columnsFor = (t: SectorsT, company: string, { formatMoney }: Formats): DataColumn<MoverRow>[] => [
  companyColumn('idx', company),
  changeColumn({ id: 'month', label: t('movers.month'), value: (row) => row.month }),
  changeColumn({ id: 'year', label: t('movers.year'), value: (row) => row.year }),
  moneyColumn({ id: 'close', label: t('column.lastClose'), currency: 'IDR', value: (row) => row.close, formatMoney }),
  ratioColumn('pe', 'P/E', (row) => row.pe),
]

/** The companies whose price moved most over the last month, largest rise first. */
export function SectorMovers({ movers }: { movers: MoverParts }) {
  const t = useSectorsText()
  const format = useFormat()
  const company = useComponentsText()('table.company')
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
    <TitledTable
      title={t('movers.title')}
      columns={columnsFor(t, company, format)}
      rows={rows}
      rowKey={(row) => row.symbol}
      empty={t('movers.empty')}
    />
  )
}
