import { cookieValue, rememberingCookie } from './cookies'

/**
 * Light and dark themes. A person's choice is remembered in the `theme` cookie, which the server reads to render
 * `<html data-theme>`, so that the first paint is already in it; without a choice the stylesheet follows the
 * system's (`prefers-color-scheme`, app/styles/base.css). Isomorphic, as the language's choice is (shared/locale).
 */
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export const THEME_COOKIE = 'theme'

export const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value)

/** The theme a `Cookie` header (or `document.cookie`) remembers, if any. */
export function cookieTheme(cookies: string | undefined): Theme | undefined {
  const value = cookieValue(cookies, THEME_COOKIE)
  return isTheme(value) ? value : undefined
}

/** The cookie text that remembers `theme`. */
export const themeCookie = (theme: Theme) => rememberingCookie(THEME_COOKIE, theme)
