import { FIELD_GROUPS } from './types'
import type { Catalogue, FieldGroup, FieldSpec, FieldType, FieldUnit, Market } from './types'

/** A field definition that keeps its literal name and type, so rows can be typed from the catalogue. */
export type Def<N extends string = string, T extends FieldType = FieldType> = FieldSpec & {
  readonly name: N
  readonly type: T
}

/** The value a field of type `T` holds in a result row or a database row. */
export type ValueOf<T extends FieldType> = T extends 'number' ? number : T extends 'string_list' ? string[] : string

/** A row with one nullable value per field of `F`, keyed by field name. */
export type RowOf<F extends readonly Def[]> = { [D in F[number] as D['name']]: ValueOf<D['type']> | null }

type Currency = 'IDR' | 'SGD'

/**
 * Builds field definitions of one group tersely: `group('price', 'IDR').money('last_close_price', ...)`. Numbers
 * name their unit by the method (`money` is the market's currency), the other types have one unit each.
 */
export function group(name: FieldGroup, currency: Currency, yearly = false) {
  const make =
    <T extends FieldType>(type: T) =>
    <const N extends string>(fieldName: N, unit: FieldUnit): Def<N, T> => ({
      name: fieldName,
      type,
      unit,
      yearly,
      group: name,
    })
  const withUnit =
    <T extends FieldType>(type: T, unit: FieldUnit) =>
    <const N extends string>(fieldName: N) =>
      make(type)(fieldName, unit)
  return {
    money: withUnit('number', currency),
    percent: withUnit('number', 'percent'),
    ratio: withUnit('number', 'ratio'),
    count: withUnit('number', 'count'),
    rank: withUnit('number', 'rank'),
    score: withUnit('number', 'score'),
    string: withUnit('string', 'text'),
    date: withUnit('date', 'date'),
    list: withUnit('string_list', 'text'),
    classification: <const N extends string>(fieldName: N): Def<N, 'string'> => ({
      ...make('string')(fieldName, 'text'),
      matchesSlug: true,
    }),
  }
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** Every group's builder, named in camel case: `const { income, cashFlow } = fieldGroups('IDR', true)`. */
export function fieldGroups(currency: Currency, yearly = false) {
  const entries = FIELD_GROUPS.map((name) => [
    name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
    group(name, currency, yearly),
  ])
  return Object.fromEntries(entries) as { [G in FieldGroup as CamelCase<G>]: ReturnType<typeof group> }
}

export function createCatalogue<F extends FieldSpec>(options: {
  market: Market
  currency: 'IDR' | 'SGD'
  fields: readonly F[]
  firstYear: number
  latestYear: number
}): Catalogue<F> {
  const byName = new Map(options.fields.map((field) => [field.name, field]))
  if (byName.size !== options.fields.length) throw new Error(`duplicate field names in the ${options.market} catalogue`)
  const hasQuarters = options.fields.some((field) => field.quarterly === true)
  return { ...options, hasQuarters, field: (name) => byName.get(name) }
}

const WINDOWS = ['ytd', '52_w', '90_d', 'all_time'] as const

/** The lowest and highest closing prices of four windows, with their dates: the same 16 fields on both markets. */
export function priceExtremes(currency: Currency) {
  const { price } = fieldGroups(currency)
  return WINDOWS.flatMap((window) =>
    (['low', 'high'] as const).flatMap((side) => [
      price.money(`${window}_${side}_price`),
      price.date(`${window}_${side}_date`),
    ]),
  )
}
