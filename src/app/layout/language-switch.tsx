import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { useLocale } from '../../lib/i18n/text'
import { isLocale, LOCALES, type Locale } from '../../shared/locale'
import { chooseLanguage } from '../language/start-language'
import { useAppText } from '../text'

/** Each language by its own name, the same in either language: a reader finds theirs whatever is shown. */
const OWN_NAME: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' }

/**
 * The header's choice of language: the page changes in place (no reload; the URL stays the same), and the choice
 * is remembered for the next visit and for server-side rendering.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const t = useAppText()
  const id = useId()
  return (
    <span className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value
          if (isLocale(next)) void chooseLanguage(i18n, next)
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {OWN_NAME[option]}
          </option>
        ))}
      </select>
    </span>
  )
}
