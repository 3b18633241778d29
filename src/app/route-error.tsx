import { useQueryClient } from '@tanstack/react-query'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import { isApiError } from '../lib/api-error'

function describe(error: unknown): string {
  if (isApiError(error)) return error.message
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`
  return 'Something went wrong while showing this page.'
}

/**
 * A route's error boundary: what failed, in words, and a way to try again. Trying again forgets the failed
 * queries, so the page asks the server afresh instead of replaying the error.
 */
export function RouteError() {
  const error = useRouteError()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <section className="panel panel--error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not be shown</h1>
      <p>{describe(error)}</p>
      <button
        type="button"
        onClick={() => {
          void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' })
          // navigating to where we are clears the boundary and renders the page afresh, without reloading the app
          void navigate(`${location.pathname}${location.search}`, { replace: true })
        }}
      >
        Try again
      </button>
    </section>
  )
}
