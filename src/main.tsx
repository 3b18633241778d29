import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from './app/providers'
import { routes } from './app/routes'
import './app/styles/index.css'
import { createQueryClient } from './lib/query-client'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

const router = createBrowserRouter(routes)
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
