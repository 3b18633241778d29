import { useMemo } from 'react'
import { idxCatalogue, sgxCatalogue, type Catalogue, type FieldDef, type Market } from '../../shared/catalogue'
import type messages from '../../shared/catalogue/fields/messages/en.json'
import { namespaceText } from './text'

type FieldKey = keyof typeof messages & (`field.${string}` | `fieldDescription.${string}`)

const { useText: useFieldsText } = namespaceText<typeof messages>('fields')

/**
 * The catalogue key of a field's label or description. The two markets share most fields' text; where SGX's
 * differs from IDX's ("(large caps only)"), its own text is keyed `field.sgx.<code>` / `fieldDescription.sgx.<code>`.
 * `undefined` for a code no catalogue has (an upstream addition), which keeps the text it was given.
 */
export function fieldKey(kind: 'label' | 'description', code: string, market: Market): FieldKey | undefined {
  const prefix = kind === 'label' ? 'field' : 'fieldDescription'
  const idx = idxCatalogue.field(code)
  const sgx = sgxCatalogue.field(code)
  const own = market === 'sgx' ? sgx : idx
  if (own === undefined) return undefined
  const differs = market === 'sgx' && idx !== undefined && idx[kind] !== own[kind]
  return (differs ? `${prefix}.sgx.${code}` : `${prefix}.${code}`) as FieldKey
}

export interface FieldText {
  /** a field's name in the language shown: `label('market_cap', field.label)` is "Kapitalisasi pasar" */
  label: (code: string, fallback: string, market?: Market) => string
  /** what the field holds, in the language shown */
  description: (code: string, fallback: string, market?: Market) => string
}

/**
 * The screener catalogue's field names and descriptions in the language shown, from the `fields` namespace
 * (src/shared/catalogue/fields/messages). Field codes stay as they are: they are what a `where` names.
 */
export function useFieldText(): FieldText {
  const t = useFieldsText()
  return useMemo(() => {
    const text = (kind: 'label' | 'description') => (code: string, fallback: string, market: Market = 'idx') => {
      const key = fieldKey(kind, code, market)
      return key === undefined ? fallback : t(key)
    }
    return { label: text('label'), description: text('description') }
  }, [t])
}

/**
 * Fields as the language shown names them: the same definitions with `label` and `description` translated, so a
 * picker's search finds "laba" in Indonesian as it finds "income" in English.
 */
export function useShownFields<F extends FieldDef>(fields: readonly F[], market: Market): readonly F[] {
  const text = useFieldText()
  return useMemo(
    () =>
      fields.map((field) => ({
        ...field,
        label: text.label(field.name, field.label, market),
        description: text.description(field.name, field.description, market),
      })),
    [fields, market, text],
  )
}

/** A market's catalogue with its fields named in the language shown (`useShownFields`); the rules are unchanged. */
export function useShownCatalogue(catalogue: Catalogue): Catalogue {
  const fields = useShownFields(catalogue.fields, catalogue.market)
  return useMemo(() => {
    const byName = new Map(fields.map((field) => [field.name, field]))
    return { ...catalogue, fields, field: (name) => byName.get(name) }
  }, [catalogue, fields])
}
