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
