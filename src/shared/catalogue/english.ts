import { fieldTextSource } from './field-text-source'
import descriptions from './field-descriptions/messages/en.json'
import names from './fields/messages/en.json'
import type { Catalogue, FieldDef, FieldSpec, Market } from './types'

const english: Readonly<Record<string, string>> = { ...names, ...descriptions }

const has = (key: string) => english[key] !== undefined
const text = (key: string) => english[key] ?? ''

/** A field's English name or description from the `fields` and `field-descriptions` catalogues, the text's one
 * source. */
export function englishFieldText(kind: 'label' | 'description', name: string, market: Market): string {
  const source = fieldTextSource(kind, name, market, has)
  if (source === undefined) throw new Error(`the fields catalogue has no English ${kind} for ${market} field '${name}'`)
  if ('key' in source) return text(source.key)
  // the patterns' only arguments, plain text in the English: what the dashboard's ICU formatting writes too
  return text(source.pattern).replace('{label}', text(source.labelKey)).replace('{code}', source.code)
}

/** A catalogue with every field's English name and description: what the API, its documents and the NL read. */
export function withEnglish(specs: Catalogue<FieldSpec>): Catalogue {
  const fields: FieldDef[] = specs.fields.map((spec) => ({
    ...spec,
    label: englishFieldText('label', spec.name, specs.market),
    description: englishFieldText('description', spec.name, specs.market),
  }))
  const byName = new Map(fields.map((field) => [field.name, field]))
  return { ...specs, fields, field: (name) => byName.get(name) }
}
