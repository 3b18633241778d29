import { LATEST_FISCAL_YEAR } from '../../../shared/catalogue'
import { inheritUnits, isYearLike } from '../tokens/amounts'
import type { Amount } from '../tokens/amounts'
import type { Comparison, Listing, YearMention } from './types'
import { refuse } from '../refusal/not-translatable'
import { isKind } from './item-cursor'
import type { ItemCursor, ItemOf } from './item-cursor'
import type { Item, ListingRelation, Trend } from '../recognition/types'
import type { ClassTarget } from '../vocabulary/taxonomy'

const ZERO: Amount = { digits: '0', power: 0, currency: null, unit: null, raw: '0' }

/**
 * Comparison : CompareWord Amount | 'between' Amount ('and' | 'to') Amount | Amount Postfix | Sign
 * Reads a comparison at the cursor, or returns null when none starts there. A `by` before a comparison is read
 * with it: "revenue growing by more than 20%".
 */
export function readComparison(cursor: ItemCursor): Comparison | null {
  if (isKind(cursor.peek(), 'by') && startsComparison(cursor.peek(1))) cursor.at += 1
  const item = cursor.peek()
  const postfix = cursor.peek(1)
  if (isKind(item, 'number') && isKind(postfix, 'postfix')) {
    cursor.at += 2
    return { kind: 'compare', op: postfix.op, amount: item.amount }
  }
  if (isKind(item, 'sign')) {
    cursor.at += 1
    return { kind: 'compare', op: item.op, amount: ZERO }
  }
  if (isKind(item, 'compare')) {
    cursor.at += 1
    return { kind: 'compare', op: item.op, amount: amountAfter(cursor, item) }
  }
  if (!isKind(item, 'between')) return null
  cursor.at += 1
  const low = amountAfter(cursor, item)
  const connector = cursor.takeIf('connector')
  if (connector === null || connector.word === 'or') refuse(`Could not read '${item.raw}': write 'between 5 and 10'.`)
  const high = amountAfter(cursor, connector)
  // "between 1 and 5 trillion", "between 5 and 10%": a unit written once applies to both ends
  return { kind: 'between', low: inheritUnits(low, high), high: inheritUnits(high, low) }
}

/** True when a comparison word starts at the item: what may follow "and" / "or" to compare the same metric. */
export function startsComparison(item: Item | undefined): boolean {
  return isKind(item, 'compare') || isKind(item, 'between')
}

function amountAfter(cursor: ItemCursor, item: Item): Amount {
  const number = cursor.takeIf('number')
  if (number === null) refuse(`Could not tell what '${item.raw}' compares with: give a number, e.g. 'P/E below 15'.`)
  return number.amount
}

/** A fiscal year at the cursor, if there is one: `2023`, `last year`; not `2000 or more`, which compares. */
export function readYear(cursor: ItemCursor, mentions: YearMention[]): YearMention | null {
  const next = cursor.peek()
  let mention: YearMention | null = null
  if (isKind(next, 'year')) mention = { year: next.year, raw: next.raw, relative: next.relative }
  else if (isKind(next, 'number') && isYearLike(next.amount) && !isKind(cursor.peek(1), 'postfix'))
    mention = { year: Number(next.amount.digits), raw: next.raw, relative: null }
  if (mention === null) return null
  cursor.at += 1
  mentions.push(mention)
  return mention
}

/**
 * Listing : 'listed after' Year | 'listed between' Year ('and' | 'to') Year | ...   (after the listing words)
 * Null when no year follows a bare "listed" or "listed in": "IDX-listed banks", "listed in Singapore".
 */
