import { i18n as englishText } from '@lingui/core'
import type { DehydratedState } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screenerPath, screenerResponse } from '../../shared/api/screener'
import { FIRST_SCREEN_STATE_ID } from '../../shared/first-screen'
import { createQueryClient } from '../../lib/query-client'
import { inProcessFetch } from '../../test/in-process-api'
import { Providers } from '../providers'
import { createRoutes } from '../routes'
import { renderFirstScreen } from './render-first-screen'
import { startFromFirstScreen } from './start-from-first-screen'

const LINK = '/screener?where=sub_sector%3D%27banks%27&order_by=-market_cap'

/** The symbols the service answers for the link, in its order (no demo values are written into tests). */
async function expectedSymbols() {
  const answer = await fetch(`/api${screenerPath('idx')}?where=sub_sector%3D%27banks%27&order_by=-market_cap&limit=50`)
  return screenerResponse.parse(await answer.json()).results.map((row) => row.symbol)
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')

/** The server's first screen of a link, drawn with answers from the in-process server. */
const drawLink = async (link = LINK) => {
  const drawn = await renderFirstScreen(new URL(link, 'http://dashboard.test'), (url, init) => fetch(url, init), 'en')
  if (drawn === null) throw new Error('the link was not drawn')
  return drawn
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.stubGlobal('fetch', inProcessFetch)
})

describe("a shared link's first screen", () => {
  it("is the page as the app draws it, with the link's rows in the service's order", async () => {
    const drawn = await drawLink()
    // every answer came in time: the server may keep this drawing for the link's next visitor
    expect(drawn.complete).toBe(true)
    const page = document.createElement('div')
    page.innerHTML = drawn.html
    const table = within(page).getByRole('table', { name: 'Screener results' })
    expect(firstCells(table)).toEqual(await expectedSymbols())
  })

  it('lets the app start from its answers: the rows show without asking the server again', async () => {
    const { state } = await drawLink()
    const expected = await expectedSymbols()
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${JSON.stringify(state)}</script>`
    const queryClient = createQueryClient()
    expect(startFromFirstScreen(queryClient)).toBe(true)
    expect(document.getElementById(FIRST_SCREEN_STATE_ID)).toBeNull()

    const asked: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(input instanceof Request ? input.url : String(input))
      return inProcessFetch(input, init)
    })
    const router = createMemoryRouter(createRoutes(queryClient, englishText), { initialEntries: [LINK] })
    render(
      <Providers queryClient={queryClient} i18n={englishText}>
        <RouterProvider router={router} />
      </Providers>,
    )
    const table = await screen.findByRole('table', { name: 'Screener results' })
    expect(firstCells(table)).toEqual(expected)
    expect(asked.filter((url) => url.includes('where=sub_sector'))).toEqual([])
  })

  // the auctions list keeps its listed winners as a map: carried as JSON it reached the app as {} and broke the page
  it.each(['/auctions?commodity_type=Coal', '/', '/companies', LINK])(
    'carries only answers that read back the same from the page (%s)',
    async (link) => {
      const { state } = await drawLink(link)
      expect((state as DehydratedState).queries.length).toBeGreaterThan(0)
      expect(JSON.parse(JSON.stringify(state))).toEqual(state)
    },
  )

  it('is only a head start: an unreadable block leaves the app to ask for everything itself', () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{"queries":</script>`
    const queryClient = createQueryClient()
    expect(startFromFirstScreen(queryClient)).toBe(true)
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})
