import { Ajv2020 } from 'ajv/dist/2020.js'
import type { Hono } from 'hono'
import { z } from 'zod/mini'

const operationShape = z.object({
  operationId: z.string(),
  parameters: z.array(z.object({ name: z.string(), in: z.string(), schema: z.record(z.string(), z.unknown()) })),
  responses: z.record(z.string(), z.unknown()),
})
export const documentShape = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.object({ get: operationShape })),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
})
export type Documented = z.infer<typeof documentShape>

/** The server's own `/openapi.json`, asked without a key as any client would. */
export async function readDocument(app: Hono): Promise<{ text: string; document: Documented }> {
  const response = await app.request('/openapi.json')
  if (response.status !== 200) throw new Error(`/openapi.json answered ${String(response.status)}`)
  const text = await response.text()
  return { text, document: documentShape.parse(JSON.parse(text)) }
}

/** `/v2/daily/{symbol}/` → a pattern for `/v2/daily/BBCA/` */
const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+').replace(/\/$/, '/?')}$`)

/**
 * The documented path template a request falls under. Literal paths win over templates
 * (`/v2/companies/top-changes/` is not a company named "top-changes").
 */
export function templateOf(document: Documented, request: string): string | undefined {
  const path = request.split('?')[0] ?? ''
  const templates = Object.keys(document.paths).sort((a, b) => a.split('{').length - b.split('{').length)
  return templates.find((template) => templatePattern(template).test(path))
}

const responseShape = z.object({
  content: z.object({ 'application/json': z.object({ schema: z.object({ $ref: z.string() }) }) }),
})

/**
 * Checks an answer against the JSON Schema the document gives for its 200: the document's own schemas, checked by
 * a JSON Schema 2020-12 validator (Ajv), not by the zod schemas they were written from. Returns the errors.
 */
export function documentedAnswerChecker(document: Documented) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  ajv.addSchema({ $id: 'openapi.json', components: document.components })
  return (request: string, body: unknown): string[] => {
    const template = templateOf(document, request)
    if (template === undefined) return [`no documented path for ${request}`]
    const ok = responseShape.parse(document.paths[template]?.get.responses['200'])
    const validate = ajv.getSchema(`openapi.json${ok.content['application/json'].schema.$ref}`)
    if (validate === undefined) return [`no schema ${ok.content['application/json'].schema.$ref}`]
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`)
  }
}
