import type { Market } from '../../../shared/catalogue'

/**
 * One question of the corpus with the meaning a person asking it intends: the conditions the `where` must hold
 * (each a conjunct; the translator may add `x is not null` guards), the `order_by`, and the limit.
 */
export interface CorpusEntry {
  readonly group: string
  readonly lang: 'en' | 'id'
  readonly market: Market
  readonly question: string
  /** a `where` text whose top-level conjuncts must all appear in the response's; null: no condition at all */
  readonly where: string | null
  readonly orderBy: string | null
  readonly limit: number
  /** the whole `where`, guards included, is asserted as text (see exact.ts) */
  readonly exact?: true
  /** the message the response must carry, word for word */
  readonly message?: string
  /** the right response is a refusal with rewrites: the data cannot answer the question as asked */
  readonly refused?: true
}

interface Options {
  readonly market?: Market
  readonly limit?: number
}

/**
 * Rows of one group and language, one question a line: `q(question, where, orderBy, options)`. The limit is 10
 * for a ranking (a ranking word without a number) and 50 without one, unless given.
 */
export function corpusGroup(group: string, lang: 'en' | 'id') {
  return (question: string, where: string | null, orderBy: string | null = null, options: Options = {}) => ({
    group,
    lang,
    market: options.market ?? 'idx',
    question,
    where,
    orderBy,
    limit: options.limit ?? (orderBy === null ? 50 : 10),
  })
}

/** A question the data cannot answer as asked, in `group`: the right response is a refusal with rewrites. */
export const refusedCorpusEntry = (group: string, lang: 'en' | 'id', question: string): CorpusEntry => ({
  group,
  lang,
  market: 'idx',
  question,
  where: null,
  orderBy: null,
  limit: 50,
  refused: true,
})

/** The function that writes the rows of one group. */
type GroupRows = ReturnType<typeof corpusGroup>

/** Builds the row functions of several groups at once: `{ field: 'fields and abbreviations' }` gives `field`. */
function corpusGroups<Name extends string>(groups: Readonly<Record<Name, string>>, lang: 'en' | 'id') {
  const names = Object.keys(groups) as Name[]
  return Object.fromEntries(names.map((name) => [name, corpusGroup(groups[name], lang)])) as Record<Name, GroupRows>
}

/** The groups of en-language.ts and id-language.ts: the words of the screen rather than what it is about. */
const LANGUAGE_GROUPS = {
  field: 'fields and abbreviations',
  units: 'numbers and units',
  quarter: 'quarters',
  years: 'years',
  sort: 'ranking and sorting',
  cls: 'classes and indices',
  people: 'people and state',
  typo: 'typos and case',
  mixed: 'combinations',
}

/** The groups of en-concepts.ts and id-concepts.ts: what people ask a screener for. */
const CONCEPT_GROUPS = {
  profit: 'profitability',
  perf: 'performance',
  value: 'value',
  size: 'size',
  div: 'dividends',
  debt: 'debt',
  margin: 'margins',
  highs: 'highs and lows',
  listing: 'listings',
  staff: 'employees',
}

export const languageGroups = (lang: 'en' | 'id') => corpusGroups(LANGUAGE_GROUPS, lang)
export const conceptGroups = (lang: 'en' | 'id') => corpusGroups(CONCEPT_GROUPS, lang)

export const SGX = { market: 'sgx' } as const
export const all = (limit: number, market: Market = 'idx'): Options => ({ limit, market })
