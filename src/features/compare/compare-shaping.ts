import type { DailyResponse } from '../../shared/api/daily'
import type { IdxReport } from '../../shared/api/idx-report'
import type { SgxReport } from '../../shared/api/sgx-report'
import {
  COMPANY_FIGURES,
  formatFigure,
  type CompanyFigure,
  type CompanyFigures,
} from '../../lib/companies/company-figures'
import type { Currency } from '../../lib/format'

export interface FigureCell {
  symbol: string
  text: string
  /** the better value of its row */
  best: boolean
}

export interface FigureRow {
  figure: CompanyFigure
  cells: FigureCell[]
  /** why no value is marked, when a rule exists but cannot apply: amounts in different currencies */
  note: 'currencies' | null
}

/** The better of a row's values by the figure's rule: largest, or smallest above zero (a negative P/E is a loss). */
function bestValue(figure: CompanyFigure, values: readonly (number | null)[]): number | null {
  if (!('better' in figure)) return null
  const present = values.filter((value) => value !== null)
  const candidates = figure.better === 'higher' ? present : present.filter((value) => value > 0)
  if (candidates.length < 2 && present.length < 2) return null
  if (candidates.length === 0) return null
  return figure.better === 'higher' ? Math.max(...candidates) : Math.min(...candidates)
}

/**
 * The key figures side by side, one row per figure, the better value of each row marked. Amounts of money are
 * compared only within one currency: with IDR and SGD companies together a money row is shown, each value in its
 * own currency, and nothing in it is marked.
 */
export function figureRows(
  companies: readonly CompanyFigures[],
  /** how a value is written (lib/companies' formatFigure, or the same in the language shown) */
  format: (figure: CompanyFigure, value: number | null, currency: Currency) => string = formatFigure,
): FigureRow[] {
  const mixed = new Set(companies.map((company) => company.currency)).size > 1
  return COMPANY_FIGURES.map((figure) => {
    const values = companies.map((company) => company.values[figure.id])
    const acrossCurrencies = mixed && figure.kind === 'money'
    const best = acrossCurrencies ? null : bestValue(figure, values)
    return {
      figure,
      cells: companies.map((company, i) => ({
        symbol: company.symbol,
        text: format(figure, values[i] ?? null, company.currency),
        best: best !== null && values[i] === best,
      })),
      note: acrossCurrencies && 'better' in figure ? 'currencies' : null,
    }
  })
}

/** One day of the rebased chart: each company's close as a multiple of its first close in the range, × 100. */
export type RebasedPoint = { date: string } & Record<string, number | null>

/**
 * Prices rebased to 100 at each company's first close in the range, so that IDR and SGD prices (and a Rp 9,000
 * share beside a Rp 150 one) are read as the same thing: how much each moved. Days are the union of the trading
 * days; a company with no close that day has a gap (null), never a made-up value.
 */
export function rebasePrices(series: readonly { symbol: string; prices: DailyResponse }[]): RebasedPoint[] {
  const byDate = new Map<string, RebasedPoint>()
  for (const { symbol, prices } of series) {
    const base = prices.find((day) => day.close !== null && day.close > 0)?.close ?? null
    for (const day of prices) {
      const point = byDate.get(day.date) ?? ({ date: day.date } as RebasedPoint)
      point[symbol] = base === null || day.close === null ? null : (day.close / base) * 100
      byDate.set(day.date, point)
    }
  }
  const symbols = series.map((item) => item.symbol)
  return [...byDate.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((point) => ({ ...Object.fromEntries(symbols.map((symbol) => [symbol, point[symbol] ?? null])), ...point }))
}

export type CompanyReport =
  { market: 'idx'; symbol: string; report: IdxReport } | { market: 'sgx'; symbol: string; report: SgxReport }

/** One fiscal year of one currency's companies: `{ year: 2024, BBCA: 1.2e14, BBRI: … }` (null: not reported). */
export type YearPoint = { year: number } & Record<string, number | null>

export interface CurrencyYears {
  currency: Currency
  symbols: string[]
  revenue: YearPoint[]
  netIncome: YearPoint[]
}

function yearsOf(company: CompanyReport): Map<number, { revenue: number | null; earnings: number | null }> {
  if (company.market === 'idx')
    return new Map(
      (company.report.financials?.historical_financials ?? []).map((year) => [
        year.year,
        { revenue: year.revenue, earnings: year.earnings },
      ]),
    )
  return new Map(
    Object.entries(company.report.financials?.historical_financials ?? {}).map(([year, values]) => [
      Number(year),
      { revenue: values.revenue, earnings: values.earnings },
    ]),
  )
}

/**
 * Revenue and net income by fiscal year, one group per currency: rupiah and Singapore dollars are never drawn on
 * one axis. Years run over every year any company of the group reports, oldest first.
 */
export function yearlyByCurrency(companies: readonly CompanyReport[]): CurrencyYears[] {
  const groups: CurrencyYears[] = []
  for (const currency of ['IDR', 'SGD'] as const) {
    const members = companies.filter((company) => (company.market === 'idx' ? 'IDR' : 'SGD') === currency)
    if (members.length === 0) continue
    const years = members.map(yearsOf)
    const allYears = [...new Set(years.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b)
    const rows = (pick: 'revenue' | 'earnings') =>
      allYears.map((year) => {
        const point = { year } as YearPoint
        members.forEach((member, i) => {
          point[member.symbol] = years[i]?.get(year)?.[pick] ?? null
        })
        return point
      })
    groups.push({
      currency,
      symbols: members.map((m) => m.symbol),
      revenue: rows('revenue'),
      netIncome: rows('earnings'),
    })
  }
  return groups
}
