import { isYearLike } from '../tokens/amounts'
import type { Amount } from '../tokens/amounts'
import { emptyDraft } from './types'
import type { Comparison, DraftFilter, YearMention } from './types'
import { refuse } from '../refusal/not-translatable'
import { ItemCursor, isKind } from './item-cursor'
import type { ItemOf } from './item-cursor'
import type { Item } from '../recognition/types'
import { readComparison, readListing, readYear, startsComparison } from './readers'

/**
 * What the grammar stage writes into as it reads (see assemble.ts for the clauses): the draft, the years it
 * mentions, the count of results, and the groups of alternatives that "or" joins.
 */
export class DraftBuilder extends ItemCursor {
  protected readonly draft = emptyDraft()
  private lastGroup: DraftFilter[] | null = null
  /** an "or" read after a condition, waiting for the condition it joins */
  protected orPending: Item | null = null
  protected filterCount = 0

  /** A year written right before a metric (`2024` in "by 2024 revenue"), taken only when a metric follows it. */
  protected leadingYear(): YearMention | null {
    const next = this.peek()
    const after = this.peek(1)
    if (!isKind(after, 'metric') && !isKind(after, 'growth')) return null
    if (isKind(next, 'year')) {
      this.at += 1
      return this.mention(next.year, next.raw, next.relative)
    }
    if (isKind(next, 'number') && isYearLike(next.amount)) {
      this.at += 1
      return this.mention(Number(next.amount.digits), next.raw, null)
    }
    return null
  }

  protected year(): YearMention | null {
    return readYear(this, this.draft.years)
  }

  /** A year right after a metric, before its condition: that metric's own (see `YearMention.own`). */
  protected ownYear(): YearMention | null {
    const mention = readYear(this, this.draft.years)
    if (mention === null) return null
    const own = { ...mention, own: true as const }
    this.draft.years[this.draft.years.length - 1] = own
    return own
  }

  protected mention(year: number, raw: string, relative: YearMention['relative']): YearMention {
    const mention = { year, raw, relative }
    this.draft.years.push(mention)
    return mention
  }

  protected setCount(amount: Amount): void {
    const previous = this.draft.count
    if (previous !== null) refuse(`Could not tell how many results are wanted: '${previous.raw}' or '${amount.raw}'.`)
    this.draft.count = amount
  }

  protected or(item: Item, afterFilter: boolean): void {
    if (afterFilter) {
      this.orPending = item
      return
    }
    const isSet = (other: Item | undefined) => isKind(other, 'class') || isKind(other, 'index')
    if (!isSet(this.items[this.at - 2]) && !isSet(this.peek())) misplaced(item)
  }

  /** ('and' | 'or') Comparison after a comparison: "P/E above 5 and below 10", "below 10 or above 30". */
  protected chained(): Comparison | null {
    const connector = this.peek()
    const number = this.peek(1)
    if (isKind(connector, 'postfix') && connector.chained !== null && isKind(number, 'number')) {
      // "or above" reads as a postfix in "10 or above", but here an "or" and a comparison follow a comparison
      this.at += 2
      this.orPending = connector
      return { kind: 'compare', op: connector.chained, amount: number.amount }
    }
    if (!isKind(connector, 'connector') || connector.word === 'to' || !startsComparison(number)) return null
    this.at += 1
    if (connector.word === 'or') this.orPending = connector
    return readComparison(this)
  }

  protected state(item: ItemOf<'state'>, year: YearMention | null): void {
    this.addFilter({ kind: 'state', state: item.state, year: year ?? this.year() })
  }

  /** Listing : 'listed after' Year | 'listed between' Year ('and' | 'to') Year | ... */
  protected listing(item: ItemOf<'listed'>): void {
    const listing = readListing(this, item)
    if (listing === null) return
    if (this.draft.listing !== null) refuse('Could not combine two listing dates: ask for one, e.g. listed after 2020.')
    this.draft.listing = listing
  }

  protected addFilter(filter: DraftFilter): void {
    this.filterCount += 1
    if (this.orPending !== null && this.lastGroup !== null) {
      this.lastGroup.push(filter)
      this.orPending = null
      return
    }
    this.lastGroup = [filter]
    this.draft.filters.push(this.lastGroup)
  }
}

export function misplaced(item: Item): never {
  return refuse(`Could not tell what '${item.raw}' refers to here.`)
}
