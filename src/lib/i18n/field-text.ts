import { useCallback, useMemo } from 'react'
import type { Catalogue, FieldDef, FieldSpec, Market } from '../../shared/catalogue'
import type messages from '../../shared/catalogue/fields/messages/en.json'
import { fieldTextSource } from '../../shared/catalogue/field-text-source'
import { namespaceText, useI18n, type MessageValues } from './text'

type FieldKey = keyof typeof messages & (`field.${string}` | `fieldDescription.${string}`)

const { useText: useFieldsText } = namespaceText<typeof messages>('fields')

/** Whether the `fields` catalogue has a key: the keys are the same in every language (a test holds them so). */
function useHasFieldsText(): (key: string) => boolean {
  const { i18n } = useI18n()
  // reads the messages when called: those loaded since are found too
  return useCallback((key: string) => i18n.messages[`fields.${key}`] !== undefined, [i18n])
}

/**
 * The catalogue's text for a field (`fieldTextSource`): its own key, or a quarterly field's pattern filled with its
 * yearly line's name. `undefined` for a code no catalogue has (an upstream addition), which is then named by its code.
 */
export function fieldMessage(
  t: (key: FieldKey, values?: MessageValues) => string,
  kind: 'label' | 'description',
  code: string,
  market: Market,
  has: (key: string) => boolean,
): string | undefined {
  const source = fieldTextSource(kind, code, market, has)
  if (source === undefined) return undefined
  if ('key' in source) return t(source.key as FieldKey)
  return t(source.pattern as FieldKey, { label: t(source.labelKey as FieldKey), code: source.code })
}

export interface FieldText {
  /** a field's name in the language shown: `label('market_cap')` is "Kapitalisasi pasar" */
  label: (code: string, market?: Market) => string
  /** what the field holds, in the language shown */
  description: (code: string, market?: Market) => string
}

/**
 * The screener catalogue's field names and descriptions in the language shown, from the `fields` namespace
 * (src/shared/catalogue/fields/messages), the one source of their text (the server's English comes from it too).
 * Field codes stay as they are: they are what a `where` names.
 */
export function useFieldText(): FieldText {
  const t = useFieldsText()
  const has = useHasFieldsText()
  return useMemo(() => {
    const text =
      (kind: 'label' | 'description') =>
      (code: string, market: Market = 'idx') => {
        return fieldMessage(t, kind, code, market, has) ?? code
      }
    return { label: text('label'), description: text('description') }
  }, [t, has])
}

/**
 * Fields as the language shown names them: the definitions with `label` and `description`, so a picker's search
 * finds "laba" in Indonesian as it finds "income" in English.
 */
export function useShownFields<F extends FieldSpec>(
  fields: readonly F[],
  market: Market,
): readonly (F & Pick<FieldDef, 'label' | 'description'>)[] {
  const text = useFieldText()
  return useMemo(
    () =>
      fields.map((field) => ({
        ...field,
        label: text.label(field.name, market),
        description: text.description(field.name, market),
      })),
    [fields, market, text],
  )
}

/** A market's catalogue with its fields named in the language shown (`useShownFields`); the rules are unchanged. */
export function useShownCatalogue(catalogue: Catalogue<FieldSpec>): Catalogue {
  const fields = useShownFields(catalogue.fields, catalogue.market)
  return useMemo(() => {
    const byName = new Map(fields.map((field) => [field.name, field]))
    return { ...catalogue, fields, field: (name) => byName.get(name) }
  }, [catalogue, fields])
}
