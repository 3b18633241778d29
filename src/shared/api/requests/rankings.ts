/**
 * What the dashboard asks the rankings with: paths, parameter values, limits. No schema here: the schemas are in
 * ../rankings.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
export const TOP_CHANGE_CLASSIFICATIONS = ['top_gainers', 'top_losers'] as const
export type TopChangeClassification = (typeof TOP_CHANGE_CLASSIFICATIONS)[number]
export const TOP_CHANGE_PERIODS = ['1d', '7d', '14d', '30d', '365d'] as const
export type TopChangePeriod = (typeof TOP_CHANGE_PERIODS)[number]

export const SGX_TOP_CLASSIFICATIONS = ['dividend_yield', 'revenue', 'earnings', 'market_cap', 'pe'] as const
export type SgxTopClassification = (typeof SGX_TOP_CLASSIFICATIONS)[number]

/** Query text from the values given (lists comma-joined), leaving out what is undefined. */
function queryText(values: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue
    params.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = params.toString().replaceAll('%2C', ',')
  return text === '' ? '' : `?${text}`
}

export interface TopChangesRequest {
  classifications?: readonly TopChangeClassification[]
  periods?: readonly TopChangePeriod[]
  n_stock?: number
  min_mcap_billion?: number
  sub_sector?: string
}
/** `/v2/companies/top-changes/?classifications=top_gainers&periods=1d,7d&n_stock=5` */
export const topChangesPath = (request: TopChangesRequest = {}): string =>
  `/v2/companies/top-changes/${queryText({ ...request })}`

export interface SgxTopRequest {
  classifications?: readonly SgxTopClassification[]
  n_stock?: number
  sector?: string
  min_mcap_million?: number
}
/** `/v2/sgx/companies/top/?classifications=market_cap,pe&n_stock=5` */
export const sgxTopPath = (request: SgxTopRequest = {}): string => `/v2/sgx/companies/top/${queryText({ ...request })}`

export interface MostTradedRequest {
  start?: string
  end?: string
  n_stock?: number
  adjusted?: boolean
  sub_sector?: string
}
/** `/v2/most-traded/?start=2026-11-02&end=2026-11-20&n_stock=5&adjusted=true` */
export const mostTradedPath = (request: MostTradedRequest = {}): string =>
  `/v2/most-traded/${queryText({ ...request })}`
