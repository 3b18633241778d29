import type { Market } from '../../shared/catalogue'

/** Questions that work, quoted when a question does not: one plain ranking and one combination per market. */
export const EXAMPLES: Readonly<Record<Market, readonly [string, string]>> = {
  idx: ['top 10 banks by market cap', 'dividend payers in LQ45 with P/E below 15'],
  sgx: ['top 10 banks by market cap', 'REITs with dividend yield above 6%'],
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

/** The message of a refusal, with the market's examples when they help. */
export function refusalMessage(failure: NotTranslatable, market: Market): string {
  if (!failure.withExample) return failure.message
  const [first, second] = EXAMPLES[market]
  return `${failure.message} Try for example: '${first}' or '${second}'.`
}

/** Quotes the words of the question a message is about: `'foo', 'bar'`. */
export function quoteWords(words: readonly string[]): string {
  return words.map((word) => `'${word}'`).join(', ')
}
