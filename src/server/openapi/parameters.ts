import { z } from 'zod/mini'

/**
 * A request parameter as the document states it: its wire type as a zod schema (a query string is text, but a
 * client generated from the document should send `limit` as a number and `desc` as a boolean, as the real
 * service's document says), with the same limits and defaults the endpoint's parser applies: both read the
 * constants in `shared/api`.
 */
export interface ParameterSpec {
  readonly name: string
  readonly in: 'query' | 'path'
  readonly description: string
  readonly schema: z.core.$ZodType
  /** a value the demo market answers with 200 (alone, or with `needs`) */
  readonly example?: string | number | boolean | readonly string[]
  /** other parameters this one is refused without (`qualified` needs `participant`) */
  readonly needs?: readonly string[]
}

/** The description, schema and example of a query parameter; its name comes from the endpoint's list. */
export type QuerySpec = Omit<ParameterSpec, 'name' | 'in'>

/**
 * An endpoint's query parameters, one spec per name of the list its route accepts (the `*_PARAMETERS` constants
 * that make the route refuse anything else): a name without a spec, or a spec without a name, does not compile.
 */
export function queryParameters<const Name extends string>(
  names: readonly Name[],
  specs: { readonly [N in Name]: QuerySpec },
): ParameterSpec[] {
  return names.map((name) => ({ name, in: 'query', ...specs[name] }))
}

/** A path parameter: always required, always text. */
export const pathParameter = (name: string, description: string): ParameterSpec => ({
  name,
  in: 'path',
  description,
  schema: z.string(),
})

export const text = (description: string, example?: string, defaultValue?: string): QuerySpec => ({
  description,
  schema: defaultValue === undefined ? z.string() : z._default(z.string(), defaultValue),
  ...(example === undefined ? {} : { example }),
})

/** `YYYY-MM-DD`, a real calendar date. */
export const date = (description: string, example: string): QuerySpec => ({
  description,
  schema: z.iso.date(),
  example,
})

export const flag = (description: string, defaultValue: boolean): QuerySpec => ({
  description,
  schema: z._default(z.boolean(), defaultValue),
  example: !defaultValue,
})

export function whole(
  description: string,
  limits: { min?: number; max?: number; default?: number; example?: number },
): QuerySpec {
  const checks = [
    ...(limits.min === undefined ? [] : [z.minimum(limits.min)]),
    ...(limits.max === undefined ? [] : [z.maximum(limits.max)]),
  ]
  const integer = z.int().check(...checks)
  return {
    description,
    schema: limits.default === undefined ? integer : z._default(integer, limits.default),
    ...(limits.example === undefined ? {} : { example: limits.example }),
  }
}

export function oneOf<const V extends string>(
  description: string,
  values: readonly [V, ...V[]],
  defaultValue?: NoInfer<V>,
): QuerySpec {
  const choice = z.enum(values)
  return {
    description,
    schema: defaultValue === undefined ? choice : z._default(choice, defaultValue),
    example: values[0],
  }
}

/** A comma-separated list (`sections=overview,valuation`): one parameter, not one per value. */
export const listOf = <const V extends string>(description: string, values: readonly [V, ...V[]]): QuerySpec => ({
  description: `${description} Comma-separated: ${values.join(', ')}.`,
  schema: z.array(z.enum(values)),
  example: [values[0]],
})
