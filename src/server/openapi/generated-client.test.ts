import createClient from 'openapi-fetch'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'
import { createTestServer, TEST_KEY } from '../testing/harness'
import { serveOverSocket } from '../testing/socket'
import { openApiDocument } from './document'
import { demoSamples } from './examples'
import type { paths } from './generated/sectors-api'

/**
 * A client generated from the document, as a developer would make one: types by openapi-typescript (kept in
 * `generated/`, checked here to be what the document gives today; `vitest -u` rewrites them), requests by
 * openapi-fetch, against the demo server over a real socket.
 */

const server = createTestServer()
const baseUrl = serveOverSocket(server.app)

describe('a client generated from the document', () => {
  it('has the types openapi-typescript writes from the document today', async () => {
    // without examples: the types follow the code, not the demo market's figures
    const types = astToString(await openapiTS(JSON.stringify(openApiDocument(new Map()))))
    await expect(types).toMatchFileSnapshot('./generated/sectors-api.ts')
  })

  it('calls the demo server over a socket: the screener, a report, a list, and a refusal it can read', async () => {
    const client = createClient<paths>({
      baseUrl: baseUrl(),
      headers: { Authorization: TEST_KEY },
      // the service takes a list as one comma-separated parameter, as the document says (explode: false)
      querySerializer: { array: { style: 'form', explode: false } },
    })
    const { idx, sgx } = await demoSamples((request) => server.app.request(request, { headers: { authorization: TEST_KEY } })) // prettier-ignore

    const screened = await client.GET('/v2/companies/', {
      params: {
        query: { where: "sub_sector = 'banks'", order_by: '-market_cap', limit: 3, include_query_values: true },
      },
    })
    expect(screened.response.status).toBe(200)
    expect(screened.data?.results.map((row) => row.symbol)).toHaveLength(3)
    expect(screened.data?.results[0]?.symbol).toBe(`${idx}.JK`)
    expect(Object.keys(screened.data?.results[0]?.query_values ?? {})).toEqual(['sub_sector', 'market_cap'])

    const report = await client.GET('/v2/sgx/company/report/{symbol}/', {
      params: { path: { symbol: sgx }, query: { sections: ['overview', 'dividend'] } },
    })
    expect(report.response.status).toBe(200)
    expect(report.data?.symbol).toBe(sgx)
    expect(Object.keys(report.data ?? {}).sort()).toEqual(['dividend', 'name', 'overview', 'symbol'])

    const auctions = await client.GET('/v2/mining/license-auctions/', { params: { query: { limit: 2, offset: 1 } } })
    expect(auctions.data?.pagination).toMatchObject({ limit: 2, offset: 1, showing: 2, has_previous: true })

    const missing = await client.GET('/v2/company/report/{symbol}/', { params: { path: { symbol: 'ZZZZ' } } })
    expect(missing.response.status).toBe(404)
    expect(missing.error).toEqual({ error: 'Given stock symbol does not exist.' })
  })

  it('without a key, reads the documented authentication error', async () => {
    const client = createClient<paths>({ baseUrl: baseUrl() })
    const { response, error } = await client.GET('/v2/subsectors/')
    expect(response.status).toBe(401)
    expect(error).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' })
  })
})
