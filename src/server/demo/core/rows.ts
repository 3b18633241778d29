import type { Def, RowOf } from '../../../shared/catalogue/define'

const templates = new WeakMap<readonly Def[], Readonly<Record<string, null>>>()

/**
 * A row with every field of `fields` present and null: generators fill in what they know, so a field the
 * catalogue gains later shows up as null instead of missing. Copies of one template built by
 * `Object.fromEntries` share its shape, which keeps thousands of wide rows cheap to build.
 */
export function nullRow<const F extends readonly Def[]>(fields: F): RowOf<F> {
  let template = templates.get(fields)
  if (!template) {
    template = Object.fromEntries(fields.map((field) => [field.name, null]))
    templates.set(fields, template)
  }
  // every key of RowOf<F> is a field name of `fields`, and each is null in the template
  return { ...template } as RowOf<F>
}

/** `numerator / denominator`, or null when the ratio means nothing (no denominator, or not a positive one). */
export function ratio(numerator: number | null, denominator: number | null, positiveDenominator = true): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null
  if (positiveDenominator && denominator < 0) return null
  return numerator / denominator
}

/** A valuation multiple: null unless both sides are positive (a P/E on a loss means nothing). */
export function multiple(price: number | null, base: number | null): number | null {
  if (price === null || base === null || price <= 0 || base <= 0) return null
  return price / base
}
