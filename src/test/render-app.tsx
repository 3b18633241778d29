import { i18n as englishText, type I18n } from '@lingui/core'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Providers } from '../app/providers'
import { createRoutes } from '../app/routes'
import { createQueryClient } from '../lib/query-client'

/**
 * Renders the whole dashboard at a URL, with the production query policy except that nothing is retried (a test
 * must see a failure at once), and a memory router whose location the test can read. In English with every
 * catalogue loaded (src/test/setup.ts), unless `options.i18n` brings another language.
 */
export function renderApp(url: string, options: { i18n?: I18n } = {}) {
  const i18n = options.i18n ?? englishText
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createMemoryRouter(createRoutes(queryClient, i18n), { initialEntries: [url] })
  const user = userEvent.setup()
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  )
  /** the current path and query, as a link to this view would be */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  const searchParams = () => new URLSearchParams(router.state.location.search)
  return { ...view, user, router, queryClient, location, searchParams }
}
