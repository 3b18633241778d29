import type { Market } from '../../../shared/catalogue'
import { inIndonesianReason } from './indonesian-reasons'

/** Questions that work, quoted when a question does not: one plain ranking and one combination per market. */
export const EXAMPLES: Readonly<Record<Market, readonly [string, string]>> = {
  idx: ['top 10 banks by market cap', 'dividend payers in LQ45 with P/E below 15'],
  sgx: ['top 10 banks by market cap', 'REITs with dividend yield above 6%'],
}

/** The same examples for a question asked in Bahasa Indonesia (the SGX endpoint is asked in English). */
export const EXAMPLES_ID: Readonly<Record<Market, readonly [string, string]>> = {
  idx: ['10 bank terbesar berdasarkan kapitalisasi pasar', 'saham LQ45 pembayar dividen dengan PER di bawah 15'],
  sgx: ['10 bank terbesar berdasarkan kapitalisasi pasar', 'REIT dengan imbal hasil dividen di atas 6%'],
}

/**
 * Why a question cannot be translated. Thrown inside the pipeline, where a refusal can come from deep inside a
 * clause and threading a result type through every step would bury the grammar; `translateQuestion` catches it.
 */
export class NotTranslatable extends Error {
  constructor(
    message: string,
    /** false when the message already says what to do instead (ask the other market's endpoint) */
    readonly withExample = true,
  ) {
    super(message)
    this.name = 'NotTranslatable'
  }
}

export function refuse(message: string, withExample = true): never {
  throw new NotTranslatable(message, withExample)
}

/**
 * The message of a refusal in the question's language: why, what was understood, and the rewrites offered
 * (`Try for example: 'a', 'b' or 'c'.`), when the refusal is not already an instruction (ask the other market).
 */
export function refusalMessage(
  failure: NotTranslatable,
  language: 'en' | 'id',
  understood: readonly string[],
  suggestions: readonly string[],
): string {
  if (!failure.withExample) return language === 'id' ? inIndonesianReason(failure.message) : failure.message
  const parts = [language === 'id' ? inIndonesianReason(failure.message) : failure.message]
  if (understood.length > 0) parts.push(`${language === 'id' ? 'Dipahami' : 'Understood'}: ${quoteWords(understood)}.`)
  if (suggestions.length > 0) {
    const quoted = suggestions.map((suggestion) => `'${suggestion}'`)
    const last = quoted.pop() ?? ''
    const joined = quoted.length === 0 ? last : `${quoted.join(', ')} ${language === 'id' ? 'atau' : 'or'} ${last}`
    parts.push(`${language === 'id' ? 'Coba misalnya' : 'Try for example'}: ${joined}.`)
  }
  return parts.join(' ')
}

/** Quotes the words of the question a message is about: `'foo', 'bar'`. */
export function quoteWords(words: readonly string[]): string {
  return words.map((word) => `'${word}'`).join(', ')
}
