import { i18n as englishText, type I18n } from '@lingui/core'
import { I18nProvider, LinguiContext, Trans } from '@lingui/react'
import { useCallback, useContext, type ReactElement } from 'react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locale'

/** The arguments of an ICU message: `{count, plural, one {# company} other {# companies}}` takes `{ count: 3 }`. */
export type MessageValues = Readonly<Record<string, string | number>>

/** A catalogue as TypeScript reads its English JSON file: its keys are the namespace's message names. */
type Catalogue = Readonly<Record<string, string>>

/**
 * The app's i18n instance; outside the app (a component drawn on its own in a test) Lingui's default instance,
 * which the tests' setup fills with every English catalogue, so that a component needs no provider to be tested.
 */
export function useI18n(): { i18n: I18n; translate: I18n['_'] } {
  const context = useContext(LinguiContext)
  // the context's `_` changes with the language: what depends on it is redrawn when the visitor switches
  return context === null
    ? { i18n: englishText, translate: englishText._.bind(englishText) }
    : { ...context, translate: context._ }
}

/**
 * A namespace's text, typed by its English catalogue so that a key that does not exist fails the typecheck:
 * ```ts
 * import type messages from './en.json'
 * export const { useText: useMarketText, Text: MarketText } = namespaceText<typeof messages>('market')
 * // in a component: const t = useMarketText(); t('moversTitle'); t('companies', { count: 3 })
 * ```
 * `Text` draws a message with elements inside it (`"See the <0>screener</0>"`, components `{ 0: <Link …/> }`), so a
 * sentence with a link is still one message a translator can reorder, never pieces glued together.
 */
export function namespaceText<Messages extends Catalogue>(namespace: string) {
  type Key = keyof Messages & string
  function useText() {
    const { translate } = useI18n()
    return useCallback((key: Key, values?: MessageValues) => translate(`${namespace}.${key}`, values), [translate])
  }
  interface TextProps {
    id: Key
    values?: MessageValues
    components?: Readonly<Record<string, ReactElement>>
  }
  function Text({ id, values, components }: TextProps) {
    const inApp = useContext(LinguiContext) !== null
    const text = <Trans id={`${namespace}.${id}`} values={values} components={components} />
    return inApp ? text : <I18nProvider i18n={englishText}>{text}</I18nProvider>
  }
  return { useText, Text }
}

/** The language the dashboard is shown in. */
export function useLocale(): Locale {
  const { i18n } = useI18n()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}
