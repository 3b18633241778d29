/**
 * What the dashboard asks the quarterly financials with: paths, parameter values, limits. No schema here: the schemas are in
 * ../quarterly-financials.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/** `/v2/financials/quarterly/BBCA/?n_quarters=8` (with `report_date` and `approx` when given). */
export const quarterlyFinancialsPath = (
  ticker: string,
  options: { reportDate?: string; approx?: boolean; nQuarters?: number } = {},
): string => {
  const query = new URLSearchParams()
  if (options.reportDate !== undefined) query.set('report_date', options.reportDate)
  if (options.approx !== undefined) query.set('approx', String(options.approx))
  if (options.nQuarters !== undefined) query.set('n_quarters', String(options.nQuarters))
  const text = query.toString()
  return `/v2/financials/quarterly/${encodeURIComponent(ticker)}/${text === '' ? '' : `?${text}`}`
}

/** `/v2/company/get_quarterly_financial_dates/BBCA/` */
export const quarterlyFinancialDatesPath = (ticker: string): string =>
  `/v2/company/get_quarterly_financial_dates/${encodeURIComponent(ticker)}/`
