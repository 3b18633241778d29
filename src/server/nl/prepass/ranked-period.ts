import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'
import { withoutPeriod } from './price-moves'

/**
 * "top 5 tickers today", "5 saham teratas hari ini": a ranking with a period and no metric is the ranking by that
 * period's price change, highest first (as "top gainers today" is). A period is never dropped: only when every
 * other word is the ranking, its count, a class, a market or a word that carries nothing; anything else is left
 * for the grammar, which refuses the period it cannot place.
 */
const TOP = /\b(top(?:\s+\d+)?|teratas)\b/iu
const KINDS_BESIDE_A_RANKING = new Set(['class', 'filler', 'market', 'number', 'index'])

export function readRankedPeriod(question: string, market: Market): string {
  if (!TOP.test(question)) return question
  const rest = withoutPeriod(question)
  if (rest === null) return question
  const { items, unknown } = recognise(tokenize(rest.replace(TOP, ' ')), market)
  const onlyWhatIsRanked = unknown.length === 0 && items.every((item) => KINDS_BESIDE_A_RANKING.has(item.kind))
  // the ranking word read as the period's best performers: "top 5 tickers today" = "top 5 gainers tickers today"
  return onlyWhatIsRanked ? question.replace(TOP, (ranking: string) => ` ${ranking} gainers `) : question
}
