import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { routerReady, startFromFirstScreen } from './app/first-screen/start-from-first-screen'
import { startLanguage } from './app/language/start-language'
import { Providers } from './app/providers'
import { createRoutes } from './app/routes'
import './app/styles/index.css'
import { createQueryClient } from './lib/query-client'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const drawnByServer = startFromFirstScreen(queryClient)
const { i18n, ready: textReady } = startLanguage()
const router = createBrowserRouter(createRoutes(queryClient, i18n))
// React replaces what `#root` holds (the server's first screen) with its first render
const start = () => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}
void Promise.all([textReady, drawnByServer ? routerReady(router) : undefined]).then(start)
