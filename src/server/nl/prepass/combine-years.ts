import { parseWhere, printCondition } from '../../../shared/where'
import type { Condition } from '../../../shared/where'
import { and } from '../resolution/condition-trees'
import type { Translation } from '../types'

/**
 * One question read for several years, as one translation: every year's conditions (each written once; side by side
 * when each year was read in its place, `byPlace`), the last year's ranking and limit, and the last year's message
 * saying that the conditions hold in each year.
 */
export function combineYears(each: readonly Translation[], says: string, byPlace = false): Translation {
  const last = each.at(-1)
  if (last === undefined) throw new Error('no year to combine')
  const seen = new Set<string>()
  const conditions: Condition[] = []
  for (const condition of byPlace ? byPlaceInQuestion(each) : each.flatMap(({ where }) => conjuncts(where))) {
    const text = printCondition(condition)
    if (seen.has(text)) continue
    seen.add(text)
    conditions.push(condition)
  }
  const where = conditions.length === 0 ? null : printCondition(and(conditions))
  const message = `${last.message.replace(/\.$/u, '')} (checked ${says}).`
  return { ...last, where, message }
}

function conjuncts(where: string | null): Condition[] {
  if (where === null) return []
  const parsed = parseWhere(where)
  if (!parsed.ok) throw new Error(`the translator wrote an invalid where: ${where}`)
  const flatten = (condition: Condition): Condition[] =>
    condition.kind === 'and' ? condition.operands.flatMap(flatten) : [condition]
  return flatten(parsed.value)
}

/**
 * Each year's conditions side by side, in the order the question says them: "loss-making in 2020 and 2021 but
 * profitable in 2025" is the loss of 2020, the loss of 2021, then the profit of 2025.
 */
function byPlaceInQuestion(each: readonly Translation[]): Condition[] {
  const lists = each.map(({ where }) => conjuncts(where))
  const longest = Math.max(...lists.map((list) => list.length))
  return Array.from({ length: longest }, (_, place) => lists.flatMap((list) => list.slice(place, place + 1))).flat()
}
