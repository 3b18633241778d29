import { printCondition, printField, printOrderBy } from '../../../shared/where'
import type { Compare, Condition, FieldRef, ValueExpr } from '../../../shared/where'
import { and } from '../resolution/condition-trees'
import type { Model } from '../resolution/types'

/**
 * The screener parameters: the `where` and `order_by` text, printed by the shared printer, so it is exactly what a person would
 * get by writing the canonical query by hand. A condition said twice is written once; a ranking's
 * `x is not null` is left out when a condition that must hold already compares `x` (which rules out null).
 */
export function emit(model: Model): { where: string | null; orderBy: string | null; limit: number } {
  const conditions = model.parts.flatMap((part) => part.conditions)
  const compared = new Set(conditions.flatMap(requiredComparisons))
  const guards = (model.ranking?.guards ?? []).filter(
    (guard) => !(guard.kind === 'isNull' && guard.subject.kind === 'field' && compared.has(printField(guard.subject))),
  )
  const seen = new Set<string>()
  const bounded = new Set(conditions.flatMap(lowerBounded))
  const unique = [...conditions, ...guards].filter((condition) => {
    // "P/E above 5 and below 10" needs no "P/E above 0" as well
    if (isFloor(condition) && bounded.has(printField(condition.left))) return false
    const text = printCondition(condition)
    if (seen.has(text)) return false
    seen.add(text)
    return true
  })
  return {
    where: unique.length === 0 ? null : printCondition(and(unique)),
    orderBy: model.ranking === null ? null : printOrderBy([model.ranking.key]),
    limit: model.limit,
  }
}

/** The fields that a condition compares whenever it holds: not those of one branch of an `or`. */
function requiredComparisons(condition: Condition): string[] {
  if (condition.kind === 'and') return condition.operands.flatMap(requiredComparisons)
  if (condition.kind !== 'compare') return []
  return [...fieldsOf(condition.left), ...fieldsOf(condition.right)]
}

/** The fields a value reads, as printed tokens (`revenue[2024]`). */
function fieldsOf(value: ValueExpr): string[] {
  switch (value.kind) {
    case 'field':
      return [printField(value)]
    case 'arith':
      return [...fieldsOf(value.left), ...fieldsOf(value.right)]
    case 'negate':
      return fieldsOf(value.operand)
    case 'number':
    case 'string':
      return []
  }
}

/** `x > 0` or `x >= 0`: the floor a valuation multiple or a debt ratio gets when a ceiling is asked. */
function isFloor(condition: Condition): condition is Compare & { left: FieldRef } {
  return (
    condition.kind === 'compare' &&
    condition.left.kind === 'field' &&
    (condition.op === '>' || condition.op === '>=') &&
    condition.right.kind === 'number' &&
    condition.right.value === 0
  )
}

/** The fields a condition bounds from below by more than zero (`x > 5`, `x >= 1`), which makes a floor redundant. */
function lowerBounded(condition: Condition): string[] {
  if (condition.kind === 'and') return condition.operands.flatMap(lowerBounded)
  if (condition.kind !== 'compare' || condition.left.kind !== 'field' || condition.right.kind !== 'number') return []
  const above = (condition.op === '>' || condition.op === '>=') && condition.right.value > 0
  return above ? [printField(condition.left)] : []
}
