import { z } from 'zod/mini'
import { COMPANY_SORT_KEYS } from './requests/companies'

export * from './requests/companies'

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
export type CompanyListResponse = z.infer<typeof companyListResponse>
