import type { Market } from '../../shared/catalogue'
import { assemble } from './assemble'
import { combineYears } from './combine-years'
import { emit } from './emit'
import { NotTranslatable, quoteWords, refusalMessage, refuse } from './failures'
import type { Item } from './items'
import { languageOf } from './language'
import { describe } from './message'
import { inIndonesian } from './message-id'
import { readPeople, withPeople } from './people'
import { readPerformance } from './performance'
import { readPeriods } from './periods'
import { recognise } from './recognise'
import { resolve } from './resolve'
import { rewrites, understand } from './rewrites'
import { tokenize } from './tokenize'
import type { Translation, TranslationResult, Translator } from './types'
import { readYearSet } from './years'

export type { Translation, TranslationResult, Translator } from './types'

/**
 * Translates a screener question (`q`) into `where`, `order_by` and `limit`, with a sentence saying how it was
 * read, in the question's language (English or Bahasa Indonesia). Rules and vocabulary tables only: no network,
 * no randomness, no clock, so the same question always gets the same answer, instantly. A question that cannot
 * be read whole is refused with what was understood, what was not, and up to three rewrites that do translate.
 *
 * The pipeline: people and year sets set apart → performance and quarter phrases rewritten → tokenize →
 * recognise phrases (per market, typos corrected) → judge market, unknown words and currencies → assemble what
 * applies to what → resolve to catalogue fields → emit the text and describe it.
 */
/** Longer than any question a person types: refused before any work is done on it (it would only be noise). */
export const MAX_QUESTION_LENGTH = 500

export const translateQuestion: Translator = (question, market) => {
  const language = languageOf(question.slice(0, MAX_QUESTION_LENGTH))
  if (question.length > MAX_QUESTION_LENGTH) {
    const message =
      language === 'id'
        ? `Pertanyaan terlalu panjang (${String(question.length)} karakter); tanyakan dalam paling banyak ${String(MAX_QUESTION_LENGTH)} karakter.`
        : `The question is too long (${String(question.length)} characters); ask in at most ${String(MAX_QUESTION_LENGTH)}.`
    return { ok: false, message, suggestions: [] }
  }
  try {
    const translation = translate(question, market)
    const message = language === 'id' ? inIndonesian(translation.message) : translation.message
    return { ok: true, translation: { ...translation, message } }
  } catch (error) {
    if (error instanceof NotTranslatable) return refusal(error, question, market, language)
    throw error
  }
}

function refusal(failure: NotTranslatable, question: string, market: Market, language: 'en' | 'id'): TranslationResult {
  if (!failure.withExample) return { ok: false, message: failure.message, suggestions: [] }
  const understanding = understand(question, market)
  const suggestions = rewrites(question, market, language, understanding, (candidate) => attempt(candidate, market))
  const message = refusalMessage(failure, language, understanding.understood, suggestions)
  return { ok: false, message, suggestions }
}

/** The translation of a rewrite, or null when it would be refused too. */
function attempt(question: string, market: Market): Translation | null {
  try {
    return translate(question, market)
  } catch (error) {
    if (error instanceof NotTranslatable) return null
    throw error
  }
}

function translate(question: string, market: Market): Translation {
  const people = readPeople(question, market)
  if (people.conditions.length === 0) return translateYears(question, market)
  const says = `Companies where ${people.says.join(' and ')}.`
  if (people.rest === null)
    return { where: withPeople(null, people.conditions), orderBy: null, limit: 50, message: says }
  const rest = translateYears(people.rest, market)
  return { ...rest, where: withPeople(rest.where, people.conditions), message: `${rest.message} ${says}` }
}

/** "In both 2023 and 2024", "three years in a row": the question read for each year, every year's conditions. */
function translateYears(question: string, market: Market): Translation {
  const set = readYearSet(question)
  if (set === null) return translateGrammar(question, market)
  const each = set.years.map((year) => translateGrammar(`${set.text} ${year}`, market))
  return combineYears(each, set.says)
}

/** The grammar's reading: performance and quarters set apart first, then the pipeline above. */
function translateGrammar(question: string, market: Market): Translation {
  const { text, periods } = readPeriods(readPerformance(question))
  const tokens = tokenize(text)
  // only punctuation ("???"): nothing to read, and answering with every company would be a guess
  if (tokens.length === 0) refuse(`Could not understand '${question.trim()}'.`)
  const { items, unknown, corrections } = recognise(tokens, market)
  checkMarket(items, market)
  if (unknown.length > 0) refuse(`Could not understand ${quoteWords(unknown)}.`)
  for (const item of items) if (item.kind === 'missing') refuse(item.explain(item.raw))
  checkCurrencies(items, market)
  const model = resolve(assemble(items), market, periods)
  const read = corrections.length === 0 ? '' : ` Read ${corrections.join(', ')}.`
  return { ...emit(model), message: `${describe(model)}${read}` }
}

const ENDPOINTS: Readonly<Record<Market, string>> = {
  idx: 'Indonesian (IDX) companies: ask it at /v2/companies/',
  sgx: 'Singapore (SGX) companies: ask it at /v2/sgx/companies/',
}

/** A question about the other exchange is refused with where to ask it, before anything else is judged. */
function checkMarket(items: readonly Item[], market: Market): void {
  for (const item of items) {
    if (item.kind === 'market' && item.market !== market)
      refuse(`This question is about ${ENDPOINTS[item.market]}.`, false)
  }
}

const HOME_CURRENCY = {
  idx: { code: 'IDR', name: 'rupiah', example: 'revenue above Rp 10 trillion' },
  sgx: { code: 'SGD', name: 'Singapore dollars', example: 'revenue above S$ 1 billion' },
} as const

const CURRENCY_NAMES = { IDR: 'rupiah', SGD: 'Singapore dollars', USD: 'US dollars' } as const

/** Amounts in another currency would need an exchange rate, which an offline translator does not have. */
function checkCurrencies(items: readonly Item[], market: Market): void {
  const home = HOME_CURRENCY[market]
  for (const item of items) {
    if (item.kind !== 'number' || item.amount.currency === null || item.amount.currency === home.code) continue
    const { currency, raw } = item.amount
    const name = currency === 'USD' ? 'US-dollar amounts' : `Amounts in ${CURRENCY_NAMES[currency]}`
    refuse(
      `${name} ('${raw}') cannot be converted offline: give amounts in ${home.name}, e.g. '${home.example}'.`,
      false,
    )
  }
}
