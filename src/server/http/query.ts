import { z } from 'zod/mini'
import { endpointProblem, type ApiProblem } from './problems'

/** A request's query string, read once: values by name, plus what a strict endpoint must refuse. */
export interface QueryString {
  readonly values: Readonly<Record<string, string>>
  /** names given more than once (`limit=1&limit=2`): ambiguous, so refused rather than guessed */
  readonly repeated: readonly string[]
  /** names not in `allowed`, in the order they were given */
  readonly unknown: (allowed: readonly string[]) => string[]
}

export function readQuery(requestUrl: string): QueryString {
  const params = new URL(requestUrl).searchParams
  // a Map, not an object: names such as `constructor` or `__proto__` must be ordinary parameter names
  const values = new Map<string, string>()
  const repeated = new Set<string>()
  for (const [name, value] of params) {
    if (values.has(name)) repeated.add(name)
    else values.set(name, value)
  }
  return {
    values: Object.fromEntries(values),
    repeated: [...repeated],
    unknown: (allowed) => [...values.keys()].filter((name) => !allowed.includes(name)),
  }
}

/** What an endpoint accepts in its query string, and how it words a refusal (each endpoint has its error shape). */
export interface ParameterRules<Name extends string> {
  readonly allowed: readonly Name[]
  /** the endpoint's answer to unknown or repeated names; it picks which to name first */
  readonly refuse: (found: { unknown: readonly string[]; repeated: readonly Name[] }) => ApiProblem
  /** a repeated name the endpoint ignores anyway, given the other values (the screener ignores `limit` with `q`) */
  readonly ignoresRepeated?: (name: Name, values: Readonly<Partial<Record<Name, string>>>) => boolean
}

/**
 * The one parameter reader of every route: the first value of each allowed name, after refusing unknown and
 * repeated names in the endpoint's own shape. Values stay text; the endpoint's schema in `shared/api` parses them.
 */
export function readParameters<Name extends string>(
  requestUrl: string,
  rules: ParameterRules<Name>,
): Readonly<Partial<Record<Name, string>>> {
  const query = readQuery(requestUrl)
  const allowed: readonly string[] = rules.allowed
  const isAllowed = (name: string): name is Name => allowed.includes(name)
  const unknown = query.unknown(allowed)
  // only allowed names remain once the unknown ones are refused, so the values are keyed by Name
  const values: Partial<Record<Name, string>> = {}
  for (const [name, value] of Object.entries(query.values)) if (isAllowed(name)) values[name] = value
  const repeated = query.repeated.filter(isAllowed).filter((name) => rules.ignoresRepeated?.(name, values) !== true)
  if (unknown.length > 0 || repeated.length > 0) throw rules.refuse({ unknown, repeated })
  return values
}

/** The `{"error": sentence}` refusal of the v1 list, the reports and the daily endpoints: unknown names first. */
export function sentenceRefusal(allowed: readonly string[]): ParameterRules<string>['refuse'] {
  return ({ unknown, repeated }) =>
    unknown.length > 0
      ? endpointProblem(400, `Unsupported query parameter '${unknown.join("', '")}'. Use ${allowed.join(', ')}.`)
      : endpointProblem(400, `Query parameter '${repeated.join("', '")}' was given more than once.`)
}

/** One problem a schema found in a query string's values (zod's issue). */
export type ParameterIssue = z.core.$ZodIssue

/**
 * What an endpoint says about a bad value of each parameter: a sentence, or a function of the issue when one
 * parameter can be wrong in two ways. The values are built from the contract's constants (limits, option lists),
 * never restated.
 */
export type IssueSentences<Name extends string> = Readonly<Partial<Record<Name, IssueSentence>>>
type IssueSentence = string | ((issue: ParameterIssue) => string)

/** The sentence `sentences` gives for the first issue, or `fallback(parameter)` for a parameter it does not name. */
export function issueSentence<Name extends string>(
  sentences: IssueSentences<Name>,
  issue: ParameterIssue,
  fallback: (parameter: string) => string,
): string {
  const parameter = String(issue.path[0] ?? '')
  const named: [string, IssueSentence | undefined][] = Object.entries(sentences)
  const sentence = named.find(([name]) => name === parameter)?.[1]
  if (sentence === undefined) return fallback(parameter)
  return typeof sentence === 'string' ? sentence : sentence(issue)
}

/** How one endpoint reads its query string (see parameterReader). */
export interface QueryRules<Name extends string, Schema extends z.core.$ZodType> extends ParameterRules<Name> {
  /** the endpoint's schema in `shared/api`: text values in, the typed query out */
  readonly schema: Schema
  /** the endpoint's documented error for the first issue the schema found (issueSentence words most of them) */
  readonly invalid: (issue: ParameterIssue) => ApiProblem
  /** values as the schema should see them (blank filters dropped, parameters a question makes irrelevant) */
  readonly prepare?: (values: Readonly<Partial<Record<Name, string>>>) => unknown
}

/**
 * The one way a route checks its query string: unknown and repeated names refused (`refuse`), the values parsed by
 * the endpoint's schema from `shared/api`, and the schema's first issue mapped to the endpoint's documented error
 * (`invalid`). A new route adopts it in a few lines:
 *
 *   const readThings = parameterReader({
 *     allowed: THINGS_PARAMETERS,                        // shared/api: the names the endpoint accepts
 *     schema: thingsQuery,                               // shared/api: zod, with defaults and limits
 *     refuse: sentenceRefusal(THINGS_PARAMETERS),        // `{"error": sentence}` endpoints
 *     invalid: (issue) => endpointProblem(400, issueSentence(THING_SENTENCES, issue, (name) => `Invalid '${name}'.`)),
 *   })
 *   app.get('/v2/things', (c) => c.json(store.list(readThings(c.req.url))))
 */
export function parameterReader<Name extends string, Schema extends z.core.$ZodType>(
  rules: QueryRules<Name, Schema>,
): (requestUrl: string) => z.output<Schema> {
  return (requestUrl) => {
    const values = readParameters(requestUrl, rules)
    const parsed = z.safeParse(rules.schema, rules.prepare === undefined ? values : rules.prepare(values))
    if (parsed.success) return parsed.data
    const [issue] = parsed.error.issues
    // a failed parse has at least one issue; the fallback keeps the type honest
    throw rules.invalid(issue ?? { code: 'custom', path: [], message: 'invalid', input: undefined })
  }
}
