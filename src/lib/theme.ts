/**
 * Light and dark themes: the person's choice when they made one (remembered in localStorage), else the system's.
 * index.html applies the stored choice before the first paint, so a dark-mode reader never sees a white flash.
 */
export type Theme = 'light' | 'dark'

const STORAGE_KEY = 'theme'

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : null
  } catch {
    return null // storage can be disabled; the system preference still works
  }
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
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // not remembered, but still applied for this visit
  }
  applyTheme(theme)
}
