import { z } from 'zod/mini'

/** `/v2/subsectors/` and `/v2/sgx/subsectors/`: note `subsector` here, `sub_sector` as a request parameter. */
export const subsectorsResponse = z.array(z.object({ sector: z.string(), subsector: z.string() }))
export const industriesResponse = z.array(z.object({ subsector: z.string(), industry: z.string() }))
export const subindustriesResponse = z.array(z.object({ industry: z.string(), sub_industry: z.string() }))
