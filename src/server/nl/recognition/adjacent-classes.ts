import type { Token } from '../tokens/tokenize'
import type { ClassTarget } from '../vocabulary/taxonomy'
import type { Item } from './types'

/** The same node twice, or one inside the other: "palm oil plantations", "energy coal" name no second class. */
export const nested = (first: readonly ClassTarget[], second: readonly ClassTarget[]): boolean =>
  first.some((one) =>
    second.some(
      (other) => one.key === other.key || other.ancestors.includes(one.key) || one.ancestors.includes(other.key),
    ),
  )

/**
 * Two class words side by side with nothing between them ("coal shipping", "apparel luxury") are one label the
 * vocabulary does not know, or two classes: either reading could be wrong, so the question is refused rather than
 * answered with both classes' companies. A comma, a slash, "and" or "or" between them lists two ("banks, insurers").
 * Returns the two as typed when they are such a pair.
 */
export function twoClassesAsOne(previous: Item | undefined, next: Item, token: Token | undefined): string | null {
  if (previous?.kind !== 'class' || next.kind !== 'class' || nested(previous.targets, next.targets)) return null
  if (token === undefined || /[,;/]/u.test(token.before)) return null
  return `${previous.raw} ${next.raw}`
}
