import type { Market } from '../../../shared/catalogue'
import type { ItemBody } from '../recognition/types'
import { Lexicon } from '../tokens/lexicon'
import { catalogueFor } from '../../../shared/catalogue'
import { classSynonyms } from './classes'
import { CONCEPT_WORDS } from './concepts'
import { CONVERSATION_WORDS } from './conversation'
import { COURTESY_WRAPPERS } from './courtesy-wrappers'
import { ENGLISH_PARTICLES } from './english-particles'
import { REGIONAL_PARTICLES } from './regional-particles'
import { INDICES } from './indices'
import { INDONESIAN_WORDS } from './indonesian'
import { INDONESIAN_REQUESTS } from './indonesian-requests'
import { METRIC_SYNONYMS } from './metric-synonyms'
import { METRICS } from './metrics'
import type { Metric } from './metrics'
import { namePhrases } from './taxonomy'
import { WORDS } from './words'

const LISTED = { idx: 'IDX', sgx: 'SGX' } as const

const missing = (explain: (raw: string) => string): ItemBody => ({ kind: 'missing', explain })

/** What a market has no field for: SGX has no listing board, listing date or index membership. */
function adaptToMarket(meaning: ItemBody, market: Market): ItemBody {
  if (market === 'idx') return meaning
  if (meaning.kind === 'board') return missing(() => 'The listing board is not available for SGX-listed companies.')
  if (meaning.kind === 'listed' && !meaning.explicit) return { kind: 'filler' }
  if (meaning.kind === 'listed') return missing(() => 'The listing date is not available for SGX-listed companies.')
  if (
    meaning.kind === 'preset' &&
    (meaning.preset === 'belowIntrinsicValue' || meaning.preset === 'aboveIntrinsicValue')
  )
    return missing(() => 'Intrinsic value is not available for SGX-listed companies.')
  return meaning
}

/**
 * The whole vocabulary of one market as a single phrase table, so that one longest-match decides between, say,
 * a metric and a class. Hand-written tables come first and may not overlap; taxonomy names come after them and
 * yield to a synonym with the same spelling; a class the market lacks is refused only if no name claims it.
 */
function buildLexicon(market: Market): Lexicon<ItemBody> {
  const lexicon = new Lexicon<ItemBody>()
  for (const [table, rows] of [
    ['words', WORDS],
    ['concepts', CONCEPT_WORDS],
    ['indonesian', INDONESIAN_WORDS],
  ] as const) {
    for (const [phrases, meaning] of rows) {
      for (const phrase of phrases.split('|')) lexicon.add(phrase, adaptToMarket(meaning, market), table)
    }
  }
  // the ways of talking around a question come last: a phrase another table already means keeps that meaning
  for (const [phrases, meaning] of [
    ...CONVERSATION_WORDS,
    ...COURTESY_WRAPPERS,
    ...ENGLISH_PARTICLES,
    ...REGIONAL_PARTICLES,
    ...INDONESIAN_REQUESTS,
  ]) {
    for (const phrase of phrases.split('|')) lexicon.add(phrase, meaning, 'conversation', true)
  }
  for (const metric of METRICS) {
    const meaning: ItemBody =
      metric[market] === null
        ? missing(() => `${metric.name} is not available for ${LISTED[market]}-listed companies.`)
        : { kind: 'metric', metric }
    const synonyms = METRIC_SYNONYMS[metric.id]?.split('|') ?? []
    for (const phrase of [...metric.phrases, ...synonyms]) lexicon.add(phrase, meaning, `metric ${metric.id}`)
  }
  for (const metric of catalogueMetrics(market)) {
    for (const phrase of metric.phrases) lexicon.add(phrase, { kind: 'metric', metric }, 'catalogue', true)
  }
  for (const [code, variants] of INDICES) {
    const meaning: ItemBody =
      market === 'idx'
        ? { kind: 'index', code }
        : missing(() => `Index membership (${code}) is not available for SGX-listed companies.`)
    for (const phrase of [code, ...variants]) lexicon.add(phrase, meaning, `index ${code}`)
  }
  const synonyms = classSynonyms(market)
  for (const { phrase, targets } of synonyms) {
    if (targets.length > 0) lexicon.add(phrase, { kind: 'class', targets }, 'class synonyms')
  }
  const names = namePhrases(market)
  for (const { phrase, targets } of names) {
    lexicon.add(phrase, { kind: 'class', targets }, 'taxonomy names', true)
  }
  // a class named by its companies, written as one word: "goldminers", "coalproducers", "cementmakers"
  for (const { phrase, targets } of [...synonyms, ...names]) {
    const joined = joinedAgentPhrase(phrase)
    if (joined !== null && targets.length > 0)
      lexicon.add(joined, { kind: 'class', targets }, 'joined class names', true)
  }
  for (const { phrase, targets } of synonyms) {
    if (targets.length === 0) {
      const explain = (raw: string) => `There is no '${raw}' classification for ${LISTED[market]}-listed companies.`
      lexicon.add(phrase, missing(explain), 'class synonyms', true)
    }
  }
  return lexicon
}

/** "gold miners" → "goldminers": a two-word class phrase whose second word is the noun for its companies. */
function joinedAgentPhrase(phrase: string): string | null {
  const words = phrase.split(' ')
  const [first, noun] = words
  if (words.length !== 2 || first === undefined || noun === undefined) return null
  return /^(?:makers?|miners?|producers?|growers?)$/u.test(noun) ? `${first}${noun}` : null
}

/**
 * Every numeric field of the market's catalogue that no hand-written metric answers, askable by its name
 * (`cash_payout_ratio` as "cash payout ratio") and its label ("Cash payout ratio"): a field added to the
 * catalogue can be asked for without touching the vocabulary. Quarterly fields are reached through their yearly
 * twins and a quarter.
 */
function catalogueMetrics(market: Market): Metric[] {
  const covered = new Set(
    METRICS.flatMap((metric) => [metric[market]?.current, metric[market]?.yearly]).filter((name) => name !== undefined),
  )
  return catalogueFor(market)
    .fields.filter((def) => def.type === 'number' && def.quarterly !== true && !covered.has(def.name))
    .map((def) => ({
      id: `field:${def.name}`,
      name: def.label,
      phrases: [
        ...new Set([
          def.name.replaceAll('_', ' '),
          def.label.toLowerCase(),
          ...(METRIC_SYNONYMS[`field:${def.name}`]?.split('|') ?? []),
        ]),
      ],
      idx: market === 'idx' ? (def.yearly ? { yearly: def.name } : { current: def.name }) : null,
      sgx: market === 'sgx' ? (def.yearly ? { yearly: def.name } : { current: def.name }) : null,
    }))
}

/** Built once when the module loads: a mistake in the tables fails at start-up, not on some question. */
export const LEXICONS: Readonly<Record<Market, Lexicon<ItemBody>>> = {
  idx: buildLexicon('idx'),
  sgx: buildLexicon('sgx'),
}
