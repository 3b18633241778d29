import { cookieValue, rememberingCookie } from './cookies'

/**
 * The dashboard's languages and how one is chosen: a choice remembered in the `lang` cookie first, then the
 * browser's preferences (`navigator.languages` in the app, `Accept-Language` on the server, which draws the first
 * screen), then English. Isomorphic: the server and the app decide by the same rule.
 */
export const LOCALES = ['en', 'id'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie that remembers a visitor's choice (read by the server, so a server-rendered page is rendered in it). */
export const LOCALE_COOKIE = 'lang'

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value)

/** A language tag's locale: "id-ID" and the old code "in" are Indonesian, "en-GB" English; others none. */
function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return primary === 'in' ? 'id' : LOCALES.find((locale) => locale === primary)
}

/** The first of the browser's languages (most preferred first) the dashboard speaks; English when none. */
export function preferredLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag)
    if (locale !== undefined) return locale
  }
  return DEFAULT_LOCALE
}

/** `Accept-Language: id-ID,id;q=0.9,en;q=0.8` → the tags most preferred first, those refused (q=0) left out. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (header === undefined) return []
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag)
}

/** The locale a `Cookie` header (or `document.cookie`) remembers, if any. */
export function cookieLocale(cookies: string | undefined): Locale | undefined {
  const value = cookieValue(cookies, LOCALE_COOKIE)
  return isLocale(value) ? value : undefined
}

/** The locale a page is drawn in: the remembered choice, else the browser's preference. */
export const chooseLocale = (cookies: string | undefined, preferences: readonly string[]): Locale =>
  cookieLocale(cookies) ?? preferredLocale(preferences)

/** The `Set-Cookie`/`document.cookie` text that remembers a choice for a year, for the whole dashboard. */
export const localeCookie = (locale: Locale) => rememberingCookie(LOCALE_COOKIE, locale)
