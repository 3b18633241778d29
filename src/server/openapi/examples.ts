import { auctionsResponse } from '../../shared/api/auctions'
import { screenerResponse } from '../../shared/api/screener'
import type { DemoSamples } from './endpoint'
import { ENDPOINTS, type Example } from './document'
import { idxTicker } from '../../shared/ticker'

/** How many items of each list an example keeps: enough to show the shape, not the whole answer. */
const LIST_ITEMS = 2

/** An answer cut down for the document: every list to its first items. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS).map(shortened)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]))
  return value
}

/** Asks the embedded service (no key, no guards): `api.request` of api-app.ts. */
export type AskService = (request: string) => Response | Promise<Response>

async function answerOf(api: AskService, request: string): Promise<unknown> {
  const response = await api(request)
  if (!response.ok) throw new Error(`the demo market answered ${String(response.status)} to ${request}`)
  return response.json()
}

/** The largest IDX bank, the newest IDX listing, the largest SGX company and the latest auction: requests the demo market answers. */
export async function demoSamples(api: AskService): Promise<DemoSamples> {
  const bank = screenerResponse.parse(
    await answerOf(
      api,
      `/v2/companies/?where=${encodeURIComponent("sub_sector = 'banks'")}&order_by=-market_cap&limit=1`,
    ),
  ).results[0]
  const sgx = screenerResponse.parse(await answerOf(api, '/v2/sgx/companies/?order_by=-market_cap&limit=1')).results[0]
  const listed = screenerResponse.parse(await answerOf(api, '/v2/companies/?order_by=-listing_date&limit=1')).results[0]
  const auction = auctionsResponse.parse(await answerOf(api, '/v2/mining/license-auctions/?limit=1')).results[0]
  if (bank === undefined || sgx === undefined || listed === undefined || auction === undefined)
    throw new Error('the demo market is empty')
  return { idx: idxTicker(bank.symbol), newest: idxTicker(listed.symbol), sgx: sgx.symbol, wiupCode: auction.wiup_code }
}

/** Each endpoint's example: the embedded service's answer to its example request, keyed by operationId. */
export async function demoExamples(api: AskService): Promise<Map<string, Example>> {
  const samples = await demoSamples(api)
  const examples = new Map<string, Example>()
  for (const endpoint of ENDPOINTS) {
    const request = endpoint.example(samples)
    examples.set(endpoint.operationId, { request, body: shortened(await answerOf(api, request)) })
  }
  return examples
}
