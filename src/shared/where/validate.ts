import type { Catalogue, FieldSpec } from '../catalogue'
import type { Condition, FieldRef, OrderKey } from './ast'
import { analyseOrderBy, analyseWhere } from './analyse'
import type { Result } from './errors'
import { parseOrderBy, parseWhere } from './parse'

/** Parses and analyses a `where` clause: what the server runs and the dashboard checks as the person types. */
export function validateWhere(
  text: string,
  catalogue: Catalogue<FieldSpec>,
): Result<{ condition: Condition; fields: FieldRef[] }> {
  const parsed = parseWhere(text)
  if (!parsed.ok) return parsed
  const analysed = analyseWhere(parsed.value, catalogue)
  if (!analysed.ok) return analysed
  return { ok: true, value: { condition: parsed.value, fields: analysed.value.fields } }
}

/** Parses and analyses an `order_by` list; every error carries the code UNSUPPORTED_ORDER_BY. */
export function validateOrderBy(
  text: string,
  catalogue: Catalogue<FieldSpec>,
): Result<{ keys: OrderKey[]; fields: FieldRef[] }> {
  const parsed = parseOrderBy(text)
  if (!parsed.ok) return parsed
  const analysed = analyseOrderBy(parsed.value, catalogue)
  if (!analysed.ok) return analysed
  return { ok: true, value: { keys: parsed.value, fields: analysed.value.fields } }
}
