import { useCallback, useMemo } from 'react'
import type { Catalogue, FieldDef, FieldSpec, Market } from '../../shared/catalogue'
import type descriptions from '../../shared/catalogue/field-descriptions/messages/en.json'
import type names from '../../shared/catalogue/fields/messages/en.json'
import { fieldTextSource } from '../../shared/catalogue/field-text-source'
import { useI18n, type MessageValues } from './text'
import { useLateNamespace } from './use-late-namespace'

type FieldKey = (keyof typeof names | keyof typeof descriptions) & (`field.${string}` | `fieldDescription.${string}`)

/**
 * The fields' descriptions are a namespace of their own, loaded once the page is drawn (`useFieldDescriptions`):
 * no first screen shows them, and they are most of the fields' text.
 */
const DESCRIPTIONS = 'field-descriptions'

/** The namespace a key of `fieldTextSource` is in. */
const namespaceOf = (key: string) => (key.startsWith('fieldDescription.') ? DESCRIPTIONS : 'fields')

/** Whether the fields' catalogues have a key: the keys are the same in every language (a test holds them so). */
function useHasFieldsText(): (key: string) => boolean {
  const { i18n } = useI18n()
  // reads the messages when called: those loaded since are found too
  return useCallback((key: string) => i18n.messages[`${namespaceOf(key)}.${key}`] !== undefined, [i18n])
}

/** Whether the fields' descriptions are there, loading them after hydration if not (no first screen shows them). */
export const useFieldDescriptions = (): boolean => useLateNamespace(DESCRIPTIONS)

/**
 * The catalogue's text for a field (`fieldTextSource`): its own key, or a quarterly field's pattern filled with its
 * yearly line's name. `undefined` for a code no catalogue has (an upstream addition), which is then named by its code.
 */
function fieldMessage(
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
  /** what the field holds, in the language shown; '' until the descriptions have loaded (`useFieldDescriptions`) */
  description: (code: string, market?: Market) => string
}

/**
 * The screener catalogue's field names and descriptions in the language shown, from the `fields` and
 * `field-descriptions` namespaces (src/shared/catalogue/fields/messages, …/field-descriptions/messages), the one
 * source of their text (the server's English comes from them too).
 * Field codes stay as they are: they are what a `where` names.
 */
export function useFieldText(): FieldText {
  const { translate } = useI18n()
  const t = useCallback(
    (key: FieldKey, values?: MessageValues) => translate(`${namespaceOf(key)}.${key}`, values),
    [translate],
  )
  const has = useHasFieldsText()
  const describes = useFieldDescriptions()
  return useMemo(() => {
    const text =
      (kind: 'label' | 'description') =>
      (code: string, market: Market = 'idx') => {
        if (kind === 'description' && !describes) return ''
        return fieldMessage(t, kind, code, market, has) ?? code
      }
    return { label: text('label'), description: text('description') }
  }, [t, has, describes])
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
