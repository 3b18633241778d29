import { parseOrderBy, parseWhere, printCondition, printOrderBy } from '../../../shared/where'
import type { Condition } from '../../../shared/where'
import type { TranslationResult } from '../types'
import type { CorpusEntry } from './entry'

/** Whether a translation has the meaning the corpus expects, and if not, what differs. */
export type Verdict =
  | { readonly ok: true }
  /** `refused`: no translation was given; otherwise a translation was given with another meaning (or none was due) */
  | { readonly ok: false; readonly refused: boolean; readonly why: string }

/**
 * Judges by meaning, not by text: every expected conjunct must be among the response's top-level conjuncts (both
 * printed canonically), and any other conjunct may only be an `is not null` guard; the `order_by` and the limit
 * must be the expected ones.
 */
export function judge(entry: CorpusEntry, result: TranslationResult): Verdict {
  if (entry.refused === true)
    return result.ok ? { ok: false, refused: false, why: `translated: ${result.translation.message}` } : { ok: true }
  if (!result.ok) return { ok: false, refused: true, why: `refused: ${result.message}` }
  const { where, orderBy, limit } = result.translation
  const expected = conjuncts(entry.where)
  const actual = conjuncts(where)
  const missing = expected.filter((condition) => !actual.includes(condition))
  const extra = actual.filter((condition) => !expected.includes(condition) && !condition.endsWith(' is not null'))
  if (missing.length > 0 || extra.length > 0)
    return {
      ok: false,
      refused: false,
      why: `where ${where ?? 'null'}: missing [${missing.join('; ')}], extra [${extra.join('; ')}]`,
    }
  const order = entry.orderBy === null ? null : canonicalOrder(entry.orderBy)
  if (order !== orderBy)
    return { ok: false, refused: false, why: `order_by ${orderBy ?? 'null'}, expected ${order ?? 'null'}` }
  if (limit !== entry.limit) return { ok: false, refused: false, why: `limit ${limit}, expected ${entry.limit}` }
  return { ok: true }
}

function conjuncts(where: string | null): string[] {
  if (where === null) return []
  const parsed = parseWhere(where)
  if (!parsed.ok) return [`(unparsable) ${where}`]
  const flatten = (condition: Condition): Condition[] =>
    condition.kind === 'and' ? condition.operands.flatMap(flatten) : [condition]
  return flatten(parsed.value).map(printCondition)
}

function canonicalOrder(orderBy: string): string {
  const parsed = parseOrderBy(orderBy)
  return parsed.ok ? printOrderBy(parsed.value) : `(unparsable) ${orderBy}`
}
