import { useCallback } from 'react'
import { isApiError } from '../lib/api-error'
import { useLocale } from '../lib/i18n/text'
import { useComponentsText } from './text'

/**
 * What a failed request says to the person, in the language shown. In English, the error's own sentence (the
 * client's for a failed connection, the service's for a refusal). In another language, failures of the connection,
 * the server and the rate limit are the dashboard's own words; a request the service refused keeps the service's
 * reason, which the API writes in English (its contract), after words that say what happened.
 */
export function useErrorText(): (error: Error) => string {
  const t = useComponentsText()
  const locale = useLocale()
  return useCallback(
    (error: Error) => {
      if (!isApiError(error) || locale === 'en') return error.message
      if (error.code === 'NETWORK') return t('error.network')
      if (error.code === 'CONTRACT') return t('error.contract')
      if (error.status === 429 && error.retryAfterSeconds !== undefined)
        return t('error.rateLimited', { seconds: error.retryAfterSeconds })
      if (error.status >= 500) return t('error.server', { status: error.status })
      return t(error.code === 'NOT_FOUND' ? 'error.notFound' : 'error.request', { detail: error.message })
    },
    [t, locale],
  )
}
