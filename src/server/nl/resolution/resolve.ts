import type { Market } from '../../../shared/catalogue'
import type { Condition } from '../../../shared/where'
import { compare, field, inList, not, or, str } from './condition-trees'
import type { Draft, Listing } from '../grammar/types'
import { FieldContext } from './fields'
import type { Periods } from '../prepass/quarters'
import type { Model, Part } from './types'
import { resolveFilterGroup } from './filters'
import { resolveLimit, resolveRanking } from './ranking'
import { CLASS_NOUNS } from '../vocabulary/classes'
import { innermost } from '../vocabulary/taxonomy'
import type { ClassTarget } from '../vocabulary/taxonomy'

/**
 * The resolution stage: the draft in the market's terms. Classification values are written as slugs, which the docs teach and
 * which hold no quotes or commas; parts keep the order `where` will have (classes, exclusions, indices, board,
 * listing, then the conditions in question order).
 */
export function resolve(draft: Draft, market: Market, periods?: Periods): Model {
  const context = new FieldContext(market, draft.years, periods)
  const classes = distinct(draft.classes)
  const parts: Part[] = [
    ...optional(classPart(classes)),
    ...draft.exclusions.map(exclusionPart),
    ...optional(indexPart(draft.indices, draft.allIndices)),
    ...optional(boardPart(draft.boards)),
    ...optional(draft.listing === null ? null : listingPart(draft.listing)),
    ...draft.filters.map((group) => resolveFilterGroup(group, context)),
  ]
  const ranking = resolveRanking(draft, context)
  const [limit, limitText] = resolveLimit(draft, ranking, context)
  context.finish()
  return { subject: subjectOf(classes), parts, ranking, limit, limitText, notes: context.notes }
}

/**
 * The classes named, without repeats, narrowed where one lies inside another ("energy companies in coal"). A phrase
 * of several nodes gives way whole to a phrase inside any of them: "emiten tambang emas" (miners, then gold) means
 * gold alone, not coal or gold.
 */
function distinct(phrases: readonly (readonly ClassTarget[])[]): ClassTarget[] {
  const inside = (inner: readonly ClassTarget[], outer: readonly ClassTarget[]): boolean =>
    inner !== outer && inner.every((node) => outer.some((target) => node.ancestors.includes(target.key)))
  const kept = phrases.filter((outer) => !phrases.some((inner) => inside(inner, outer)))
  const byKey = new Map(kept.flat().map((target) => [target.key, target]))
  return innermost([...byKey.values()])
}

const classCondition = (target: ClassTarget): Condition => compare(field(target.level), '=', str(target.slug))

function classPart(classes: readonly ClassTarget[]): Part | null {
  if (classes.length === 0) return null
  return { kind: 'class', conditions: [or(classes.map(classCondition))], text: '' }
}

function subjectOf(classes: readonly ClassTarget[]): string {
  const [only] = classes
  const noun = only !== undefined && classes.length === 1 ? CLASS_NOUNS[only.key] : undefined
  if (noun !== undefined) return noun
  return classes.length === 0 ? 'Companies' : `Companies in ${classes.map((target) => target.name).join(' or ')}`
}

function exclusionPart(targets: readonly ClassTarget[]): Part {
  const [only] = targets
  const condition =
    only !== undefined && targets.length === 1
      ? compare(field(only.level), '!=', str(only.slug))
      : not(or(targets.map(classCondition)))
  const text = `excluding ${targets.map((target) => CLASS_NOUNS[target.key] ?? target.name).join(' and ')}`
  return { kind: 'excluding', conditions: [condition], text }
}

/** `indices in ['LQ45', 'IDX30']` means any of them; "both" asks for each. */
function indexPart(codes: readonly string[], all: boolean): Part | null {
  const unique = [...new Set(codes)]
  if (unique.length === 0) return null
  const indices = field('indices')
  if (all && unique.length > 1) {
    const conditions = unique.map((code) => inList(indices, [code]))
    return { kind: 'index', conditions, text: `in both ${unique.slice(0, -1).join(', ')} and ${unique.at(-1) ?? ''}` }
  }
  return { kind: 'index', conditions: [inList(indices, unique)], text: `in ${unique.join(' or ')}` }
}

function boardPart(boards: readonly string[]): Part | null {
  const unique = [...new Set(boards)]
  const [only] = unique
  if (only === undefined) return null
  const board = field('listing_board')
  const condition = unique.length === 1 ? compare(board, '=', str(only)) : inList(board, unique)
  return { kind: 'board', conditions: [condition], text: `on the ${unique.join(' or ')} board` }
}

/** Listing dates compare as `YYYY-MM-DD` text: "after 2020" is after the last day of 2020. */
function listingPart({ relation, from, to }: Listing): Part {
  const date = field('listing_date')
  const onOrAfter = compare(date, '>=', str(`${from}-01-01`))
  const onOrBefore = compare(date, '<=', str(`${to}-12-31`))
  switch (relation) {
    case 'after':
      return { kind: 'listed', conditions: [compare(date, '>', str(`${from}-12-31`))], text: `listed after ${from}` }
    case 'before':
      return { kind: 'listed', conditions: [compare(date, '<', str(`${from}-01-01`))], text: `listed before ${from}` }
    case 'since':
      return { kind: 'listed', conditions: [onOrAfter], text: `listed since ${from}` }
    case 'in':
      return { kind: 'listed', conditions: [onOrAfter, onOrBefore], text: `listed in ${from}` }
    case 'between':
      return { kind: 'listed', conditions: [onOrAfter, onOrBefore], text: `listed between ${from} and ${to}` }
  }
}

function optional<T>(value: T | null): T[] {
  return value === null ? [] : [value]
}
