import type { Item, ItemKind } from '../recognition/types'

export type ItemOf<K extends ItemKind> = Extract<Item, { kind: K }>

export const isKind = <K extends ItemKind>(item: Item | undefined, kind: K): item is ItemOf<K> => item?.kind === kind

/** A position in the recognised items, for the step that reads them as a grammar. */
export class ItemCursor {
  at = 0

  constructor(readonly items: readonly Item[]) {}

  get done(): boolean {
    return this.at >= this.items.length
  }

  peek(offset = 0): Item | undefined {
    return this.items[this.at + offset]
  }

  take(): Item {
    const item = this.items[this.at]
    if (item === undefined) throw new Error('read past the last item')
    this.at += 1
    return item
  }

  takeIf<K extends ItemKind>(kind: K): ItemOf<K> | null {
    const item = this.peek()
    if (!isKind(item, kind)) return null
    this.at += 1
    return item
  }

  /** The words of the items from `start` to here, for messages. */
  wordsFrom(start: number): string {
    return this.items
      .slice(start, Math.max(this.at, start + 1))
      .map((item) => item.raw)
      .join(' ')
  }
}

/** What a condition can end with: its number ("yield >= 5%") or a condition said in words ("near ATH", "profitable"). */
export function endsCondition(item: Item | undefined): boolean {
  return isKind(item, 'number') || isKind(item, 'preset') || isKind(item, 'state')
}

/**
 * Whether a plus joins what is before it to the condition after it, as "and": after a condition ("yield >= 5% +
 * payout < 60%"), or after an index or a class with a metric's condition next ("JII70 + DER < 0,5"). Between two
 * indices or classes it could as well add one set to the other, so it joins nothing there.
 */
export function plusJoins(before: Item | undefined, after: Item | undefined, conditions: number): boolean {
  if (endsCondition(before)) return conditions > 0
  return (isKind(before, 'index') || isKind(before, 'class')) && isKind(after, 'metric')
}
