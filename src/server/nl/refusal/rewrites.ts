import type { Market } from '../../../shared/catalogue'
import { EXAMPLES, EXAMPLES_ID, NotTranslatable } from './not-translatable'
import type { Item } from '../recognition/types'
import type { Language } from '../prepass/language'
import { readPerformance } from '../prepass/price-moves'
import { readPeriods } from '../prepass/quarters'
import { recognise } from '../recognition/recognise'
import { tokenize } from '../tokens/tokenize'
import type { Translation } from '../types'
import { NEGATIONS } from '../vocabulary/negations'
import { inIndonesian } from '../writing/indonesian-message'

/** Joining words that mean nothing at the start or end of a question. */
const DANGLING =
  /^(?:(?:with|and|or|that|which|where|dengan|dan|atau|yang)\s+)+|(?:\s+(?:with|and|or|that|which|where|dengan|dan|atau|yang))+$/giu

/**
 * The first metric understood, as the question wrote it; when a pre-pass wrote it ("kenaikan setahun" read as
 * "1 year change"), an Indonesian question's rewrites name it by its Indonesian name, never the pre-pass's English.
 */
function metricAsAsked(items: readonly Item[], question: string, language: Language): string | null {
  for (const item of items) {
    if (item.kind !== 'metric') continue
    if (language !== 'id' || question.toLowerCase().includes(item.raw.toLowerCase())) return item.raw
    return inIndonesian(item.metric.name.toLowerCase())
  }
  return null
}

/** At most this many rewrites are offered. */
const MAX_REWRITES = 3

/** What the refusal can say it understood: the recognised phrases as typed, and the words it could not read. */
export interface Understanding {
  readonly understood: readonly string[]
  readonly unknown: readonly string[]
  readonly items: readonly Item[]
}

export function understand(question: string, market: Market): Understanding {
  const { items, unknown } = recognise(tokenize(withoutPeriods(question)), market)
  // the words as the person wrote them, not as a pre-pass rewrote them ("turun lebih dari 30%", not "ytd change")
  const asked = recognise(tokenize(question), market).items
  const understood = [...new Set(asked.filter((item) => item.kind !== 'connector').map((item) => item.raw))]
  return { understood, unknown, items }
}

/** The question as the grammar reads it, or as typed when its periods are what was refused. */
function withoutPeriods(question: string): string {
  try {
    return readPeriods(readPerformance(question)).text
  } catch (error) {
    if (error instanceof NotTranslatable) return question
    throw error
  }
}

/**
 * Up to three complete questions built from what was understood, each checked to translate: the question
 * without the words that were not understood, then the classes and metrics understood in the common shapes
 * ("top 10 banks by revenue", "banks with the highest revenue", "banks with the lowest revenue"), in the
 * question's language. The market's own examples fill in when too little was understood.
 */
export function rewrites(
  question: string,
  market: Market,
  language: Language,
  { unknown, items }: Understanding,
  translates: (question: string) => Translation | null,
): string[] {
  const candidates: string[] = []
  // without a "never" or a "belum" the question would mean its opposite: no rewrite leaves one out
  const negated = unknown.some((word) => NEGATIONS.has(word.toLowerCase()))
  if (unknown.length > 0 && !negated) candidates.push(rebuilt(items, language))
  const noun = items.find((item) => item.kind === 'class')?.raw ?? (language === 'id' ? 'saham' : 'companies')
  const metric = metricAsAsked(items, question, language)
  const concept = items.find((item) => item.kind === 'preset' || item.kind === 'state')?.raw ?? null
  if (concept !== null && !negated) candidates.push(language === 'id' ? `${noun} ${concept}` : `${concept} ${noun}`)
  const measure = metric ?? (language === 'id' ? 'kapitalisasi pasar' : 'market cap')
  if (language === 'id') {
    candidates.push(`10 ${noun} terbesar berdasarkan ${measure}`, `${noun} dengan ${measure} tertinggi`)
    if (metric !== null) candidates.push(`${noun} dengan ${metric} terendah`)
  } else {
    candidates.push(`top 10 ${noun} by ${measure}`, `${noun} with the highest ${measure}`)
    if (metric !== null) candidates.push(`${noun} with the lowest ${metric}`)
  }
  candidates.push(...(language === 'id' ? EXAMPLES_ID : EXAMPLES)[market])
  const chosen: string[] = []
  // a rewrite must mean something ("companies with" translates, to every company) and not what one before it means
  const meanings = new Set<string>()
  for (const candidate of candidates) {
    if (chosen.length >= MAX_REWRITES) break
    const same = (other: string) => other.toLowerCase() === candidate.toLowerCase()
    if (candidate === '' || same(question) || chosen.some(same)) continue
    const translation = translates(candidate)
    if (translation === null || (translation.where === null && translation.orderBy === null)) continue
    const meaning = `${translation.where ?? ''} | ${translation.orderBy ?? ''}`
    if (meanings.has(meaning)) continue
    meanings.add(meaning)
    chosen.push(candidate)
  }
  return chosen
}

/** The kinds after which a class takes "with" ("banks with ROE above 15%"): what describes its companies. */
const DESCRIBES: ReadonlySet<Item['kind']> = new Set<Item['kind']>(['metric', 'growth', 'preset', 'state', 'sign'])

/**
 * The question rebuilt from what was understood, in the order asked: its recognised phrases, with "with"/"dengan"
 * between a class and what describes it, never its greetings, courtesies or the words not understood. Deleting the
 * unknown words from the sentence instead left holes ("I would be you could show me …"); this reads as a screen
 * ("REITs with dividend yield above 7%"), and like every rewrite it is offered only if it translates.
 */
function rebuilt(items: readonly Item[], language: Language): string {
  const words = items.flatMap((item, index) => {
    const next = items[index + 1]
    const joins = item.kind === 'class' && next !== undefined && DESCRIBES.has(next.kind)
    return joins ? [item.raw, language === 'id' ? 'dengan' : 'with'] : [item.raw]
  })
  return words.join(' ').replace(/\s+/gu, ' ').replace(DANGLING, '').trim()
}
