import { z } from 'zod/mini'

/** `/v2/subsectors/` and `/v2/sgx/subsectors/`: note `subsector` here, `sub_sector` as a request parameter. */
export const subsectorsResponse = z.array(z.object({ sector: z.string(), subsector: z.string() }))
export const industriesResponse = z.array(z.object({ subsector: z.string(), industry: z.string() }))
export const subindustriesResponse = z.array(z.object({ industry: z.string(), sub_industry: z.string() }))

export const subsectorsPath = '/v2/subsectors/'
export const industriesPath = '/v2/industries/'
export const subindustriesPath = '/v2/subindustries/'
export const sgxSubsectorsPath = '/v2/sgx/subsectors/'

/** `/v2/tags/`: the IDX news and filings tag slugs, a bare array in alphabetical order. */
export const tagsResponse = z.array(z.string())
/** `/v2/sgx/tags/`: the SGX news tag slugs, sorted, inside an object (unlike the IDX list). */
export const sgxTagsResponse = z.object({ tags: z.array(z.string()) })
/** `/v2/sgx/sectors/`: SGX sector slugs, a bare array. */
export const sgxSectorsResponse = z.array(z.string())

export const tagsPath = '/v2/tags/'
export const sgxTagsPath = '/v2/sgx/tags/'
export const sgxSectorsPath = '/v2/sgx/sectors/'
