import { both, current, metric, metricOnBoth, yearly } from './metric-fields'
import type { Metric } from './metric-fields'
import { MARKET_METRICS } from './price-metrics'

export type { Metric, MetricFields } from './metric-fields'

/**
 * Metrics by the names people use: the accounts' lines and ratios here, the market's (price changes, highs and
 * lows) in price-metrics.ts. See metric-fields.ts for what `current` and `yearly` mean.
 */
const ACCOUNT_METRICS: readonly Metric[] = [
  metricOnBoth(
    'market_cap',
    'Market cap',
    'market cap|market caps|market capitalisation|market capitalization|mcap|mkt cap|mkt caps|mkt capitalisation|mkt capitalization|market value|size|cap|capitalisation|capitalization',
    current('market_cap'),
  ),
  metricOnBoth(
    'revenue',
    'Revenue',
    'revenue|revenues|sales|net sales|turnover|top line|total revenue',
    yearly('revenue'),
  ),
  metricOnBoth(
    'earnings',
    'Net income',
    'earnings|net income|profit|profits|net profit|net profits|net earnings|bottom line',
    yearly('earnings'),
  ),
  metric(
    'pe',
    'P/E',
    'pe|p/e|per|price to earnings|price earnings|price/earnings|pe ratio|p/e ratio|per ratio|price to earnings ratio|' +
      'price earnings ratio|trailing pe|trailing p/e|pe ttm|p/e ttm|earnings multiple',
    both('pe_ttm', 'pe'),
    current('pe'),
  ),
  metric(
    'pb',
    'P/B',
    'pb|p/b|pbv|p/bv|price to book|price/book|price to book value|price book|pb ratio|p/b ratio|pbv ratio',
    both('pb_mrq', 'pb'),
    current('pb'),
  ),
  metric(
    'ps',
    'P/S',
    'ps|p/s|price to sales|price/sales|price sales|ps ratio|p/s ratio',
    both('ps_ttm', 'ps'),
    current('ps'),
  ),
  metric(
    'dividend_yield',
    'Dividend yield',
    'dividend yield|dividend yields|yield|yields|div yield|dy|dividend|dividends|yld|div yld|dividend yld|dvd yld',
    both('yield_ttm', 'total_yield'),
    both('forward_dividend_yield', 'total_yield'),
  ),
  metric('forward_yield', 'Forward dividend yield', 'forward yield|forward dividend yield', null, {
    current: 'forward_dividend_yield',
  }),
  metric('roe', 'ROE', 'roe|return on equity|roe ttm', both('roe_ttm', 'roe'), null),
  metric('roa', 'ROA', 'roa|return on assets|roa ttm', both('roa_ttm', 'roa'), null),
  metric(
    'net_margin',
    'Net margin',
    'margin|margins|net margin|net margins|profit margin|profit margins|net profit margin',
    yearly('net_profit_margin'),
    current('net_profit_margin'),
  ),
  metric(
    'gross_margin',
    'Gross margin',
    'gross margin|gross margins|gross profit margin',
    yearly('gross_profit_margin'),
    current('gross_margin'),
  ),
  metric(
    'operating_margin',
    'Operating margin',
    'operating margin|operating margins|operating profit margin|ebit margin',
    yearly('operating_profit_margin'),
    current('operating_margin'),
  ),
  metricOnBoth(
    'employees',
    'Employees',
    'employees|employee|employess|headcount|staff|staff count|workers|workforce|employee count|number of employees',
    current('employee_num'),
  ),
  metricOnBoth(
    'price',
    'Share price',
    'price|prices|share price|share prices|stock price|last price|closing price|close price|last close|px|last px',
    current('last_close_price'),
  ),
  metric('eps', 'EPS', 'eps|earnings per share', yearly('eps'), current('eps')),
  metric('total_assets', 'Total assets', 'assets|asset|total assets', yearly('total_assets'), yearly('total_asset')),
  metric('debt', 'Total debt', 'debt|debts|total debt|borrowings', yearly('total_debt'), null),
  metric('net_debt', 'Net debt', 'net debt', yearly('net_debt'), null),
  metricOnBoth('liabilities', 'Total liabilities', 'liabilities|total liabilities', yearly('total_liabilities')),
  metricOnBoth(
    'equity',
    'Total equity',
    'equity|total equity|shareholders equity|shareholder equity|stockholders equity|book value',
    yearly('total_equity'),
  ),
  metricOnBoth('free_cash_flow', 'Free cash flow', 'free cash flow|free cashflow|fcf', yearly('free_cash_flow')),
  metricOnBoth(
    'operating_cash_flow',
    'Operating cash flow',
    'operating cash flow|operating cashflow|cash flow from operations|ocf',
    yearly('operating_cash_flow'),
  ),
  metricOnBoth(
    'dividend_per_share',
    'Dividend per share',
    'dividend per share|dividends per share|dps',
    both('dividend_ttm', 'total_dividend'),
  ),
  metric('esg', 'ESG risk score', 'esg|esg score|esg risk|esg risk score|esg rating', current('esg_score'), null),
  metric('free_float', 'Free float', 'free float|freefloat|float|public float', current('free_float'), null),
  metric(
    'debt_to_equity',
    'Debt to equity',
    'debt to equity|debt equity|debt/equity|d/e|der|debt to equity ratio|gearing',
    both('der_mrq', 'debt_to_equity_ratio'),
    current('debt_to_equity'),
  ),
  metricOnBoth('ebitda', 'EBITDA', 'ebitda', yearly('ebitda')),
  metricOnBoth('ebit', 'EBIT', 'ebit', yearly('ebit')),
  metric(
    'operating_profit',
    'Operating profit',
    'operating profit|operating income',
    yearly('operating_pnl'),
    yearly('operating_income'),
  ),
  metric('gross_profit', 'Gross profit', 'gross profit|gross income', yearly('gross_profit'), yearly('gross_income')),
  metricOnBoth(
    'payout_ratio',
    'Payout ratio',
    'payout ratio|payout|dividend payout|dividend payout ratio',
    current('payout_ratio'),
  ),
  metric('forward_pe', 'Forward P/E', 'forward pe|forward p/e|forward price to earnings', current('forward_pe'), null),
  metric('net_interest_margin', 'Net interest margin', 'net interest margin|nim', yearly('net_interest_margin'), null),
  metric('current_ratio', 'Current ratio', 'current ratio', yearly('current_ratio'), current('current_ratio')),
  metric(
    'cash',
    'Cash',
    'cash|cash and equivalents|cash and cash equivalents|cash balance',
    yearly('cash_and_equivalents'),
    null,
  ),
  metricOnBoth(
    'capex',
    'Capital expenditure',
    'capex|capital expenditure|capital expenditures',
    yearly('capital_expenditure'),
  ),
  metric(
    'interest_coverage',
    'Interest coverage',
    'interest coverage|interest coverage ratio|interest cover|interest cover ratio|icr',
    yearly('interest_coverage_ratio'),
    null,
  ),
  metric(
    'ev_ebitda',
    'EV/EBITDA',
    'ev/ebitda|ev to ebitda|enterprise value to ebitda',
    yearly('enterprise_to_ebitda'),
    null,
  ),
  metric('peg', 'PEG', 'peg|peg ratio', yearly('peg'), null),
  metric(
    'loan_to_deposit',
    'Loan to deposit ratio',
    'ldr|loan to deposit|loan to deposit ratio',
    yearly('loan_to_deposit_ratio'),
    null,
  ),
  metric(
    'capital_adequacy',
    'Capital adequacy ratio',
    'capital adequacy|capital adequacy ratio',
    yearly('capital_adequacy_ratio'),
    null,
  ),
  metric('casa', 'CASA ratio', 'casa|casa ratio|rasio casa|dana murah', yearly('casa_ratio'), null),
  metric(
    'dar',
    'Debt to assets',
    'dar|debt to assets|debt to asset|debt/assets|debt to asset ratio|debt to assets ratio|rasio utang terhadap aset',
    both('dar_mrq', 'debt_to_asset_ratio'),
    null,
  ),
  metric(
    'npl',
    'Non-performing loans',
    'npl|npls|non performing loans|non performing loan|bad loans|kredit macet',
    yearly('non_performing_loan'),
    null,
  ),
  metric(
    'premium_income',
    'Premium income',
    'premium income|premiums|gross premiums|pendapatan premi|premi',
    yearly('premium_income'),
    null,
  ),
  metricOnBoth(
    'deposits',
    'Total deposits',
    'deposits|total deposits|total deposit|customer deposits|customer deposit|dana pihak ketiga|dpk|simpanan',
    yearly('total_deposit'),
  ),
  metricOnBoth(
    'loans',
    'Gross loans',
    'loans|gross loans|total loans|loan book|kredit|total kredit|penyaluran kredit|kredit bruto',
    yearly('gross_loan'),
  ),
]

