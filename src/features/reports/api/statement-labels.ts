import type { ReportsKey } from '../text'

/**
 * The statement lines the yearly and the quarterly statements both show, by the same keys and in the same words, so
 * that a line reads alike in both tables. Each table's own type checks that it has every key listed here. A line's
 * label is its message in the reports' catalogue, `line.<key>` (the typecheck fails for a key without one).
 */
export const line = <Key extends string>(key: Key & (`line.${Key}` extends ReportsKey ? unknown : never)) => ({
  key,
  label: `line.${key}` as const,
})

/** An ordinary company's income statement, in reading order. */
export const COMPANY_INCOME = [
  line('revenue'), line('cost_of_revenue'), line('gross_profit'),
  line('operating_expense'), line('operating_pnl'),
  line('ebitda'), line('earnings_before_tax'), line('tax'),
  line('earnings'),
] // prettier-ignore

/** A bank's income statement: interest income instead of gross profit. */
export const BANK_INCOME = [
  line('interest_income'), line('interest_expense'),
  line('net_interest_income'), line('non_interest_income'),
  line('operating_expense'), line('provision'),
  line('earnings_before_tax'), line('tax'), line('earnings'),
] // prettier-ignore

/** A bank's balance sheet: loans and deposits instead of current items. */
export const BANK_BALANCE = [
  line('total_assets'), line('gross_loan'), line('net_loan'),
  line('total_deposit'), line('current_account'),
  line('savings_account'), line('time_deposit'),
  line('total_liabilities'), line('total_equity'),
] // prettier-ignore
