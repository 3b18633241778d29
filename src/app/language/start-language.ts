import type { I18n } from '@lingui/core'
import { createI18n, loadNamespaces, SHARED_NAMESPACES, switchLanguage } from '../../lib/i18n/catalogues'
import { chooseLocale, localeCookie, type Locale } from '../../shared/locale'

/** `<html lang>` names the language shown (screen readers pronounce by it, the browser offers translation by it). */
function showLanguage(locale: Locale) {
  document.documentElement.lang = locale
}

/**
 * The app's language at start: the one the server rendered the page in (`rendered`: hydration must show the same
 * text), else the one the visitor chose before (the cookie), else the browser's; `ready` once the layout's text has
 * loaded in it (the app renders nothing before, so no English flashes by).
 */
export function startLanguage(rendered?: Locale): { i18n: I18n; ready: Promise<void> } {
  const locale = rendered ?? chooseLocale(document.cookie, navigator.languages)
  const i18n = createI18n(locale)
  showLanguage(locale)
  return { i18n, ready: loadNamespaces(i18n, SHARED_NAMESPACES) }
}

/**
 * Shows the app in `locale` without reloading the page (every open page's text is loaded first, then all of it
 * changes at once) and remembers the choice for the next visit and for server-side rendering.
 */
export async function chooseLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await switchLanguage(i18n, locale)
  document.cookie = localeCookie(locale)
  showLanguage(locale)
}
