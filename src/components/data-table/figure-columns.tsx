import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatRatio, type Currency } from '../../lib/format'
import { reportPath } from '../../lib/links'
import type { Market } from '../../shared/catalogue'
import { ChangeText } from '../change-text'
import { reported } from '../not-reported'
import type { DataColumn } from './data-column'

/** What a figure column states about itself: its id, header, unit, tooltip and whether it sorts. */
type FigureHeader<Row> = Pick<DataColumn<Row>, 'id' | 'label' | 'unit' | 'description' | 'sortable'>

/** A number column: end-aligned, formatted, and a missing figure shown as not reported, never as a zero. */
export function figureColumn<Row>(
  column: FigureHeader<Row> & { value: (row: Row) => number | null; format: (figure: number) => ReactNode },
): DataColumn<Row> {
  const { value, format, ...header } = column
  return {
    ...header,
    align: 'end',
    value,
    cell: (row) => reported(value(row), format),
  }
}

/** An amount of money: a figure column in its currency, written by the caller's `formatMoney` (`useFormat()`). */
export function moneyColumn<Row>(
  column: FigureHeader<Row> & {
    value: (row: Row) => number | null
    currency: Currency
    formatMoney: (amount: number, currency: Currency) => string
  },
): DataColumn<Row> {
  const { currency, formatMoney, ...figure } = column
  return figureColumn({ unit: currency, ...figure, format: (amount) => formatMoney(amount, currency) })
}

/** A multiple (P/E, P/B ...): a figure column in × with two decimals. */
export const ratioColumn = <Row,>(id: string, label: string, value: (row: Row) => number | null): DataColumn<Row> =>
  figureColumn({ id, label, unit: '×', value, format: formatRatio })

/** A change column: a signed percentage coloured by direction (`ChangeText`). */
export function changeColumn<Row>(
  column: FigureHeader<Row> & { value: (row: Row) => number | 'n.m.' | null },
): DataColumn<Row> {
  const { value, ...header } = column
  return { unit: '%', ...header, align: 'end', value, cell: (row) => <ChangeText change={value(row)} /> }
}

/**
 * A company in a table: its ticker linked to its report, its name beside it; sorted and exported by ticker. The
 * header in the language shown comes from the caller (`useComponentsText()('table.company')`).
 */
export const companyColumn = <Row extends { symbol: string; name: string }>(
  market: Market,
  label = 'Company',
): DataColumn<Row> => ({
  id: 'company',
  label,
  value: (row) => row.symbol,
  cell: (row) => (
    <span className="company-cell">
      <Link to={reportPath(market, row.symbol)}>{row.symbol}</Link> <span className="muted">{row.name}</span>
    </span>
  ),
})
