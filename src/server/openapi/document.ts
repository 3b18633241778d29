import { z } from 'zod/mini'
import { authErrorBody, endpointErrorBody, screenerErrorBody } from '../../shared/api/errors'
import { COMPANY_ENDPOINTS } from './company-endpoints'
import { TAGS, type Endpoint } from './endpoint'
import { MARKET_ENDPOINTS } from './market-endpoints'
import type { ParameterSpec } from './parameters'

/** Every operation the document describes, in the order of the reference page. */
export const ENDPOINTS: readonly Endpoint[] = [...COMPANY_ENDPOINTS, ...MARKET_ENDPOINTS]

/** An answer of the demo market to an endpoint's example request. */
export interface Example {
  request: string
  body: unknown
}

type Json = Record<string, unknown>
const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** The three error shapes of the real service (shared/api/errors.ts), as documented components. */
const ERROR_SCHEMAS = { ScreenerError: screenerErrorBody, EndpointError: endpointErrorBody, AuthError: authErrorBody }

/**
 * The JSON Schemas (2020-12, the dialect of OpenAPI 3.1) of every answer and error shape, written by zod's own
 * converter from the schemas in `shared/api`: the ones the dashboard parses answers with and the tests hold our
 * answers to, so the document cannot say something else.
 */
function componentSchemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>()
  const named = new Map<string, z.core.$ZodType>(Object.entries(ERROR_SCHEMAS))
  for (const { answer } of ENDPOINTS) {
    const known = named.get(answer.name)
    if (known !== undefined && known !== answer.schema) throw new Error(`two schemas named ${answer.name}`)
    named.set(answer.name, answer.schema)
  }
  for (const [id, schema] of named) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'throw',
    uri: (id) => `#/components/schemas/${id}`,
  })
  // each comes out as a document of its own; inside `components` the dialect and the address are the document's
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $id: _address, ...schema }]) => [id, withoutDialect(schema)]),
  )
}

/** A schema without its dialect: inside an OpenAPI 3.1 document, the document's dialect applies. */
const withoutDialect = ({ $schema: _dialect, ...schema }: Json): Json => schema

/** A parameter's wire type: what a client sends, so the input side of its schema. */
const parameterSchema = (schema: z.core.$ZodType): Json =>
  withoutDialect(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }))

/** `/v2/daily/{symbol}/` against `/v2/daily/BBCA/?start=…` → `{symbol: 'BBCA'}` */
function pathValues(template: string, request: string): Record<string, string> {
  const names: string[] = []
  const pattern = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const found = new RegExp(`^${pattern}`).exec(request.split('?')[0] ?? '')
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found?.[i + 1] ?? '')]))
}

function parameter(spec: ParameterSpec, pathExample: string | undefined): Json {
  const isList = parameterSchema(spec.schema).type === 'array'
  const example = spec.in === 'path' ? pathExample : Array.isArray(spec.example) ? spec.example.join(',') : spec.example
  return {
    name: spec.name,
    in: spec.in,
    required: spec.in === 'path',
    description: spec.description,
    schema: parameterSchema(spec.schema),
    // `sections=overview,valuation`: one parameter holding a list; a repeated name is refused as ambiguous
    ...(isList ? { style: 'form', explode: false } : {}),
    ...(example === undefined ? {} : { example }),
  }
}

const errorContent = (shape: 'ScreenerError' | 'EndpointError' | 'AuthError', example: Json) => ({
  'application/json': { schema: ref('schemas', shape), example },
})

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
}

