import type { Market } from '../../shared/catalogue'

/** What a natural-language question means as screener parameters. The `where` is text, never SQL. */
export interface Translation {
  where: string | null
  orderBy: string | null
  limit: number
  /** one sentence explaining the reading, shown to the person who asked */
  message: string
}

export type TranslationResult =
  | { ok: true; translation: Translation }
  /** `message` names the words that were not understood and gives an example that is */
  | { ok: false; message: string }

/** Deterministic and offline: the same question always gets the same translation. */
export type Translator = (question: string, market: Market) => TranslationResult
