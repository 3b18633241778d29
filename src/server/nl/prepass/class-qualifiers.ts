import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'
import { nested } from '../recognition/adjacent-classes'
import type { ClassTarget } from '../vocabulary/taxonomy'

/**
 * "utilities (electric)", "REITs (industrial)", "reit (industri)": a qualifier in brackets after a class word is
 * the narrower class the two name together, as a catalogue writes it. Read only when the qualifier said before the
 * class (English) or after it (Indonesian) names exactly one class inside the bracketed one; otherwise, or when the
 * two orders name different classes, the brackets stay and the question is read (or refused) as written.
 */
const QUALIFIED = /(\p{L}[\p{L}&'-]*(?:\s+\p{L}[\p{L}&'-]*){0,2})\s*\(\s*(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)\s*\)/gu
const LONGEST_CLASS = 3

function oneClass(phrase: string, market: Market): readonly ClassTarget[] | null {
  const { items, unknown } = recognise(tokenize(phrase), market)
  const [item] = items
  if (unknown.length > 0 || items.length !== 1 || item?.kind !== 'class') return null
  return item.targets
}

const keysOf = (targets: readonly ClassTarget[]) => targets.map((target) => target.key).join()

/** The class the words before the bracket and the qualifier name together, or null. */
function narrower(before: string, qualifier: string, market: Market): { span: string; read: string } | null {
  const words = before.split(/\s+/u)
  let named: string | null = null
  for (let length = Math.min(LONGEST_CLASS, words.length); length >= 1; length--) {
    const span = words.slice(words.length - length).join(' ')
    const broad = oneClass(span, market)
    if (broad === null) continue
    // a shorter span is tried only when the words dropped named nothing ("me utilities"), never a narrower class
    // ("gas utilities (electric)" is not "gas electric utilities")
    const keys = keysOf(broad)
    if (named !== null && keys !== named) return null
    named = keys
    const readings = [`${qualifier} ${span}`, `${span} ${qualifier}`].flatMap((read) => {
      const targets = oneClass(read, market)
      return targets !== null && nested(broad, targets) ? [{ read, keys: keysOf(targets) }] : []
    })
    const [first, second] = readings
    if (first === undefined) continue
    if (second !== undefined && second.keys !== first.keys) return null
    return { span, read: first.read }
  }
  return null
}

/**
 * A catalogue's comma: "utilities, electric", "insurers, life": one word after a comma that means nothing alone,
 * closed by a stop, the end or "with"/"dengan", read as a bracketed qualifier is. A word that means something alone
 * ("banks, insurers") is a list and stays.
 */
const COMMA_QUALIFIED =
  /(\p{L}[\p{L}&'-]*(?:\s+\p{L}[\p{L}&'-]*){0,2}),\s*(\p{L}[\p{L}-]*)(?=\s*(?:[,;:.!?]|$|\s+(?:with|dengan)\b))/gu

const meansNothingAlone = (word: string, market: Market) => recognise(tokenize(word), market).unknown.length > 0

/** The question with each bracketed or comma class qualifier read into its class; unchanged when it has none. */
export function readClassQualifiers(question: string, market: Market): string {
  const read = (whole: string, before: string, qualifier: string) => {
    const found = narrower(before, qualifier, market)
    if (found === null) return whole
    return `${before.slice(0, before.length - found.span.length)}${found.read}`
  }
  const bracketed = question.includes('(') ? question.replace(QUALIFIED, read) : question
  if (!bracketed.includes(',')) return bracketed
  return bracketed.replace(COMMA_QUALIFIED, (whole, before: string, qualifier: string) =>
    meansNothingAlone(qualifier, market) ? read(whole, before, qualifier) : whole,
  )
}