/** Answers any endpoint can give, whatever it was asked: the key's checks, the rate limit and the overload queue. */
function sharedResponses(): Json {
  const busy = 'The server is busy; try again shortly.'
  return {
    Unauthorized: {
      description: 'No key in `Authorization`.',
      content: errorContent('AuthError', { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }), // prettier-ignore
    },
    Forbidden: {
      description: 'The key is not valid.',
      content: errorContent('AuthError', { detail: 'The API key is not valid.', code: 'invalid_api_key' }),
    },
    RateLimited: {
      description: 'Too many requests; free of charge.',
      headers: retryAfter,
      content: errorContent('EndpointError', { error: 'Rate limit exceeded. Consider upgrading.' }),
    },
    ScreenerRateLimited: {
      description: 'Too many requests; free of charge.',
      headers: retryAfter,
      content: errorContent('ScreenerError', { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded. Consider upgrading.' }), // prettier-ignore
    },
    Busy: { description: busy, headers: retryAfter, content: errorContent('EndpointError', { error: busy }) },
    ScreenerBusy: {
      description: busy,
      headers: retryAfter,
      content: errorContent('ScreenerError', { error: 'SERVICE_UNAVAILABLE', message: busy }),
    },
  }
}

const REFUSAL_EXAMPLES = {
  screener: { 400: { error: 'INVALID_LIMIT', message: 'LIMIT must be a positive integer up to 200.' } },
  endpoint: { 400: { error: 'Invalid sections provided: foo.' }, 404: { error: 'Given stock symbol does not exist.' } },
} as const

function operation(endpoint: Endpoint, example: Example | undefined): Json {
  const shape = endpoint.errorShape === 'screener' ? 'ScreenerError' : 'EndpointError'
  const screener = endpoint.errorShape === 'screener'
  const values = example === undefined ? {} : pathValues(endpoint.path, example.request)
  const refusals = Object.fromEntries(
    endpoint.refusals.map((status) => [
      String(status),
      {
        description: status === 400 ? 'A parameter is not valid.' : 'Nothing has that symbol or code.',
        content: errorContent(shape, screener ? REFUSAL_EXAMPLES.screener[400] : REFUSAL_EXAMPLES.endpoint[status]),
      },
    ]),
  )
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(endpoint.deprecated === true ? { deprecated: true } : {}),
    parameters: endpoint.parameters.map((spec) => parameter(spec, values[spec.name])),
    responses: {
      200: {
        description: endpoint.answer.description,
        content: {
          'application/json': {
            schema: ref('schemas', endpoint.answer.name),
            ...(example === undefined ? {} : { example: example.body }),
          },
        },
      },
      ...refusals,
      401: ref('responses', 'Unauthorized'),
      403: ref('responses', 'Forbidden'),
      429: ref('responses', screener ? 'ScreenerRateLimited' : 'RateLimited'),
      503: ref('responses', screener ? 'ScreenerBusy' : 'Busy'),
    },
  }
}

/**
 * The OpenAPI 3.1 document of the service: every endpoint it serves, under the real service's path templates,
 * operation ids and parameter names, so a client generated from it works against either. `examples` are the demo
 * market's answers to each endpoint's example request, keyed by operationId.
 */
export function openApiDocument(examples: ReadonlyMap<string, Example>): Json {
  return {
    openapi: '3.1.1',
    info: {
      title: 'IDX and SGX market data (Sectors API compatible)',
      version: '2.0.0',
      description:
        'The endpoints of the Sectors API v2 this service answers, with the same paths, parameters and answers. Requests carry the raw API key in `Authorization` (no `Bearer`). Money is in IDR (IDX) or SGD (SGX); ratios, growth and yields are decimals (0.045 = 4.5 %). Lists that match nothing are a 200 with an empty list; 404 is for a symbol, slug or code that does not exist.',
    },
    servers: [
      { url: '/', description: 'This server' },
      { url: 'https://api.sectors.app', description: 'The real Sectors API' },
    ],
    security: [{ ApiKeyAuth: [] }],
    tags: TAGS,
    paths: Object.fromEntries(
      ENDPOINTS.map((endpoint) => [endpoint.path, { get: operation(endpoint, examples.get(endpoint.operationId)) }]),
    ),
    components: {
      securitySchemes: {
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The raw API key, without a `Bearer` prefix.',
        },
      },
      schemas: componentSchemas(),
      responses: sharedResponses(),
    },
  }
}
