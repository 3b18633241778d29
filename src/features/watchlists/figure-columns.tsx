import { Link } from 'react-router'
import type { DataColumn } from '../../components/data-table'
import { NotReported } from '../../components/not-reported'
import { COMPANY_FIGURES, formatFigure, type CompanyFigures, type FigureId } from '../../lib/companies/company-figures'
import type { Currency } from '../../lib/format'
import { reportPath } from '../../lib/links'

/** The columns a new list shows: the screener's everyday set. */
export const DEFAULT_FIGURES: readonly FigureId[] = [
  'last_close',
  'daily_change',
  'market_cap',
  'pe',
  'dividend_yield',
  'change_1y',
]

/**
 * A watchlist's table columns: symbol (to the report), name, market, and the chosen figures. Money columns hold
 * companies of both markets, so each cell states its currency and such a column sorts only when there is one.
 */
export function figureColumns(
  chosen: readonly FigureId[],
  currencies: readonly Currency[],
): DataColumn<CompanyFigures>[] {
  const oneCurrency = currencies.length === 1 ? currencies[0] : undefined
  const figures = COMPANY_FIGURES.filter((figure) => chosen.includes(figure.id))
  return [
    {
      id: 'symbol',
      label: 'Symbol',
      value: (row) => row.symbol,
      cell: (row) => <Link to={reportPath(row.market, row.symbol)}>{row.symbol}</Link>,
      sortable: true,
    },
    { id: 'name', label: 'Company', value: (row) => row.name, sortable: true },
    { id: 'market', label: 'Market', value: (row) => row.market.toUpperCase(), sortable: true },
    { id: 'currency', label: 'Currency', value: (row) => row.currency },
    ...figures.map((figure): DataColumn<CompanyFigures> => ({
      id: figure.id,
      label: figure.label,
      unit: figure.kind === 'money' ? (oneCurrency ?? 'own currency') : figure.kind === 'percent' ? '%' : '×',
      value: (row) => row.values[figure.id],
      cell: (row) => {
        const value = row.values[figure.id]
        return value === null ? <NotReported /> : formatFigure(figure, value, row.currency)
      },
      align: 'end',
      // rupiah and Singapore dollars are not one scale: amounts sort only within one currency
      sortable: figure.kind !== 'money' || oneCurrency !== undefined,
    })),
  ]
}
