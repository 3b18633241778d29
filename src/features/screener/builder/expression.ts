import { parseWhere, withoutSpans } from '../../../shared/where'
import { whereError } from '../../../shared/where/errors'
import { whereText } from '../../../shared/where/messages'
import type { Result, ValueExpr } from '../../../shared/where'

const PREFIX = 'x = '

/**
 * Parses a value typed on its own (`revenue[2023] * 1.2`) with the language's own parser, by reading it as the
 * right side of a comparison: the same rules and messages as the text editor, positions relative to the text.
 */
export function parseExpression(text: string): Result<ValueExpr> {
  const parsed = parseWhere(PREFIX + text)
  if (!parsed.ok) {
    const position = Math.max(0, parsed.error.position - PREFIX.length)
    return { ok: false, error: { ...parsed.error, position } }
  }
  const condition = parsed.value
  if (condition.kind !== 'compare') {
    // `1 or y > 2` reads as `x = 1 or y > 2`: a condition, not a value
    return { ok: false, error: whereError('INVALID_WHERE_CLAUSE', whereText('expectedValueFoundCondition'), 0) }
  }
  return { ok: true, value: withoutSpans(condition.right) }
}
