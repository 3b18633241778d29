import { cookieTheme, isTheme, themeCookie, type Theme } from '../shared/theme'

/**
 * Light and dark themes in the app: the person's choice when they made one (the `theme` cookie, which the server
 * reads to render the first paint in it; see shared/theme), else the system's.
 */
export type { Theme }

/** Where an earlier version of the app remembered the choice; moved into the cookie the first time the app runs. */
const LEGACY_STORAGE_KEY = 'theme'

/** A choice remembered in local storage before it became a cookie: written to the cookie, and forgotten there. */
function migratedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(LEGACY_STORAGE_KEY)
    if (value === null) return null
    localStorage.removeItem(LEGACY_STORAGE_KEY)
    if (!isTheme(value)) return null
    document.cookie = themeCookie(value)
    return value
  } catch {
    return null // storage can be disabled; the system preference still works
  }
}

export function storedTheme(): Theme | null {
  // on the server the document's `data-theme` carries the choice; the page itself is rendered without one
  if (typeof document === 'undefined') return null
  return cookieTheme(document.cookie) ?? migratedTheme()
}

/** The theme a page is rendered in on the server, where there is no system to ask. */
export const SERVER_THEME: Theme = 'light'

export function systemTheme(): Theme {
  if (typeof window === 'undefined') return SERVER_THEME
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  document.documentElement.style.colorScheme = theme
}

export function rememberTheme(theme: Theme): void {
  document.cookie = themeCookie(theme)
  applyTheme(theme)
}
