import { z } from 'zod/mini'

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

/** A blank value means the parameter's default, as a form sends the fields left empty. */
const textOrDefault = z.pipe(
  z.optional(z.string()),
  z.transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim())),
)

/**
 * The v1 list's query string. Which of `sub_sector` / `sub_industry` is required, and whether the slug exists, are
 * judged by the endpoint against the taxonomy; `desc` takes only true or false here, in any case.
 */
export const companiesV1Query = z.object({
  sub_sector: textOrDefault,
  sub_industry: textOrDefault,
  sort_by: z.pipe(textOrDefault, z._default(z.enum(COMPANY_SORT_KEYS), 'symbol')),
  desc: z.pipe(
    textOrDefault,
    z._default(
      z.pipe(
        z.string().check(z.toLowerCase()),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ),
      false,
    ),
  ),
})
export type CompaniesV1Query = z.infer<typeof companiesV1Query>

/** One row of the v1 sub-sector / sub-industry company list. */
export const companyListItem = z.object({
  symbol: z.string(),
  company_name: z.string(),
  /** the value sorted on: a number for metrics (null when missing), text for symbol and company_name */
  sorted_by: z.union([z.number(), z.string(), z.null()]),
})
export type CompanyListItem = z.infer<typeof companyListItem>

/** v1 answers a bare array: no envelope, no pagination. */
export const companyListResponse = z.array(companyListItem)

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
