import { z } from 'zod/mini'

/**
 * `/v2/free-float/?sub_sector=banks`: each IDX company's free float (the "Public" holder's share), highest first,
 * over the companies of exactly one classification (none, or several, is refused with 400).
 */
export const FREE_FLOAT_FILTERS = ['sector', 'sub_sector', 'industry', 'sub_industry'] as const
export type FreeFloatFilter = (typeof FREE_FLOAT_FILTERS)[number]

export const freeFloatRow = z.object({
  symbol: z.string(),
  company_name: z.string(),
  /** a decimal: 0.45 is 45% */
  free_float: z.number(),
})
export type FreeFloatRow = z.infer<typeof freeFloatRow>

export const freeFloatResponse = z.array(freeFloatRow)

/** `/v2/free-float/?sub_sector=banks` */
export const freeFloatPath = (filter: { level: FreeFloatFilter; slug: string }): string =>
  `/v2/free-float/?${filter.level}=${encodeURIComponent(filter.slug)}`
