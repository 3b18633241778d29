import { Link } from 'react-router'
import type { DataColumn } from '../../components/data-table'
import { NotReported } from '../../components/not-reported'
import {
  COMPANY_FIGURES,
  type CompanyFigure,
  type CompanyFigures,
  type FigureId,
} from '../../lib/companies/company-figures'
import type { Currency } from '../../lib/format'
import type { Formats } from '../../lib/i18n/use-format'
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

/** The words of a watchlist's columns, and how its figures are written, in one language. */
export interface FigureColumnText {
  symbol: string
  company: string
  market: string
  currency: string
  /** the unit of a money column holding both markets' companies */
  ownCurrency: string
  figure: (id: FigureId) => string
  /** a figure as a person reads it; only the table's cells use it (the CSV takes the raw value) */
  format: Pick<Formats, 'formatMoney' | 'formatPercent' | 'formatRatio'>
}

/**
 * The CSV's headers: the same in every language, so that a file exported in Indonesian reads like one exported in
 * English (its values are raw numbers in both).
 */
export const CSV_COLUMN_TEXT: Omit<FigureColumnText, 'format'> = {
  symbol: 'Symbol',
  company: 'Company',
  market: 'Market',
  currency: 'Currency',
  ownCurrency: 'own currency',
  figure: (id) => COMPANY_FIGURES.find((figure) => figure.id === id)?.label ?? id,
}

function figureText(figure: CompanyFigure, value: number, currency: Currency, format: FigureColumnText['format']) {
  if (figure.kind === 'money') return format.formatMoney(value, currency)
  return figure.kind === 'percent' ? format.formatPercent(value) : format.formatRatio(value)
}

/**
 * A watchlist's table columns: symbol (to the report), name, market, and the chosen figures. Money columns hold
 * companies of both markets, so each cell states its currency and such a column sorts only when there is one.
 */
export function figureColumns(
  chosen: readonly FigureId[],
  currencies: readonly Currency[],
  text: FigureColumnText,
): DataColumn<CompanyFigures>[] {
  const oneCurrency = currencies.length === 1 ? currencies[0] : undefined
  const figures = COMPANY_FIGURES.filter((figure) => chosen.includes(figure.id))
  const { format } = text
  return [
    {
      id: 'symbol',
      label: text.symbol,
      value: (row) => row.symbol,
      cell: (row) => <Link to={reportPath(row.market, row.symbol)}>{row.symbol}</Link>,
      sortable: true,
    },
    { id: 'name', label: text.company, value: (row) => row.name, sortable: true },
    { id: 'market', label: text.market, value: (row) => row.market.toUpperCase(), sortable: true },
    { id: 'currency', label: text.currency, value: (row) => row.currency },
    ...figures.map((figure): DataColumn<CompanyFigures> => ({
      id: figure.id,
      label: text.figure(figure.id),
      unit: figure.kind === 'money' ? (oneCurrency ?? text.ownCurrency) : figure.kind === 'percent' ? '%' : '×',
      value: (row) => row.values[figure.id],
      cell: (row) => {
        const value = row.values[figure.id]
        return value === null ? <NotReported /> : figureText(figure, value, row.currency, format)
      },
      align: 'end',
      // rupiah and Singapore dollars are not one scale: amounts sort only within one currency
      sortable: figure.kind !== 'money' || oneCurrency !== undefined,
    })),
  ]
}
