import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale'

/**
 * Every message catalogue of the dashboard: `<folder>/messages/<locale>.json`, ICU MessageFormat text keyed by a
 * short name, compiled while the app is built (scripts/vite/compiled-catalogues.ts). The folder names the
 * namespace: `src/app/messages` is `app`, `src/components/messages` is `components`, `src/features/market/messages`
 * is `market`. Each catalogue is its own chunk, loaded for the language shown and the pages open, so neither the
 * other language nor another page's text is in a page's JavaScript. A feature adds its catalogue beside its code;
 * nothing here changes.
 */
const CATALOGUES = import.meta.glob<Messages>(['/src/**/messages/*.json', '!/src/shared/catalogue/messages/*.json'], {
  query: '?catalogue',
  import: 'default',
})

/**
 * The classification names are one table (src/shared/catalogue/messages, which the NL translator reads whole), loaded
 * in two parts: `catalogue`, the sectors and sub-sectors most pages name, and `industries`, the industries and
 * sub-industries, which a page lists when it shows them (a report's header, the companies' browser, a screener link
 * that names them) and which the others load after hydration (`useClassificationName`).
 */
const CLASSIFICATION_PARTS = {
  catalogue: import.meta.glob<Messages>('/src/shared/catalogue/messages/*.json', {
    query: '?catalogue&part=catalogue&keys=sector.,sub_sector.',
    import: 'default',
  }),
  industries: import.meta.glob<Messages>('/src/shared/catalogue/messages/*.json', {
    query: '?catalogue&part=industries&keys=industry.,sub_industry.',
    import: 'default',
  }),
}

const CATALOGUE_PATH = /\/([^/]+)\/messages\/([^/]+)\.json$/

/** namespace → locale → the catalogue's loader */
const loaders = new Map<string, Map<string, () => Promise<Messages>>>()
const addLoaders = (files: Record<string, () => Promise<Messages>>, part?: string) => {
  for (const [file, load] of Object.entries(files)) {
    const [, folder = '', locale = ''] = CATALOGUE_PATH.exec(file) ?? []
    const namespace = part ?? folder
    const byLocale = loaders.get(namespace) ?? new Map<string, () => Promise<Messages>>()
    byLocale.set(locale, load)
    loaders.set(namespace, byLocale)
  }
}
addLoaders(CATALOGUES)
for (const [part, files] of Object.entries(CLASSIFICATION_PARTS)) addLoaders(files, part)

/** The namespaces every page shows: the layout's and the shared components' (named in the route table). */
export { SHARED_NAMESPACES } from '../../shared/page-routes'

/**
 * The namespaces an i18n instance shows, read from the message ids it holds (`app.nav.market`). Not kept beside
 * it: the instance a component gets from Lingui's context is a proxy of the app's, another object.
 */
const loadedNamespaces = (i18n: I18n) =>
  new Set(Object.keys(i18n.messages).map((id) => id.slice(0, Math.max(0, id.indexOf('.')))))

/** Whether a namespace's catalogue is loaded in the language shown. */
export const isNamespaceLoaded = (i18n: I18n, namespace: string): boolean => loadedNamespaces(i18n).has(namespace)

/**
 * An i18n instance in `locale` with no catalogue yet. One per app, and one per page drawn on the server (pages in
 * different languages are drawn at the same time there).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  return setupI18n({ locale, messages: { [locale]: {} } })
}

async function loadInto(i18n: I18n, locale: string, namespaces: Iterable<string>): Promise<void> {
  const catalogues = await Promise.all(
    [...namespaces].map(async (namespace) => {
      const catalogue = (await loaders.get(namespace)?.get(locale)?.()) ?? {}
      return Object.entries(catalogue).map(([key, message]) => [`${namespace}.${key}`, message] as const)
    }),
  )
  i18n.load(locale, Object.fromEntries(catalogues.flat()))
}

/** Loads namespaces' catalogues in the language shown (a page's, before it is drawn); loaded ones are kept. */
export async function loadNamespaces(i18n: I18n, namespaces: readonly string[]): Promise<void> {
  const loaded = loadedNamespaces(i18n)
  const missing = namespaces.filter((namespace) => !loaded.has(namespace))
  if (missing.length > 0) await loadInto(i18n, i18n.locale, missing)
}

/** Shows the app in another language: every namespace loaded so far in that language, then all at once. */
export async function switchLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await loadInto(i18n, locale, loadedNamespaces(i18n))
  i18n.activate(locale)
}

/** The namespaces that have a catalogue (for the test that every key is in every language). */
export const knownNamespaces = () => [...loaders.keys()]
