import { validate } from '@readme/openapi-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, TEST_KEY } from '../testing/harness'
import { documentedAnswerChecker, readDocument, type Documented } from '../testing/documented'
import realService from './fixtures/real-service-parameters.json'
import { ENDPOINTS } from './document'
import { demoSamples } from './examples'

/**
 * `/openapi.json`: a valid OpenAPI 3.1 document, whose every path answers on the demo market as it says, and whose
 * paths and parameters are the real service's (our fixture of its document, for the endpoints we serve).
 */

const server = createTestServer()
const keyed = { authorization: TEST_KEY }
let document: Documented
let text = ''
beforeAll(async () => {
  ;({ document, text } = await readDocument(server.app))
})

describe('the OpenAPI document', () => {
  it('is served without a key, as JSON, and is valid OpenAPI 3.1 (@readme/openapi-parser)', async () => {
    const response = await server.app.request('/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(document.openapi).toMatch(/^3\.1\./)
    const result = await validate(JSON.parse(text) as Parameters<typeof validate>[0])
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.warnings).toEqual([])
  })

  it('describes every endpoint the service serves, each once', () => {
    expect(Object.keys(document.paths).sort()).toEqual(ENDPOINTS.map((endpoint) => endpoint.path).sort())
    expect(Object.keys(document.paths)).toHaveLength(26)
  })

  it('every documented path answers its example with 200 and an answer of the documented schema', async () => {
    const samples = await demoSamples((request) => server.app.request(request, { headers: keyed }))
    const check = documentedAnswerChecker(document)
    // the check can fail: an answer without its pagination is not a screener page
    expect(check('/v2/companies/', { results: [] })).not.toEqual([])
    for (const endpoint of ENDPOINTS) {
      const request = endpoint.example(samples)
      const { status, body } = await server.get(request)
      expect({ request, status }).toEqual({ request, status: 200 })
      expect({ request, errors: check(request, body) }).toEqual({ request, errors: [] })
    }
  })

  it('every documented query parameter is accepted with its example value', async () => {
    const samples = await demoSamples((request) => server.app.request(request, { headers: keyed }))
    for (const endpoint of ENDPOINTS) {
      const base = endpoint.example(samples).split('?')[0] ?? ''
      const byName = new Map(endpoint.parameters.map((p) => [p.name, p]))
      for (const parameter of endpoint.parameters.filter((p) => p.in === 'query')) {
        const query = new URLSearchParams()
        for (const name of [...(parameter.needs ?? []), parameter.name]) {
          const example = byName.get(name)?.example
          expect({ name, example }).not.toEqual({ name, example: undefined })
          query.set(name, Array.isArray(example) ? example.join(',') : String(example))
        }
        const request = `${base}?${query.toString()}`
        const { status, body } = await server.get(request)
        expect({ request, status, body: status === 200 ? null : body }).toEqual({ request, status: 200, body: null })
      }
    }
  })

  it('names no parameter the endpoint refuses: an undocumented one is refused with 400', async () => {
    const samples = await demoSamples((request) => server.app.request(request, { headers: keyed }))
    for (const endpoint of ENDPOINTS.filter((e) => e.parameters.some((p) => p.in === 'query'))) {
      const request = `${endpoint.example(samples).split('?')[0] ?? ''}?not_a_parameter=1`
      expect({ request, status: (await server.get(request)).status }).toEqual({ request, status: 400 })
    }
  })

  it('has the path templates, operation ids and parameters of the real service for the v2 endpoints', () => {
    const ours = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v2/'))
      .map(([path, { get }]) => [
        path,
        {
          operationId: get.operationId,
          parameters: get.parameters
            .map((p) => ({
              name: p.name,
              in: p.in,
              type: p.schema.type,
              ...(p.schema.type === 'array' ? { items: (p.schema.items as { type?: unknown }).type } : {}),
              required: p.in === 'path',
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        },
      ])
    const real = Object.entries(realService.paths).map(([path, { operationId, parameters }]) => [
      path,
      { operationId, parameters: [...parameters].sort((a, b) => a.name.localeCompare(b.name)) },
    ])
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(real))
  })

  it('states the raw-key scheme and the error shapes with their statuses', () => {
    const raw = JSON.parse(text) as {
      components: { securitySchemes: unknown; schemas: Record<string, unknown> }
      paths: Record<string, { get: { responses: Record<string, unknown> } }>
    }
    expect(raw.components.securitySchemes).toEqual({
      ApiKeyAuth: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: 'The raw API key, without a `Bearer` prefix.',
      },
    })
    expect(Object.keys(raw.components.schemas)).toEqual(
      expect.arrayContaining(['ScreenerError', 'EndpointError', 'AuthError']),
    )
    expect(Object.keys(raw.paths['/v2/companies/']?.get.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '403', '429', '503'].sort(),
    )
    expect(Object.keys(raw.paths['/v2/company/report/{symbol}/']?.get.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '403', '404', '429', '503'].sort(),
    )
  })
})