export function readListing(cursor: ItemCursor, item: ItemOf<'listed'>): Listing | null {
  if (!item.explicit) {
    const compared = readComparedListing(cursor)
    if (compared !== null) return compared
  }
  const from = readListingYear(cursor)
  // a bare "IPO" says a time nobody gave (recent? upcoming?), so it is refused unless a ranking by listing date
  // gives one ("newest tech IPOs"); a bare "listed" says nothing
  const byListing = cursor.items.some((other) => other.kind === 'rank' && other.rank.defaultMetric === 'listing_date')
  const bareIpo = !item.explicit && /\bipo/iu.test(item.raw) && !byListing
  // "IPO tahun ini", "melantai pada …": the phrase's own year word asks for a year, so none read is a refusal,
  // never every company; a bare "listed in" ("listed in Singapore") says nothing
  const yearAsked = /\b(?:tahun|pada|during)$/iu.test(item.raw)
  if (from === null && (item.relation === 'in' || !item.explicit) && !bareIpo && !yearAsked) return null
  if (from === null) refuse(`Could not tell when '${item.raw}' means: give a year, e.g. 'listed after 2020'.`)
  let to = from
  if (item.relation === 'between') {
    const connector = cursor.takeIf('connector')
    const second = connector === null || connector.word === 'or' ? null : readListingYear(cursor)
    if (second === null) refuse(`Could not read '${item.raw}': write 'listed between 2015 and 2020'.`)
    to = second
  }
  return { relation: item.relation, from: Math.min(from, to), to: Math.max(from, to) }
}

/** What a comparison symbol after a bare "listed" means for its year: "listed >= 2022" is listed since 2022. */
const LISTING_BY_SYMBOL: Partial<Record<string, { relation: ListingRelation; shift: number }>> = {
  '>=': { relation: 'since', shift: 0 },
  '>': { relation: 'after', shift: 0 },
  '<': { relation: 'before', shift: 0 },
  // on or before a year is before the next one
  '<=': { relation: 'before', shift: 1 },
  '=': { relation: 'in', shift: 0 },
}

/** 'listed' ('>=' | '>' | '<' | '<=' | '=') Year: only a symbol, whose meaning for a date is unambiguous. */
function readComparedListing(cursor: ItemCursor): Listing | null {
  const symbol = cursor.peek()
  if (!isKind(symbol, 'compare') || !/^[<>=]+$/u.test(symbol.raw)) return null
  const reading = LISTING_BY_SYMBOL[symbol.op]
  const year = cursor.peek(1)
  if (reading === undefined || !isKind(year, 'number') || !isYearLike(year.amount)) return null
  cursor.at += 2
  const from = Number(year.amount.digits) + reading.shift
  return { relation: reading.relation, from, to: from }
}

/** Exclusion : 'excluding' Class (('and' | 'or') Class)*   (after the exclusion word) */
export function readExclusion(cursor: ItemCursor, item: ItemOf<'exclude'>): ClassTarget[] {
  const first = cursor.takeIf('class')
  if (first === null) refuse(`Could not tell what '${item.raw}' leaves out: name a class, e.g. 'excluding banks'.`)
  const targets = [...first.targets]
  while (isKind(cursor.peek(), 'connector') && isKind(cursor.peek(1), 'class')) {
    cursor.at += 1
    targets.push(...(cursor.takeIf('class')?.targets ?? []))
  }
  return targets
}

/**
 * A calendar year for a listing date. "This year" is the year after the latest complete fiscal year: the
 * translator has no clock, and the demo market's today (2026-11-20) lies in that year.
 */
function readListingYear(cursor: ItemCursor): number | null {
  const next = cursor.peek()
  if (isKind(next, 'year')) {
    cursor.at += 1
    return next.relative === 'this' ? LATEST_FISCAL_YEAR + 1 : next.year
  }
  if (!isKind(next, 'number') || !isYearLike(next.amount)) return null
  cursor.at += 1
  return Number(next.amount.digits)
}

/** "growing revenue growth" is one trend; "growing revenue decline" two opposite ones. */
export function combineTrends(first: Trend | null, second: Trend | null): Trend | null {
  if (first === null || first === 'any') return second ?? first
  if (second === null || second === 'any' || second === first) return first
  return refuse('Could not tell whether the question asks for growth or decline.')
}

/**
 * Whether a ranking word with a metric of its own ("cheap", "murah": P/E) leaves the metric after it to a condition
 * of its own: "saham murah dengan ROE di atas 15%" is the cheapest by P/E among those with ROE above 15%, not the
 * lowest ROE. Only another metric than the word's own, with a comparison straight after it.
 */
export function leavesMetricToCondition(cursor: ItemCursor, rank: ItemOf<'rank'>): boolean {
  const own = rank.rank.defaultMetric
  const metric = cursor.peek()
  if (own === null || own === 'market_cap' || own === 'listing_date' || !isKind(metric, 'metric')) return false
  return metric.metric.id !== own && startsComparison(cursor.peek(1))
}
