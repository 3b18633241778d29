import { z } from 'zod/mini'

/**
 * Structural comparison of our JSON answers with the official examples: "a client built against the example parses
 * our answer". The example is read as a type skeleton: its keys and JSON types, recursively; an array by its first
 * element; `null` in the example allows any type. Two refinements keep the example from contradicting itself:
 * - a key of the first element that a later element of the same example array lacks is optional (the example
 *   shows it may be absent, e.g. `major_shareholders[].symbol` only for listed holders);
 * - an object keyed by data (years "2025", dates "2026-06-09") is a map: the example's first entry is checked
 *   against our entry under the same key when we have one (the real service details recent years only), else
 *   against each of our entries. Quarters ("2025.Q3") and IDX symbols ("BBCA.JK") key maps too.
 */

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

export interface Mismatch {
  /** where, as `$.a.b[].c`; `{}` stands for any entry of a map */
  path: string
  kind: 'missing' | 'type'
  expected?: JsonType
  actual?: JsonType
}

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'boolean' || type === 'number' || type === 'string' || type === 'object') return type
  throw new TypeError(`not a JSON value: ${type}`)
}

type JsonObject = Readonly<Record<string, unknown>>
const isObject = (value: unknown): value is JsonObject => jsonType(value) === 'object'

/** years, dates, quarters ("2025.Q3") and IDX symbols ("BBCA.JK", the sub-sector report's company maps) */
const DATA_KEY = /^(\d{4}(-\d{2}-\d{2})?|\d{4}\.Q[1-4]|[A-Z0-9]{3,4}\.JK)$/
const isMap = (example: JsonObject) => {
  const keys = Object.keys(example)
  return keys.length > 0 && keys.every((key) => DATA_KEY.test(key))
}

function compareObjects(example: JsonObject, actual: JsonObject, path: string, optional: ReadonlySet<string>) {
  if (isMap(example)) {
    // the example's year against ours when we have it ("2025" as the example shows it), else every entry of ours
    const [key, first] = Object.entries(example)[0] ?? []
    const entries = key !== undefined && key in actual ? [actual[key]] : Object.values(actual)
    return entries.flatMap((entry) => compareToExample(first, entry, `${path}{}`))
  }
  return Object.entries(example).flatMap(([key, value]): Mismatch[] => {
    if (key in actual) return compareToExample(value, actual[key], `${path}.${key}`)
    return optional.has(key) ? [] : [{ path: `${path}.${key}`, kind: 'missing' }]
  })
}

/** Keys of the first element that some other element of the example array does not have. */
function optionalKeys(items: readonly unknown[]): Set<string> {
  const [first, ...rest] = items
  if (!isObject(first)) return new Set()
  return new Set(Object.keys(first).filter((key) => rest.some((item) => isObject(item) && !(key in item))))
}

/** Every place where `actual` does not offer what `example` shows. Null values in `actual` are not type-checked. */
export function compareToExample(
  example: unknown,
  actual: unknown,
  path = '$',
  optional: ReadonlySet<string> = new Set(),
): Mismatch[] {
  const expected = jsonType(example)
  const found = jsonType(actual)
  if (expected === 'null' || found === 'null') return []
  if (found !== expected) return [{ path, kind: 'type', expected, actual: found }]
  if (Array.isArray(example) && Array.isArray(actual)) {
    if (example.length === 0) return []
    const keys = optionalKeys(example)
    return actual.flatMap((item) => compareToExample(example[0], item, `${path}[]`, keys))
  }
  if (isObject(example) && isObject(actual)) return compareObjects(example, actual, path, optional)
  return []
}

/** The example keys we lack, once per path (an array of rows lacks a key once, not once per row). */
export const missingPaths = (mismatches: readonly Mismatch[]) =>
  [...new Set(mismatches.filter((m) => m.kind === 'missing').map((m) => m.path))].sort()

export const typeMismatches = (mismatches: readonly Mismatch[]) => mismatches.filter((m) => m.kind === 'type')

/**
 * Paths of the keys in `body` that `parsed` (the body after a zod parse, which drops keys the schema does not know)
 * lacks: the deep equivalent of `.strict()` for our response schemas, which are not strict themselves.
 */
export function keysOutsideSchema(body: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(body) && Array.isArray(parsed))
    return body.flatMap((item, i) => keysOutsideSchema(item, parsed[i], `${path}[${i}]`))
  if (isObject(body) && isObject(parsed))
    return Object.entries(body).flatMap(([key, value]) =>
      key in parsed ? keysOutsideSchema(value, parsed[key], `${path}.${key}`) : [`${path}.${key}`],
    )
  return []
}

/** Parses a 200 body with its contract schema and refuses any key the contract does not declare. */
export function parseExactly<T>(schema: z.core.$ZodType<T>, body: unknown): T {
  const parsed = z.parse(schema, body)
  const outside = keysOutsideSchema(body, parsed)
  if (outside.length > 0) throw new Error(`keys outside the contract: ${outside.slice(0, 10).join(', ')}`)
  return parsed
}
