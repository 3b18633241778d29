import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inProcessFetch } from '../test/in-process-api'
import { renderApp } from '../test/render-app'

afterEach(() => {
  vi.stubGlobal('fetch', inProcessFetch)
})

describe("a page's error boundary", () => {
  it('says what failed when the server cannot be reached, and tries again on request', async () => {
    // the server is unreachable for the screener's query, and only for it
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/v2/companies/')) throw new TypeError('Failed to fetch')
      return inProcessFetch(input, init)
    })
    const app = renderApp('/screener?where=pe_ttm+%3C+10')
    const boundary = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(within(boundary).getByRole('heading').textContent).toBe('This page could not be shown')
    expect(boundary.textContent).toContain('The server is unreachable.')

    vi.stubGlobal('fetch', inProcessFetch) // the server is back
    await app.user.click(within(boundary).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Screener results' }, { timeout: 5000 })).toBeVisible()
    expect(app.location()).toBe('/screener?where=pe_ttm+%3C+10')
  })
})
