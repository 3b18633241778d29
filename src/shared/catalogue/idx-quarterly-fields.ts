import type { Def } from './define'
import { idxYearlyFields } from './idx-yearly-fields'

/**
 * The statement lines the real service publishes per quarter, as `<yearly name>_q`. Flow items (income and cash
 * flow) are the quarter's own amount, so a year's four quarters add up to the yearly value; balance items are
 * the quarter-end position, so Q4 equals the year end.
 */
export const QUARTERLY_FLOW_LINES = [
  'revenue', 'earnings', 'gross_profit', 'operating_pnl', 'ebit', 'ebitda', 'earnings_before_tax', 'tax',
  'cost_of_revenue', 'interest_income', 'premium_expense', 'interest_expense', 'operating_expense',
  'non_operating_income_or_loss', 'interest_expense_non_operating', 'realized_capital_goods_investment',
  'net_premium_income', 'provision', 'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow',
  'net_interest_income', 'non_interest_income', 'free_cash_flow', 'premium_income', 'capital_expenditure',
] as const // prettier-ignore

export const QUARTERLY_BALANCE_LINES = [
  'net_loan', 'time_deposit', 'total_deposit', 'current_account', 'savings_account',
  'non_interest_bearing_liabilities', 'other_interest_bearing_liabilities', 'total_assets', 'current_assets',
  'total_liabilities', 'allowance_for_loans', 'current_liabilities', 'non_current_liabilities', 'total_equity',
  'total_debt', 'cash_only', 'gross_loan', 'total_cash_and_due_from_banks',
] as const // prettier-ignore

export type QuarterlyLine = (typeof QUARTERLY_FLOW_LINES)[number] | (typeof QUARTERLY_BALANCE_LINES)[number]
type QuarterlyName = `${QuarterlyLine}_q`

const yearlyDefinition = (line: QuarterlyLine) => {
  const definition = idxYearlyFields.find((field) => field.name === line)
  if (definition === undefined) throw new Error(`quarterly line '${line}' has no yearly field`)
  return definition
}

const quarterly = (line: QuarterlyLine): Def<QuarterlyName, 'number'> => {
  const { unit, group } = yearlyDefinition(line)
  return {
    name: `${line}_q`,
    type: 'number',
    unit,
    yearly: false,
    quarterly: true,
    group,
  }
}

/** The 44 IDX quarterly fields, written `field_q[Qn-YYYY]`. Money in IDR. */
export const idxQuarterlyFields = [
  ...QUARTERLY_FLOW_LINES.map((line) => quarterly(line)),
  ...QUARTERLY_BALANCE_LINES.map((line) => quarterly(line)),
]

/** The yearly line a quarterly field reports (`revenue_q` → `revenue`). */
export const quarterlyLineOf = (name: string): string => name.replace(/_q$/, '')

/** Whether a quarterly field's line is a flow (the quarter's own amount) or a balance (the quarter-end position). */
export function quarterlyKind(name: string): 'flow' | 'balance' | undefined {
  const line = quarterlyLineOf(name)
  if (line === name) return undefined
  if ((QUARTERLY_FLOW_LINES as readonly string[]).includes(line)) return 'flow'
  return (QUARTERLY_BALANCE_LINES as readonly string[]).includes(line) ? 'balance' : undefined
}
