import type { z } from 'zod/mini'
import type { allTimePrice } from '../../../../shared/api/shape'
import { DataTable, type DataColumn } from '../../../../components/data-table'
import { formatDate, formatMoney, type Currency } from '../../../../lib/format'
import { reported } from '../../../../components/not-reported'

type Extremes = z.infer<typeof allTimePrice>

interface ExtremeRow {
  period: string
  low: [string, number] | undefined
  high: [string, number] | undefined
}

const PERIODS = [
  { period: '52 weeks', low: '52_w_low', high: '52_w_high' },
  { period: '90 days', low: '90_d_low', high: '90_d_high' },
  { period: 'Year to date', low: 'ytd_low', high: 'ytd_high' },
  { period: 'All time', low: 'all_time_low', high: 'all_time_high' },
] as const

const first = (entry: Record<string, number> | null): [string, number] | undefined =>
  entry === null ? undefined : Object.entries(entry)[0]

const priceCell = (entry: [string, number] | undefined, currency: Currency) =>
  reported(entry, ([date, price]) => (
    <>
      {formatMoney(price, currency)} <span className="muted">on {formatDate(date)}</span>
    </>
  ))

/** The "Price extremes" panel: lowest and highest prices over four periods, each with the day it was seen. */
export function PriceExtremes({ extremes, currency }: { extremes: Extremes; currency: Currency }) {
  const rows: ExtremeRow[] = PERIODS.map(({ period, low, high }) => ({
    period,
    low: first(extremes[low]),
    high: first(extremes[high]),
  }))
  const columns: DataColumn<ExtremeRow>[] = [
    { id: 'period', label: 'Period', value: (row) => row.period },
    ...(['low', 'high'] as const).map((side) => ({
      id: side,
      label: side === 'low' ? 'Low' : 'High',
      unit: currency,
      align: 'end' as const,
      value: (row: ExtremeRow) => row[side]?.[1],
      cell: (row: ExtremeRow) => priceCell(row[side], currency),
    })),
  ]
  return (
    <div className="panel">
      <h3>Price extremes</h3>
      <DataTable label="Price extremes" columns={columns} rows={rows} rowKey={(row) => row.period} />
    </div>
  )
}
