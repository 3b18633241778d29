import type { z } from 'zod/mini'
import type { ParameterSpec } from './parameters'

/** The groups of the reference page, in its order. */
export const TAGS = [
  { name: 'Company screener', description: 'IDX and SGX companies filtered with `where`, or asked in words with `q`.' },
  { name: 'Reports', description: 'One company, or one IDX sub-sector, section by section.' },
  { name: 'Prices', description: 'Daily closes of a company, an index or the whole IDX market.' },
  { name: 'Rankings', description: 'Movers, leaders and the most traded stocks.' },
  { name: 'Financials', description: 'Quarterly statements of IDX companies.' },
  { name: 'Market', description: 'Free float and listing performance.' },
  { name: 'Mining', description: "Indonesia's mining licence auctions." },
  { name: 'Helper lists', description: 'The slugs other endpoints take: classifications and tags.' },
  { name: 'Version 1', description: 'The one v1 endpoint still served here (the real service answers 410 for v1).' },
] as const
export type Tag = (typeof TAGS)[number]['name']

/** Values found in the demo market at the time the document is built, for the examples' requests. */
export interface DemoSamples {
  /** an IDX ticker without its suffix (`BBCA`) */
  idx: string
  /** the IDX company listed last: its listing performance is known */
  newest: string
  /** an SGX ticker (`D05`) */
  sgx: string
  wiupCode: string
}

/** One documented operation: what a client sends, what it gets back, and how it is refused. */
export interface Endpoint {
  /** the real service's path template (`/v2/company/report/{symbol}/`) */
  readonly path: string
  /** the real service's operationId, so that generated clients name their methods alike */
  readonly operationId: string
  readonly tag: Tag
  readonly summary: string
  readonly description?: string
  readonly parameters: readonly ParameterSpec[]
  /** the schema of the 200 answer, from `shared/api`, and the component name it is documented under */
  readonly answer: { readonly name: string; readonly schema: z.core.$ZodType; readonly description: string }
  /** which of the three error shapes the endpoint's own refusals take */
  readonly errorShape: 'screener' | 'endpoint'
  /** the endpoint's own refusals: a bad parameter (400), a symbol or code that does not exist (404) */
  readonly refusals: readonly (400 | 404)[]
  /** the request on the demo market whose answer is the documented example */
  readonly example: (samples: DemoSamples) => string
  readonly deprecated?: boolean
}
