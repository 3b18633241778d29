import { z } from 'zod/mini'

/** `/healthz`: whether the server is up, where its answers come from, and what demo data it holds. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  mode: z.enum(['demo', 'upstream']),
  /** what the dashboard's badge shows: "Demo data" or the upstream host */
  source_label: z.string(),
  /** the embedded demo market, which serves the keyed API in every mode */
  demo: z.object({
    label: z.string(),
    seed: z.number().check(z.int()),
    scale: z.number(),
    as_of: z.string(),
    counts: z.object({
      idx_companies: z.number().check(z.int()),
      sgx_companies: z.number().check(z.int()),
      auctions: z.number().check(z.int()),
    }),
  }),
})
export type HealthResponse = z.infer<typeof healthResponse>
