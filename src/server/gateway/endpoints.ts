/**
 * What the gateway knows of each upstream endpoint: how long its answers stay fresh, and what a success costs in
 * credits (NOTES §0: 1 for most; a report 1 per section, all sections by default; a screener question 3).
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface EndpointRule {
  readonly path: RegExp
  readonly ttlMs: number
  /** credits billed for a 2xx */
  readonly cost: (query: URLSearchParams) => number
}

const sectionCost = (all: number) => (query: URLSearchParams) => {
  const sections = new Set(
    (query.get('sections') ?? '')
      .split(',')
      .map((section) => section.trim())
      .filter((section) => section !== ''),
  )
  return sections.size === 0 ? all : sections.size
}

const one = () => 1

/** 1 credit per combination of the listed choices (each parameter's count, or its default count when absent). */
const listCost = (names: readonly string[], defaults: readonly number[]) => (query: URLSearchParams) =>
  names.reduce((product, name, i) => {
    const chosen = new Set(
      (query.get(name) ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    return product * (chosen.size === 0 ? (defaults[i] ?? 1) : chosen.size)
  }, 1)

const RULES: readonly EndpointRule[] = [
  // reports change when a filing or a price does: daily at most
  { path: /^\/v2\/company\/report\/[^/]+\/?$/, ttlMs: 6 * HOUR, cost: sectionCost(8) },
  { path: /^\/v2\/sgx\/company\/report\/[^/]+\/?$/, ttlMs: 6 * HOUR, cost: sectionCost(4) },
  // classification slugs change a few times a year
  { path: /^\/v2\/(sgx\/)?(subsectors|industries|subindustries|sectors|tags)\/?$/, ttlMs: 24 * HOUR, cost: one },
  // auctions are finished events; new ones appear weeks apart
  { path: /^\/v2\/mining\/license-auctions(\/[^/]+)?\/?$/, ttlMs: 6 * HOUR, cost: one },
  // screener answers follow prices, which move during the trading day
  {
    path: /^\/v2\/(sgx\/)?companies\/?$/,
    ttlMs: 10 * MINUTE,
    cost: (query) => ((query.get('q') ?? '').trim() === '' ? 1 : 3),
  },
  { path: /^\/v2\/most-traded\/?$/, ttlMs: 10 * MINUTE, cost: () => 2 },
  // movers follow prices; sub-sector figures, listings and free float follow filings and daily closes
  {
    path: /^\/v2\/companies\/top-changes\/?$/,
    ttlMs: 10 * MINUTE,
    cost: listCost(['classifications', 'periods'], [2, 5]),
  },
  { path: /^\/v2\/sgx\/companies\/top\/?$/, ttlMs: HOUR, cost: listCost(['classifications'], [5]) },
  { path: /^\/v2\/subsector\/report\/[^/]+\/?$/, ttlMs: 6 * HOUR, cost: sectionCost(6) },
  { path: /^\/v2\/listing-performance\/[^/]+\/?$/, ttlMs: 6 * HOUR, cost: one },
  // free float is billed 1 credit per 100 rows of its answer upstream; counted here as 1 (an undercount past 100)
  { path: /^\/v2\/free-float\/?$/, ttlMs: 6 * HOUR, cost: one },
]

/** Anything else the upstream serves: passed through, fresh for five minutes, 1 credit. */
const DEFAULT_RULE: EndpointRule = { path: /^/, ttlMs: 5 * MINUTE, cost: one }

const ruleFor = (path: string) => RULES.find((rule) => rule.path.test(path)) ?? DEFAULT_RULE

export const ttlFor = (path: string): number => ruleFor(path).ttlMs

const isScreenerQuestion = (url: URL) =>
  /^\/v2\/(sgx\/)?companies\/?$/.test(url.pathname) && (url.searchParams.get('q') ?? '').trim() !== ''

/** The credits a success of this request costs: what the gateway must have left before asking. */
export function successCost(pathAndQuery: string): number {
  const url = new URL(pathAndQuery, 'http://gateway.invalid')
  return ruleFor(url.pathname).cost(url.searchParams)
}

/**
 * The credits the upstream billed for an answer (NOTES §0): a 2xx its cost, a 404 one, a screener question
 * refused after translation (400 NON_TRANSLATABLE_QUERY) one; every other refusal or failure is free.
 */
export function billedCost(pathAndQuery: string, status: number, body: Uint8Array): number {
  if (status >= 200 && status < 300) return successCost(pathAndQuery)
  if (status === 404) return 1
  const url = new URL(pathAndQuery, 'http://gateway.invalid')
  if (status === 400 && isScreenerQuestion(url))
    return new TextDecoder().decode(body).includes('NON_TRANSLATABLE_QUERY') ? 1 : 0
  return 0
}
