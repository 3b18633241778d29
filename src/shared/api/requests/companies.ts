/**
 * What the dashboard asks `/v1/companies/` with: paths, parameter values, limits. No schema here: the schemas are in
 * ../companies.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/** `sort_by` values of `/v1/companies/`, in the order the real error message lists them. */
export const COMPANY_SORT_KEYS = [
  'market_cap',
  'dividend_yield',
  'total_dividend',
  'revenue',
  'earnings',
  'pb',
  'pe',
  'ps',
  'symbol',
  'company_name',
] as const
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number]

/** The parameters `/v1/companies/` accepts. */
export const COMPANIES_V1_PARAMETERS = ['sub_sector', 'sub_industry', 'sort_by', 'desc'] as const

export const companiesV1Path = '/v1/companies/'

/** The v1 list's query: the values given, in the order of COMPANIES_V1_PARAMETERS (`desc` only when true). */
export function companiesV1QueryString(request: {
  sub_sector?: string
  sub_industry?: string
  sort_by?: string
  desc?: boolean
}): string {
  const params = new URLSearchParams()
  for (const name of COMPANIES_V1_PARAMETERS) {
    const value = request[name]
    if (value === undefined || value === false || value === '') continue
    params.set(name, String(value))
  }
  return params.toString()
}
