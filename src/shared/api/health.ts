import { z } from 'zod'

/** `/healthz`: whether the server is up, where its answers come from, and what demo data it holds. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  mode: z.enum(['demo', 'upstream']),
  /** what the dashboard's badge shows: "Demo data" or the upstream host */
  source_label: z.string(),
  /** the embedded demo market, which serves the keyed API in every mode */
  demo: z.object({
    label: z.string(),
    seed: z.number().int(),
    scale: z.number(),
    as_of: z.string(),
    counts: z.object({
      idx_companies: z.number().int(),
      sgx_companies: z.number().int(),
      auctions: z.number().int(),
    }),
  }),
})
export type HealthResponse = z.infer<typeof healthResponse>
