import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import type { Catalogue, FieldSpec, FieldType } from '../../catalogue'
import type { FieldRef, NumberLit, StringLit, ValueExpr } from '../ast'
import { arith, field, negate, num, quarterField, str } from '../build'

/** Where generated trees may draw their fields and text values from. */
export interface Pools {
  readonly catalogue: Catalogue<FieldSpec>
  /** The usable fields, by type; a type with no field is absent from the trees. List members are apart. */
  readonly fields: Readonly<Record<FieldType, readonly FieldSpec[]>>
  /** Members of JSON lists (`major_shareholders_name`): compared with literals only, never in arithmetic or order. */
  readonly members: readonly FieldSpec[]
  readonly stringValues: Readonly<Record<string, readonly string[]>>
}

/** Groups the catalogue's fields (only `fieldNames` when given) by type, refusing names the catalogue lacks. */
export function pools(
  catalogue: Catalogue<FieldSpec>,
  fieldNames: readonly string[] | undefined,
  stringValues: Readonly<Record<string, readonly string[]>> = {},
): Pools {
  const chosen = (fieldNames ?? catalogue.fields.map((definition) => definition.name)).map((name) => {
    const definition = catalogue.field(name)
    if (definition === undefined) throw new Error(`arbitraries: '${name}' is not in the ${catalogue.market} catalogue`)
    return definition
  })
  const ofType = (type: FieldType) =>
    chosen.filter((definition) => definition.type === type && definition.member === undefined)
  return {
    catalogue,
    fields: {
      number: ofType('number'),
      string: ofType('string'),
      date: ofType('date'),
      string_list: ofType('string_list'),
    },
    members: chosen.filter((definition) => definition.member !== undefined),
    stringValues,
  }
}

/**
 * A reference to one of `definitions`, with a year in the catalogue's range for yearly fields, and a quarter of
 * those years or the next (the year in progress) for quarterly fields.
 */
export function fieldOf(pools: Pools, definitions: readonly FieldSpec[]): Arbitrary<FieldRef> {
  const { firstYear, latestYear } = pools.catalogue
  return fc.constantFrom(...definitions).chain((definition) => {
    if (definition.quarterly === true)
      return fc
        .tuple(fc.integer({ min: firstYear, max: latestYear + 1 }), fc.integer({ min: 1, max: 4 }))
        .map(([year, quarter]) => quarterField(definition.name, year, quarter))
    return definition.yearly
      ? fc.integer({ min: firstYear, max: latestYear }).map((year) => field(definition.name, year))
      : fc.constant(field(definition.name))
  })
}

/** Finite numbers of the magnitudes the data has (prices, ratios, market caps), plus the awkward ones. */
export const numberLiteral: Arbitrary<NumberLit> = fc
  .oneof(
    fc.integer({ min: -1000, max: 1000 }),
    fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    fc.constantFrom(0, -0, 0.5, -1.5, 1e12, 2.5e-3, 1e-7),
  )
  .map(num)

/** Text that stresses quoting and patterns: quotes, backslashes, `%`, `_`, non-ASCII. */
const awkwardText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.string({ unit: fc.constantFrom('a', 'B', ' ', "'", '"', '\\', '%', '_', 'é', '日'), maxLength: 8 }),
)

const asciiUpper = (text: string) => text.replace(/[a-z]/g, (letter) => letter.toUpperCase())

/** A text literal for `definition`: one of its known values (in any ASCII case) when given, else anything. */
export function textFor(pools: Pools, definition: FieldSpec): Arbitrary<StringLit> {
  const values = pools.stringValues[definition.name] ?? []
  if (values.length === 0) return awkwardText.map(str)
  return fc
    .constantFrom(...values)
    .chain((value) => fc.constantFrom(value, asciiUpper(value)))
    .map(str)
}

/** A `like` pattern for `definition`: wildcards around a piece of a known value, or around anything. */
export function patternFor(pools: Pools, definition: FieldSpec): Arbitrary<string> {
  const values = pools.stringValues[definition.name] ?? []
  const base = values.length === 0 ? awkwardText : fc.constantFrom(...values)
  return fc
    .tuple(base, fc.nat(), fc.nat(), fc.constantFrom('exact', 'contains', 'prefix', 'suffix', 'single'))
    .map(([value, from, length, shape]) => {
      const piece = value.slice(from % (value.length + 1), (from % (value.length + 1)) + length)
      if (shape === 'exact') return value
      if (shape === 'contains') return `%${piece}%`
      if (shape === 'prefix') return `${value.slice(0, 3)}%`
      if (shape === 'suffix') return `%${value.slice(-3)}`
      return `_${value.slice(1)}`
    })
}

/** Real calendar dates as `YYYY-MM-DD`, mostly within the listing history of the markets. */
export const dateText: Arbitrary<string> = fc
  .oneof(
    fc.date({ min: new Date('1977-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
  )
  .map((date) => date.toISOString().slice(0, 10))

/**
 * Numeric expressions over the numeric fields, at most `depth` operators deep; with `withField`, at least one
 * field occurs, on either side of the arithmetic. Memoised: each (depth, withField) pair is built once.
 */
export function numericValues(pools: Pools): (depth: number, withField: boolean) => Arbitrary<ValueExpr> {
  const memo = new Map<string, Arbitrary<ValueExpr>>()
  const numericField = fieldOf(pools, pools.fields.number)
  const build = (depth: number, withField: boolean): Arbitrary<ValueExpr> => {
    const key = `${depth}:${withField}`
    const known = memo.get(key)
    if (known !== undefined) return known
    const leaf: Arbitrary<ValueExpr> = withField ? numericField : fc.oneof(numericField, numberLiteral)
    if (depth === 0) return remember(memo, key, leaf)
    const op = fc.constantFrom('+', '-', '*', '/')
    const smaller = (needsField: boolean) => build(depth - 1, needsField)
    const operands = withField
      ? fc.oneof(fc.tuple(smaller(true), smaller(false)), fc.tuple(smaller(false), smaller(true)))
      : fc.tuple(smaller(false), smaller(false))
    const composite = fc.oneof(
      fc.tuple(operands, op).map(([[left, right], operator]) => arith(left, operator, right)),
      smaller(withField).map(negate),
    )
    return remember(memo, key, fc.oneof({ arbitrary: leaf, weight: 2 }, { arbitrary: composite, weight: 1 }))
  }
  return build
}

function remember<T>(memo: Map<string, T>, key: string, value: T): T {
  memo.set(key, value)
  return value
}
