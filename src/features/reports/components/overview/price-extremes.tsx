import type { z } from 'zod/mini'
import type { allTimePrice } from '../../../../shared/api/shape'
import { TitledTable, type DataColumn } from '../../../../components/data-table'
import type { Currency } from '../../../../lib/format'
import { useFormat, type Formats } from '../../../../lib/i18n/use-format'
import { reported } from '../../../../components/not-reported'
import { ReportsText, useReportsText, type ReportsKey } from '../../text'

type Extremes = z.infer<typeof allTimePrice>

interface ExtremeRow {
  period: ReportsKey
  low: [string, number] | undefined
  high: [string, number] | undefined
}

const periodOf = (row: ExtremeRow) => row.period

const PERIODS = [
  { period: 'extremes.52w', low: '52_w_low', high: '52_w_high' },
  { period: 'extremes.90d', low: '90_d_low', high: '90_d_high' },
  { period: 'extremes.ytd', low: 'ytd_low', high: 'ytd_high' },
  { period: 'extremes.allTime', low: 'all_time_low', high: 'all_time_high' },
] as const

const first = (entry: Record<string, number> | null): [string, number] | undefined =>
  entry === null ? undefined : Object.entries(entry)[0]

const priceCell = (entry: [string, number] | undefined, currency: Currency, f: Formats) =>
  reported(entry, ([date, price]) => (
    <ReportsText
      id="extremes.priceOn"
      values={{ price: f.formatMoney(price, currency), date: f.formatDate(date) }}
      components={{ 0: <span className="muted" /> }}
    />
  ))

/** The "Price extremes" panel: lowest and highest prices over four periods, each with the day it was seen. */
export function PriceExtremes({ extremes, currency }: { extremes: Extremes; currency: Currency }) {
  const t = useReportsText()
  const format = useFormat()
  const rows: ExtremeRow[] = PERIODS.map(({ period, low, high }) => ({
    period,
    low: first(extremes[low]),
    high: first(extremes[high]),
  }))
  const columns: DataColumn<ExtremeRow>[] = [
    { id: 'period', label: t('extremes.period'), value: (row) => t(row.period) },
    ...(['low', 'high'] as const).map((side) => ({
      id: side,
      label: side === 'low' ? t('extremes.low') : t('extremes.high'),
      unit: currency,
      align: 'end' as const,
      value: (row: ExtremeRow) => row[side]?.[1],
      cell: (row: ExtremeRow) => priceCell(row[side], currency, format),
    })),
  ]
  return <TitledTable className="panel" title={t('extremes.title')} columns={columns} rows={rows} rowKey={periodOf} />
}
