import type { I18n } from '@lingui/core'
import { createI18n, loadNamespaces, SHARED_NAMESPACES } from '../lib/i18n/catalogues'

/**
 * The dashboard's text in Indonesian as a page shows it: the layout's catalogues and the page's `namespaces` loaded,
 * the language active. For `renderApp(url, { i18n })` or an `I18nProvider` around one component.
 */
export async function indonesianText(namespaces: readonly string[] = []): Promise<I18n> {
  const i18n = createI18n('id')
  await loadNamespaces(i18n, [...SHARED_NAMESPACES, ...namespaces])
  i18n.activate('id')
  return i18n
}
