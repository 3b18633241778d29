import type { Market } from '../../shared/catalogue'
import { assemble } from './assemble'
import { emit } from './emit'
import { NotTranslatable, quoteWords, refusalMessage, refuse } from './failures'
import type { Item } from './items'
import { describe } from './message'
import { readPeople, withPeople } from './people'
import { readPeriods } from './periods'
import { recognise } from './recognise'
import { resolve } from './resolve'
import { tokenize } from './tokenize'
import type { Translation, Translator } from './types'

export type { Translation, TranslationResult, Translator } from './types'

/**
 * Translates a screener question (`q`) into `where`, `order_by` and `limit`, with a sentence saying how it was
 * read. Rules and vocabulary tables only: no network, no randomness, no clock, so the same question always gets
 * the same answer, instantly. Anything not understood refuses the whole question, naming the words at fault.
 *
 * The pipeline: tokenize → recognise phrases (per market) → judge market, unknown words and currencies →
 * assemble what applies to what → resolve to catalogue fields → emit the text and describe it.
 */
export const translateQuestion: Translator = (question, market) => {
  try {
    return { ok: true, translation: translate(question, market) }
  } catch (error) {
    if (error instanceof NotTranslatable) return { ok: false, message: refusalMessage(error, market) }
    throw error
  }
}

function translate(question: string, market: Market): Translation {
  const people = readPeople(question, market)
  if (people.conditions.length === 0) return translateGrammar(question, market)
  const says = `Companies where ${people.says.join(' and ')}.`
  if (people.rest === null)
    return { where: withPeople(null, people.conditions), orderBy: null, limit: 50, message: says }
  const rest = translateGrammar(people.rest, market)
  return { ...rest, where: withPeople(rest.where, people.conditions), message: `${rest.message} ${says}` }
}

/** The grammar's reading: quarters set apart first (periods.ts), then the pipeline above. */
function translateGrammar(question: string, market: Market): Translation {
  const { text, periods } = readPeriods(question)
  const tokens = tokenize(text)
  // only punctuation ("???"): nothing to read, and answering with every company would be a guess
  if (tokens.length === 0) refuse(`Could not understand '${question.trim()}'.`)
  const { items, unknown } = recognise(tokens, market)
  checkMarket(items, market)
  if (unknown.length > 0) refuse(`Could not understand ${quoteWords(unknown)}.`)
  for (const item of items) if (item.kind === 'missing') refuse(item.explain(item.raw))
  checkCurrencies(items, market)
  const model = resolve(assemble(items), market, periods)
  return { ...emit(model), message: describe(model) }
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
