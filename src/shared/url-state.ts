import type { UrlProblemReason, UrlSubject } from './url-problem'

/**
 * A page's state in its URL, declared once: parsed on the client by its pages and on the server by the hints it sends
 * with a page (http/preload-hints.ts), so both read a link the same way.
 */
/** One URL parameter of a page. */
export interface UrlParam<T> {
  /** parameter name in the URL */
  name: string
  defaultValue: T
  /** text from the URL → value, or why it cannot be used (the dashboard words it in the language shown) */
  parse: (text: string) => { ok: true; value: T } | { ok: false; problem: UrlProblemReason }
  /** value → URL text; values equal to the default are omitted from the URL automatically */
  serialise: (value: T) => string
  /** a change of this parameter sends the person back to page 1 (filters, sort, page size); default true */
  resetsPage?: boolean
}

export type UrlParams<State> = { [K in keyof State]: UrlParam<State[K]> }

/** A parameter of a link that cannot be used as it is: `key` is the state's, `parameter` the URL's name. */
export interface UrlProblem {
  key: string
  parameter: string
  reason: UrlProblemReason
}

export interface UrlStateDefinition<State> {
  params: UrlParams<State>
  /** the key of the 1-based page parameter, if the page pages */
  pageKey?: keyof State
  parse(search: URLSearchParams): { state: State; problems: UrlProblem[] }
  /** query string without the leading "?", defaults omitted, readable encoding (`'`, `=`, `,`, `:`, `[`, `]` kept, spaces as `+`) */
  serialise(state: State): string
}

/**
 * Keeps a URL value readable: only what would break the query string is escaped (`&`, `#`, `%`, `+`, spaces as
 * `+`), and characters browsers would escape anyway (`<`, `>`, `"`).
 */
export function encodeReadably(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/%(27|28|29|2C|2F|3A|3D|40|5B|5D|24|3B)/gi, (escaped) => decodeURIComponent(escaped))
}

/** `name=value&…` with readable values, in the order given. */
export const readableQuery = (entries: Iterable<readonly [string, string]>): string =>
  [...entries].map(([name, value]) => `${name}=${encodeReadably(value)}`).join('&')

/**
 * A page's URL state, declared once: every parameter falls back to its default, a bad one is reported (never
 * hidden), and the URL holds only what differs from the defaults, in the order the parameters are declared.
 */
export function defineUrlState<State>(
  params: UrlParams<State>,
  options: { pageKey?: keyof State } = {},
): UrlStateDefinition<State> {
  return {
    params,
    pageKey: options.pageKey,
    parse(search) {
      const state: Partial<State> = {}
      const problems: UrlProblem[] = []
      for (const key in params) {
        const param = params[key]
        const text = search.get(param.name)
        const parsed = text === null ? null : param.parse(text)
        if (parsed !== null && !parsed.ok) problems.push({ key, parameter: param.name, reason: parsed.problem })
        state[key] = parsed?.ok === true ? parsed.value : param.defaultValue
      }
      // every key of params, which are all of State's keys, was assigned just above
      return { state: state as State, problems }
    },
    serialise(state) {
      const entries: [string, string][] = []
      for (const key in params) {
        const param = params[key]
        const text = param.serialise(state[key])
        if (text !== param.serialise(param.defaultValue)) entries.push([param.name, text])
      }
      return readableQuery(entries)
    },
  }
}

type Parsed<T> = ReturnType<UrlParam<T>['parse']>
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value })
const bad = <T>(problem: UrlProblemReason): Parsed<T> => ({ ok: false, problem })

/** Ready-made parameters; each problem keeps the link's text and what would be valid. */
export const urlParam = {
  text: (name: string, defaultValue = ''): UrlParam<string> => ({
    name,
    defaultValue,
    parse: (text) => ok(text),
    serialise: (value) => value,
  }),

  /** a whole number in [min, max]; the problem names the range (or, with `pagesStartAtOne`, says only that) */
  integer: (
    name: string,
    defaultValue: number,
    range: { min: number; max: number; what: UrlSubject; pagesStartAtOne?: boolean },
  ): UrlParam<number> => ({
    name,
    defaultValue,
    parse: (text) => {
      const value = /^-?\d{1,15}$/.test(text) ? Number(text) : Number.NaN
      if (value >= range.min && value <= range.max) return ok(value)
      if (range.pagesStartAtOne === true) return bad({ code: 'pageStartsAtOne', text })
      return bad({ code: 'notInRange', subject: range.what, text, min: range.min, max: range.max })
    },
    serialise: String,
  }),

  boolean: (name: string, defaultValue: boolean, what: UrlSubject): UrlParam<boolean> => ({
    name,
    defaultValue,
    parse: (text) =>
      text === 'true' ? ok(true) : text === 'false' ? ok(false) : bad({ code: 'notTrueOrFalse', subject: what, text }),
    serialise: String,
  }),

  /** one of a fixed list; the problem lists a few valid values */
  oneOf: <T extends string>(name: string, values: readonly T[], defaultValue: T, what: UrlSubject): UrlParam<T> => ({
    name,
    defaultValue,
    parse: (text) => {
      const value = values.find((candidate) => candidate === text)
      if (value !== undefined) return ok(value)
      return bad({ code: 'unknownValue', subject: what, text, values })
    },
    serialise: (value) => value,
  }),

  /** nullable text: absent (or empty) = null */
  optionalText: (name: string): UrlParam<string | null> => ({
    name,
    defaultValue: null,
    parse: (text) => ok(text === '' ? null : text),
    serialise: (value) => value ?? '',
  }),
}
