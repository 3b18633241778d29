import { quarterlyKind, quarterlyLineOf } from './idx-quarterly-fields'
import type { Market } from './types'

/**
 * Where a field's name or description is in the `fields` message catalogue: a key of its own, or, for a quarterly
 * field (`revenue_q`), a pattern filled with its yearly line's name (`{label} (quarter)`, `field.revenue`) and its
 * code, so the 44 quarterly fields' text is not written out 44 times in each language.
 */
export type FieldTextSource =
  { readonly key: string } | { readonly pattern: string; readonly labelKey: string; readonly code: string }

/**
 * The catalogue's text for a field of a market. SGX's own wording where it differs from IDX's ("(large caps
 * only)") is keyed `field.sgx.<code>` / `fieldDescription.sgx.<code>`; `has` says whether the catalogue holds a
 * key. `undefined` for a code the catalogue does not know (an upstream addition).
 */
export function fieldTextSource(
  kind: 'label' | 'description',
  code: string,
  market: Market,
  has: (key: string) => boolean,
): FieldTextSource | undefined {
  const prefix = kind === 'label' ? 'field' : 'fieldDescription'
  const own = `${prefix}.sgx.${code}`
  if (market === 'sgx' && has(own)) return { key: own }
  const shared = `${prefix}.${code}`
  if (has(shared)) return { key: shared }
  const quarterly = market === 'idx' ? quarterlyKind(code) : undefined
  const labelKey = `field.${quarterlyLineOf(code)}`
  if (quarterly === undefined || !has(labelKey)) return undefined
  const pattern =
    kind === 'label' ? 'field.quarterly' : `fieldDescription.quarterly${quarterly === 'flow' ? 'Flow' : 'Balance'}`
  return { pattern, labelKey, code }
}
