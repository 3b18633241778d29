/**
 * The whole contract is written in zod/mini, not classic zod, for the dashboard's bundle budget: the dashboard parses
 * every response with these schemas, and a classic schema carries every method, so none of zod tree-shakes away
 * (about 24 KB gzip of the JavaScript /screener loads; with zod/mini, about 8 KB).
 */
import { z } from 'zod/mini'
import { integer } from './shape'

/** The pagination object of every v2 list response. */
export const pagination = z.object({
  total_count: integer,
  showing: integer,
  limit: integer,
  offset: integer,
  has_next: z.boolean(),
  has_previous: z.boolean(),
  next_offset: z.nullable(integer),
  previous_offset: z.nullable(integer),
})
export type Pagination = z.infer<typeof pagination>

/** A v2 list envelope: `{ results, pagination }`. */
export const page = <T extends z.ZodMiniType>(row: T) => z.object({ results: z.array(row), pagination })

/**
 * The pagination arithmetic of the real service: `next_offset` when more rows follow, `previous_offset` (never
 * below 0) when the page does not start at the first row.
 */
export function paginate(totalCount: number, limit: number, offset: number, showing: number): Pagination {
  const hasNext = offset + showing < totalCount
  const hasPrevious = offset > 0
  return {
    total_count: totalCount,
    showing,
    limit,
    offset,
    has_next: hasNext,
    has_previous: hasPrevious,
    next_offset: hasNext ? offset + limit : null,
    previous_offset: hasPrevious ? Math.max(0, offset - limit) : null,
  }
}
