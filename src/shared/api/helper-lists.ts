import { z } from 'zod/mini'
export * from './requests/helper-lists'

/** `/v2/subsectors/` and `/v2/sgx/subsectors/`: note `subsector` here, `sub_sector` as a request parameter. */
export const subsectorsResponse = z.array(z.object({ sector: z.string(), subsector: z.string() }))
export type SubsectorsResponse = z.infer<typeof subsectorsResponse>
export const industriesResponse = z.array(z.object({ subsector: z.string(), industry: z.string() }))
export type IndustriesResponse = z.infer<typeof industriesResponse>
export const subindustriesResponse = z.array(z.object({ industry: z.string(), sub_industry: z.string() }))
export type SubindustriesResponse = z.infer<typeof subindustriesResponse>

/** `/v2/tags/`: the IDX news and filings tag slugs, a bare array in alphabetical order. */
export const tagsResponse = z.array(z.string())
/** `/v2/sgx/tags/`: the SGX news tag slugs, sorted, inside an object (unlike the IDX list). */
export const sgxTagsResponse = z.object({ tags: z.array(z.string()) })
/** `/v2/sgx/sectors/`: SGX sector slugs, a bare array. */
export const sgxSectorsResponse = z.array(z.string())
