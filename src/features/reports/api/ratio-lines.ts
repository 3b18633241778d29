import type { IdxReport } from '../../../shared/api/idx-report'
import type { ReportsKey } from '../text'

type RatioYear = NonNullable<IdxReport['financials']>['historical_financial_ratio'][number]

/** One ratio over the years: `kind` says how to format it. */
export interface RatioLine {
  id: string
  label: ReportsKey
  kind: 'percent' | 'ratio'
  cells: Record<string, number | null>
}

interface RatioDef {
  id: string
  label: ReportsKey
  kind: 'percent' | 'ratio'
  pick: (year: RatioYear) => number | null
}

/** The returns and the net margin read alike for a bank and any other company. */
const RETURN_ON_EQUITY: RatioDef = { id: 'roe', label: 'ratio.roe', kind: 'percent', pick: (y) => y.profitability.roe } // prettier-ignore
const RETURN_ON_ASSETS: RatioDef = { id: 'roa', label: 'ratio.roa', kind: 'percent', pick: (y) => y.profitability.roa } // prettier-ignore
const NET_MARGIN: RatioDef = { id: 'npm', label: 'ratio.npm', kind: 'percent', pick: (y) => y.profitability.net_profit_margin } // prettier-ignore

const COMPANY_RATIOS: readonly RatioDef[] = [
  RETURN_ON_EQUITY,
  RETURN_ON_ASSETS,
  { id: 'gpm', label: 'ratio.gpm', kind: 'percent', pick: (y) => y.profitability.gross_profit_margin },
  { id: 'opm', label: 'ratio.opm', kind: 'percent', pick: (y) => y.profitability.operating_profit_margin },
  NET_MARGIN,
  { id: 'de', label: 'ratio.de', kind: 'ratio', pick: (y) => y.leverage.debt_to_equity_ratio },
  { id: 'cr', label: 'ratio.cr', kind: 'ratio', pick: (y) => y.liquidity.current_ratio },
  { id: 'ic', label: 'ratio.ic', kind: 'ratio', pick: (y) => y.leverage.interest_coverage_ratio },
]

/** A bank is judged on its funding, lending and capital, not on a current ratio. */
const BANK_RATIOS: readonly RatioDef[] = [
  RETURN_ON_EQUITY,
  RETURN_ON_ASSETS,
  { id: 'nim', label: 'ratio.nim', kind: 'percent', pick: (y) => y.profitability.net_interest_margin },
  { id: 'cir', label: 'ratio.cir', kind: 'percent', pick: (y) => y.profitability.cost_to_income_ratio },
  { id: 'ldr', label: 'ratio.ldr', kind: 'percent', pick: (y) => y.liquidity.loan_to_deposit_ratio },
  { id: 'casa', label: 'ratio.casa', kind: 'percent', pick: (y) => y.liquidity.casa_ratio },
  { id: 'car', label: 'ratio.car', kind: 'percent', pick: (y) => y.capital.capital_adequacy_ratio },
  NET_MARGIN,
]

/** Ratios as lines × fiscal years (latest first), the bank set for a bank. */
export function ratioTable(report: IdxReport, bank: boolean): { years: string[]; lines: RatioLine[] } {
  const years = [...(report.financials?.historical_financial_ratio ?? [])].sort((a, b) => b.year.localeCompare(a.year))
  const lines = (bank ? BANK_RATIOS : COMPANY_RATIOS).map(({ id, label, kind, pick }) => ({
    id,
    label,
    kind,
    cells: Object.fromEntries(years.map((year) => [year.year, pick(year)])),
  }))
  return { years: years.map((year) => year.year), lines }
}
