import { refuse } from '../refusal/not-translatable'
import type { Model } from './types'

/**
 * Words that ask for the N most/least/newest/… of something. A number of results said beside one of them is a
 * top N of an order: when no order was read (the ranking word was lost or named nothing the screen knows), the
 * question is refused rather than answered with N rows in no order.
 */
const RANKING_WORD =
  /\b(?:most|least|top|bottom|best|worst|highest|lowest|largest|smallest|biggest|newest|oldest|earliest|cheapest|priciest|paling|teratas|terbawah|terbaru|terlama|tertua|terbesar|terkecil|tertinggi|terendah|termurah|termahal|terbaik|terburuk)\b/iu
/** bounds, courtesies and periods, not rankings: "at most 5", "paling sedikit 3", "most grateful", "the most recent year" */
const NOT_RANKING =
  /\b(?:at most|at least|paling banyak|paling sedikit|paling tidak|(?:most|very|really|so) grateful|best regards|all the best|best wishes|(?:the\s+)?most recent (?:fiscal |reported )?(?:year|quarter))\b/giu

export function checkCountHasOrder(text: string, model: Model): void {
  if (model.ranking !== null || !model.limitText.startsWith('first ')) return
  const word = RANKING_WORD.exec(text.replace(NOT_RANKING, ' '))
  if (word === null) return
  refuse(
    `Could not tell by what '${word[0]}' ranks the ${String(model.limit)} results: name it, e.g. 'top ${String(model.limit)} banks by market cap'.`,
  )
}