export const METRICS: readonly Metric[] = [...ACCOUNT_METRICS, ...MARKET_METRICS]

/** Valuation multiples mean nothing below zero (a loss-maker's P/E): ranked lowest first or capped, positives only. */
const POSITIVE_ONLY = new Set(['pe', 'pb', 'ps', 'ev_ebitda', 'peg', 'forward_pe'])
/** Debt ratios below zero come from negative equity, the opposite of low debt: zero and above only. */
const NON_NEGATIVE = new Set(['debt_to_equity', 'dar'])
/**
 * Debt ratios are also written as a percentage ("DAR < 30%", "DER di bawah 50%"): a percent there is the fraction,
 * where a percent of a valuation multiple ("P/E below 5%") fits nothing and is refused.
 */
export function takesPercent(metric: Metric): boolean {
  return NON_NEGATIVE.has(metric.id)
}
/** Where a lower value is the better one: "sorted by" these lists the lowest first. */
const LOWER_FIRST = new Set([...POSITIVE_ONLY, ...NON_NEGATIVE, 'esg'])

/** The condition that keeps a metric's meaningless values out when the lowest values are asked for. */
export function floorOf(metric: Metric): '>' | '>=' | null {
  if (POSITIVE_ONLY.has(metric.id)) return '>'
  return NON_NEGATIVE.has(metric.id) ? '>=' : null
}

/** The order "sorted by" a metric means without a direction: the better values first. */
export function naturallyDescending(metric: Metric): boolean {
  return !LOWER_FIRST.has(metric.id)
}

/** The metric a ranking word means when the question names none: market cap for "top", P/E for "cheapest". */
export function metricById(id: string): Metric {
  const found = METRICS.find((candidate) => candidate.id === id)
  if (found === undefined) throw new Error(`no metric '${id}'`)
  return found
}
