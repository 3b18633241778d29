/**
 * What the dashboard asks the helper lists with: paths, parameter values, limits. No schema here: the schemas are in
 * ../helper-lists.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
export const subsectorsPath = '/v2/subsectors/'
export const industriesPath = '/v2/industries/'
export const subindustriesPath = '/v2/subindustries/'
export const sgxSubsectorsPath = '/v2/sgx/subsectors/'

export const tagsPath = '/v2/tags/'
export const sgxTagsPath = '/v2/sgx/tags/'
export const sgxSectorsPath = '/v2/sgx/sectors/'
