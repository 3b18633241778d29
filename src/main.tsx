import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { routerReady, startFromFirstScreen } from './app/first-screen/start-from-first-screen'
import { Providers } from './app/providers'
import { createRoutes } from './app/routes'
import './app/styles/index.css'
import { createQueryClient } from './lib/query-client'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const drawnByServer = startFromFirstScreen(queryClient)
const router = createBrowserRouter(createRoutes(queryClient))
// React replaces what `#root` holds (the server's first screen) with its first render
const start = () => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}
if (drawnByServer) void routerReady(router).then(start)
else start()
