import type { FieldDef } from '../../shared/catalogue'

/**
 * The fields a search names: every word typed must appear in the field's label, name or description, in any
 * case ("paid past twelve" finds the trailing dividend). One rule for the builder's picker and the text help.
 */
export function searchFields<F extends FieldDef>(fields: readonly F[], search: string): F[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return fields.filter((field) => {
    const haystack = `${field.label} ${field.name} ${field.description}`.toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
