import messages from './fields/messages/en.json'
import type { Catalogue, FieldDef, FieldSpec, Market } from './types'

const english: Readonly<Record<string, string>> = messages

/**
 * A field's English name or description from the `fields` catalogue, the text's one source. SGX's own wording
 * ("(large caps only)") is keyed `field.sgx.<code>` / `fieldDescription.sgx.<code>`; every other field shares IDX's.
 */
export function englishFieldText(kind: 'label' | 'description', name: string, market: Market): string {
  const prefix = kind === 'label' ? 'field' : 'fieldDescription'
  const own = market === 'sgx' ? english[`${prefix}.sgx.${name}`] : undefined
  const text = own ?? english[`${prefix}.${name}`]
  if (text === undefined) throw new Error(`the fields catalogue has no English ${kind} for ${market} field '${name}'`)
  return text
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
