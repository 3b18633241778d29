import { z } from 'zod/mini'
import { integer } from './shape'
export * from './requests/credits'

/**
 * `GET /api/credits`: today's Sectors API credits, for the dashboard's header. `live` is false in demo mode, where
 * nothing costs credits.
 */
export const creditsToday = z.union([
  z.object({ live: z.literal(false) }),
  z.object({
    live: z.literal(true),
    /** the UTC day counted */
    day: z.string(),
    /** spent today by every server sharing the ledger (or by this one alone) */
    spent_today: integer,
    /** SECTORS_DAILY_CREDITS, or null for no ceiling */
    daily_limit: z.nullable(integer),
    /** what this server's cache saved today */
    saved_today: integer,
  }),
])
export type CreditsToday = z.infer<typeof creditsToday>

/**
 * `GET /api/credits/cost?path=/v2/...&path=...`: what asking for each API path would cost now, without asking:
 * nothing when a fresh answer is cached, else its credits. In demo mode every path is free.
 */
export const costEstimates = z.object({
  live: z.boolean(),
  costs: z.array(z.object({ path: z.string(), cached: z.boolean(), credits: integer })),
})
export type CostEstimates = z.infer<typeof costEstimates>
