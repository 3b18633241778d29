import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'

/**
 * "for a story I am writing: which property developers …", "I'm a journalist: …", "for my thesis, …": a clause
 * before the question that says who asks or why. It is dropped only when it names nothing a screen reads (no
 * metric, class, condition, number or negation: every word is filler or unknown); a clause that names anything
 * ("I'm researching toll road companies, …") stays, so its class is kept or its unknown words are refused.
 */
const LEAD_IN = /^\s*([^:,;?]{1,60}?)\s*[:,]\s+(?=\S)/u
/** Who asks or why: a lead-in without one of these words may be a content word mistyped, so it stays. */
const ASKER = /\b(?:i|im|i'm|my|me|we|our|us|for|saya|aku|gue|gw|kami|kita|untuk|buat)\b/iu
const NEGATION =
  /\b(?:not|no|never|dont|don't|doesnt|doesn't|without|tidak|bukan|nggak|ngga|gak|ga|enggak|tanpa|kecuali|belum|jangan)\b/iu

/** The question without a lead-in clause that names nothing; unchanged when it has none. */
export function dropLeadIn(question: string, market: Market): string {
  const match = LEAD_IN.exec(question)
  if (match === null) return question
  const clause = match[1] ?? ''
  if (/\d/u.test(clause) || NEGATION.test(clause) || !ASKER.test(clause)) return question
  const { items, unknown } = recognise(tokenize(clause), market)
  if (items.length > 0 || unknown.length === 0) return question
  return question.slice(match[0].length)
}
