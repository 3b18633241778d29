import type { SgxReport } from '../../../shared/api/sgx-report'
import { change, fiscalYear, moneyScale } from '../../../lib/figures'
import type { RevenueEarningsPoint } from './financial-selects'
import type { Statement, StatementLine, StatementTable } from './statement-lines'

type SgxYear = NonNullable<SgxReport['financials']>['historical_financials'][string]

/** The years as the API keys them ("2025"), oldest first. */
const sgxYears = (report: SgxReport): [number, SgxYear][] =>
  Object.entries(report.financials?.historical_financials ?? {})
    .map(([year, entry]): [number, SgxYear] => [Number(year), entry])
    .filter(([year]) => Number.isInteger(year))
    .sort(([a], [b]) => a - b)

export const sgxRevenueAndEarnings = (report: SgxReport): RevenueEarningsPoint[] =>
  sgxYears(report).map(([year, { revenue, earnings }]) => ({
    label: fiscalYear(year),
    revenue,
    earnings,
    margin: revenue !== null && earnings !== null && revenue > 0 ? earnings / revenue : null,
  }))

export interface SgxCashFlowPoint {
  label: string
  operating: number | null
  investing: number | null
  financing: number | null
  free: number | null
}

export const sgxCashFlows = (report: SgxReport): SgxCashFlowPoint[] =>
  sgxYears(report)
    .filter(([, entry]) => entry.cash_flow_metrics !== undefined)
    .map(([year, entry]) => ({
      label: fiscalYear(year),
      operating: entry.cash_flow_metrics?.operating_cash_flow ?? null,
      investing: entry.cash_flow_metrics?.investing_cash_flow ?? null,
      financing: entry.cash_flow_metrics?.financing_cash_flow ?? null,
      free: entry.cash_flow_metrics?.free_cash_flow ?? null,
    }))

const BLOCKS: { statement: Statement; block: 'income_stmt_metrics' | 'balance_sheet_metrics' | 'cash_flow_metrics' }[] =
  [
    { statement: 'Income statement', block: 'income_stmt_metrics' },
    { statement: 'Balance sheet', block: 'balance_sheet_metrics' },
    { statement: 'Cash flow', block: 'cash_flow_metrics' },
  ]

const readable = (key: string) => {
  const words = key.replace(/_/g, ' ')
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/\bebitda?\b/gi, (word) => word.toUpperCase())
}

/** The statement metrics the API sends (only for the years reported in detail) as lines × years, latest first. */
export function sgxStatementTable(report: SgxReport): StatementTable {
  const years = sgxYears(report)
  const byYear = new Map(years)
  const columns = years.map(([year]) => year).sort((a, b) => b - a)
  const headline: StatementLine[] = (['revenue', 'earnings'] as const).map((key) => ({
    id: `Income statement:${key}`,
    statement: 'Income statement',
    label: key === 'revenue' ? 'line.revenue' : 'line.earnings',
    cells: Object.fromEntries(
      columns.map((year) => [
        year,
        {
          value: byYear.get(year)?.[key] ?? null,
          change: change(byYear.get(year)?.[key], byYear.get(year - 1)?.[key]),
        },
      ]),
    ),
  }))
  const detail = BLOCKS.flatMap(({ statement, block }) => {
    const keys = [...new Set(years.flatMap(([, entry]) => Object.keys(entry[block] ?? {})))]
    const valueOf = (year: number, key: string): number | null => {
      const metrics: Partial<Record<string, number | null>> | undefined = byYear.get(year)?.[block]
      return metrics?.[key] ?? null
    }
    return keys.map((key) => ({
      id: `${statement}:${key}`,
      statement,
      // the API names these lines itself, in English: they are shown as it names them
      label: { text: readable(key) },
      cells: Object.fromEntries(
        columns.map((year) => [
          year,
          { value: valueOf(year, key), change: change(valueOf(year, key), valueOf(year - 1, key)) },
        ]),
      ),
    }))
  })
  const lines = [...headline, ...detail]
  const scale = moneyScale(
    lines.flatMap((line) => Object.values(line.cells).map((cell) => cell.value)),
    'SGD',
  )
  return {
    years: columns,
    bank: false,
    lines,
    unit: { divisor: Math.min(scale.divisor, 1e6), currency: 'SGD' },
  }
}
