import { languageOf } from './language'

/**
 * "coal @ 52w low": the at sign standing alone is the word "at", read as the written word is ("near" by the
 * corpus's convention for a price at a high or low). Glued between letters ("ir@company") it is no word and stays.
 */
const AT_SIGN = /(?<![\p{L}\d])@(?=\s|\d)/gu

/**
 * Typos of short everyday English words ("teh" for the, "fel" for fell): too short for the typo corrector, which
 * leaves words under four letters alone so a short word never becomes some other word of the vocabulary. Each is
 * a fixed misspelling that is no word of its own in English; the list is read only in an English question, since
 * "teh" is tea (and a Sundanese particle) in an Indonesian one.
 */
const EVERYDAY_TYPOS: ReadonlyMap<string, string> = new Map([
  ['teh', 'the'],
  ['hte', 'the'],
  ['fel', 'fell'],
  ['adn', 'and'],
  ['taht', 'that'],
  ['thta', 'that'],
  ['wtih', 'with'],
  ['whcih', 'which'],
  ['wich', 'which'],
  ['waht', 'what'],
  ['thier', 'their'],
  ['tehir', 'their'],
  ['wiht', 'with'],
])
const TYPO = new RegExp(String.raw`(?<![\p{L}\d'])(?:${[...EVERYDAY_TYPOS.keys()].join('|')})(?![\p{L}\d'])`, 'giu')

/** The question with a lone "@" as "at" and short everyday typos written right (in English); unchanged otherwise. */
export function writeOutEverydaySpellings(question: string): string {
  const atWritten = question.replace(AT_SIGN, ' at ')
  if (!TYPO.test(atWritten)) return atWritten
  TYPO.lastIndex = 0
  if (languageOf(atWritten) !== 'en') return atWritten
  return atWritten.replace(TYPO, (typo) => EVERYDAY_TYPOS.get(typo.toLowerCase()) ?? typo)
}
