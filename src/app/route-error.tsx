import { useQueryClient } from '@tanstack/react-query'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import { useErrorText } from '../components/error-text'
import { isApiError } from '../lib/api-error'
import { useAppText } from './text'

/**
 * A route's error boundary: what failed, in words, and a way to try again. Trying again forgets the failed
 * queries, so the page asks the server afresh instead of replaying the error.
 */
export function RouteError() {
  const error = useRouteError()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const t = useAppText()
  const errorText = useErrorText()
  const description = isApiError(error)
    ? errorText(error)
    : isRouteErrorResponse(error)
      ? t('routeError.status', { status: error.status, statusText: error.statusText })
      : t('routeError.unexpected')
  return (
    <section className="panel panel--error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('routeError.title')}</h1>
      <p>{description}</p>
      <button
        type="button"
        onClick={() => {
          void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' })
          // navigating to where we are clears the boundary and renders the page afresh, without reloading the app
          void navigate(`${location.pathname}${location.search}`, { replace: true })
        }}
      >
        {t('routeError.tryAgain')}
      </button>
    </section>
  )
}
