import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from './app/providers'
import { createRoutes } from './app/routes'
import './app/styles/index.css'
import { createQueryClient } from './lib/query-client'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const router = createBrowserRouter(createRoutes(queryClient))
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
