/**
 * The statement lines the yearly and the quarterly statements both show, by the same keys and in the same words, so
 * that a line reads alike in both tables. Each table's own type checks that it has every key listed here.
 */
const line = <Key extends string>(key: Key, label: string) => ({ key, label })

/** An ordinary company's income statement, in reading order. */
export const COMPANY_INCOME = [
  line('revenue', 'Revenue'), line('cost_of_revenue', 'Cost of revenue'), line('gross_profit', 'Gross profit'),
  line('operating_expense', 'Operating expenses'), line('operating_pnl', 'Operating profit'),
  line('ebitda', 'EBITDA'), line('earnings_before_tax', 'Pre-tax income'), line('tax', 'Income tax'),
  line('earnings', 'Net income'),
] // prettier-ignore

/** A bank's income statement: interest income instead of gross profit. */
export const BANK_INCOME = [
  line('interest_income', 'Interest income'), line('interest_expense', 'Interest expense'),
  line('net_interest_income', 'Net interest income'), line('non_interest_income', 'Non-interest income'),
  line('operating_expense', 'Operating expenses'), line('provision', 'Loan-loss provisions'),
  line('earnings_before_tax', 'Pre-tax income'), line('tax', 'Income tax'), line('earnings', 'Net income'),
] // prettier-ignore

/** A bank's balance sheet: loans and deposits instead of current items. */
export const BANK_BALANCE = [
  line('total_assets', 'Total assets'), line('gross_loan', 'Gross loans'), line('net_loan', 'Net loans'),
  line('total_deposit', 'Total deposits'), line('current_account', 'Current accounts'),
  line('savings_account', 'Savings accounts'), line('time_deposit', 'Time deposits'),
  line('total_liabilities', 'Total liabilities'), line('total_equity', 'Total equity'),
] // prettier-ignore
