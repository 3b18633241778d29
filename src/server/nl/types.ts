import type { Market } from '../../shared/catalogue'

/** What a natural-language question means as screener parameters. The `where` is text, never SQL. */
export interface Translation {
  where: string | null
  orderBy: string | null
  limit: number
  /** one sentence explaining the reading, shown to the person who asked, in the question's language */
  message: string
}

export type TranslationResult =
  | { ok: true; translation: Translation }
  /**
   * `message` says what was understood and what was not, in the question's language; `suggestions` are up to
   * three complete questions, built from what was understood, that do translate
   */
  | { ok: false; message: string; suggestions: readonly string[] }

/** Deterministic and offline: the same question always gets the same translation. */
export type Translator = (question: string, market: Market) => TranslationResult
