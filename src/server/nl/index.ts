import type { Market } from '../../shared/catalogue'
// the stages in pipeline order: pre-passes, tokens, recognition, grammar, resolution, writing; refusal on the side
import { languageOf } from './prepass/language'
import { readPeople, withPeople } from './prepass/people'
import { readStakes } from './prepass/stakes'
import { readPriceLevels } from './prepass/price-levels'
import { readComparisons } from './prepass/comparisons'
import { dropFraming } from './prepass/lead-in'
import { readClassSize } from './prepass/class-size'
import { readClassQualifiers } from './prepass/class-qualifiers'
import { dropQuestionTag } from './prepass/question-tags'
import { readChangeRange, readYearSet, YEAR_PLACE } from './prepass/year-sets'
import { combineYears } from './prepass/combine-years'
import { repeatSignedLine } from './prepass/signed-lines'
import { readIdioms } from './prepass/idioms'
import { readPerformance } from './prepass/price-moves'
import { readRankedPeriod } from './prepass/ranked-period'
import { readRankedOn } from './prepass/ranked-on'
import { readPeriods, romanQuarters } from './prepass/quarters'
import { writeOutShorthand } from './prepass/analyst-shorthand'
import { writeOutEverydaySpellings } from './prepass/everyday-spellings'
import { readSpelledNumbers } from './prepass/spelled-numbers'
import { refuseApproximateValues } from './prepass/approximate-values'
import { expandShorthand, tokenize } from './tokens/tokenize'
import { recognise } from './recognition/recognise'
import { strayCompanionWords } from './recognition/companion-words'
import { checkCurrencies, checkMarket } from './recognition/market-and-currency'
import { assemble } from './grammar/assemble'
import { resolve } from './resolution/resolve'
import { checkCountHasOrder } from './resolution/count-order'
import { emit } from './writing/parameters'
import { describe } from './writing/english-message'
import { inIndonesian } from './writing/indonesian-message'
import { NotTranslatable, quoteWords, refusalMessage, refuse } from './refusal/not-translatable'
import { rewrites, understand } from './refusal/rewrites'
import type { Translation, TranslationResult, Translator } from './types'

export type { Translation, TranslationResult, Translator } from './types'

/**
 * Translates a screener question (`q`) into `where`, `order_by` and `limit`, with a sentence saying how it was
 * read, in the question's language (English or Bahasa Indonesia). Rules and vocabulary tables only: no network,
 * no randomness, no clock, so the same question always gets the same response, instantly. A question that cannot
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
  if (!failure.withExample) return { ok: false, message: refusalMessage(failure, language, [], []), suggestions: [] }
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
  const spelled = writeOutShorthand(readSpelledNumbers(writeOutEverydaySpellings(refuseApproximateValues(question))))
  const framed = dropFraming(dropQuestionTag(romanQuarters(spelled)), market)
  const text = readClassSize(readClassQualifiers(readStakes(readComparisons(framed)), market), market)
  const levels = readPriceLevels(text)
  const people = readPeople(levels.text, market)
  const conditions = [...levels.conditions, ...people.conditions]
  if (conditions.length === 0) return translateYears(levels.text, market)
  const says = `Companies where ${[...levels.says, ...people.says].join(' and ')}.`
  if (people.rest === null) return { where: withPeople(null, conditions), orderBy: null, limit: 50, message: says }
  const rest = translateYears(people.rest, market)
  return { ...rest, where: withPeople(rest.where, conditions), message: `${rest.message} ${says}` }
}

/** "In both 2023 and 2024", "three years in a row": the question read for each year, every year's conditions. */
function translateYears(asked: string, market: Market): Translation {
  // chat and regional spellings written out first: "rugi pada 2021 deng 2022" is a list of years as "dan" is
  const question = readChangeRange(repeatSignedLine(expandShorthand(asked)))
  const set = readYearSet(question)
  if (set === null) return translateGrammar(question, market)
  const placed = set.text.includes(YEAR_PLACE)
  const each = set.years.map((year) =>
    translateGrammar(placed ? set.text.replace(YEAR_PLACE, String(year)) : `${set.text} ${year}`, market),
  )
  return combineYears(each, set.says, placed)
}

/** The grammar's reading: idioms, performance and quarters set apart first, then the pipeline above. */
function translateGrammar(question: string, market: Market): Translation {
  const { text, periods } = readPeriods(
    readPerformance(readRankedPeriod(readIdioms(readRankedOn(expandShorthand(question), market), market), market)),
  )
  const tokens = tokenize(text)
  // only punctuation ("???"): nothing to read, and responding with every company would be a guess
  if (tokens.length === 0) refuse(`Could not understand '${question.trim()}'.`)
  const { items, unknown, corrections, joinedClasses } = recognise(tokens, market)
  checkMarket(items, market)
  const stray = [...unknown, ...strayCompanionWords(tokens, items)]
  if (stray.length > 0) refuse(`Could not understand ${quoteWords(stray)}.`)
  const [joined] = joinedClasses
  if (joined !== undefined)
    refuse(`Could not tell whether '${joined}' is one class or two: ask for one, or for both with 'and'.`)
  for (const item of items) if (item.kind === 'missing') refuse(item.explain(item.raw))
  checkCurrencies(items, market)
  const model = resolve(assemble(items), market, periods)
  checkCountHasOrder(text, model)
  // each correction already says "'x' read as 'y'": the heading names what they are about
  const read = corrections.length === 0 ? '' : ` Spelling: ${corrections.join(', ')}.`
  return { ...emit(model), message: `${describe(model)}${read}` }
}
