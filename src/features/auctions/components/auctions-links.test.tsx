import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { renderApp } from '../../../test/render-app'
import { auctionsTable, codesShown, listAnswer } from '../testing/auction-answers'

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

/** The auction-list requests the page sent. */
function auctionRequests(spy: MockInstance<typeof fetch>) {
  return spy.mock.calls.map(([input]) => urlOf(input)).filter((url) => url.includes('/v2/mining/license-auctions/?'))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a link with a bad value', () => {
  it.each([
    ['limit=99', 'The page size "99" in this link is not valid'],
    ['min_participants=-2', 'The minimum number of participants "-2" in this link is not valid'],
    ['qualified=true', '"Qualified only" needs a participant'],
    ['province=Atlantis', 'The province "Atlantis" in this link is not one the auction list knows'],
  ])('%s is explained, sends nothing, and the default is one click away', async (query, message) => {
    const spy = vi.spyOn(globalThis, 'fetch')
    const app = renderApp(`/auctions?${query}&commodity_type=Gold`)
    const problem = await screen.findByRole('alert')
    expect(problem.textContent).toContain(message)
    expect(auctionRequests(spy)).toEqual([])
    await app.user.click(within(problem).getByRole('button', { name: 'Use the default' }))
    expect(app.location()).toBe('/auctions?commodity_type=Gold')
    const expected = await listAnswer('commodity_type=Gold&limit=20')
    await waitFor(async () => {
      expect(await codesShown()).toEqual(expected.results.map((row) => row.wiup_code))
    })
    for (const url of auctionRequests(spy)) expect(url).not.toContain(query)
  })

  it('accepts a province in any case, as the API does, and writes it back in its spelling', async () => {
    const app = renderApp('/auctions?province=maluku+utara')
    await auctionsTable()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText<HTMLSelectElement>('Province').value).toBe('Maluku Utara')
    await app.user.selectOptions(screen.getByLabelText('Area type'), 'WIUP')
    expect(app.location()).toBe('/auctions?province=Maluku+Utara&area_type=WIUP')
  })
})

describe('an empty result', () => {
  it('names the filters to loosen and drops one on request', async () => {
    const query = 'province=Bengkulu&commodity_type=Nickel'
    expect((await listAnswer(query)).pagination.total_count).toBe(0)
    const app = renderApp(`/auctions?${query}`)
    expect(await screen.findByText('No auctions match these filters. Loosen one of them:')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Remove Province: Bengkulu' })).toBeVisible()
    await app.user.click(screen.getByRole('button', { name: 'Remove Commodity: Nickel' }))
    expect(app.location()).toBe('/auctions?province=Bengkulu')
    const expected = await listAnswer('province=Bengkulu&limit=20')
    await waitFor(async () => {
      expect(await codesShown()).toEqual(expected.results.map((row) => row.wiup_code))
    })
  })
})

describe('a failed request', () => {
  it('shows the error next to the filters and asks again on "Try again"', async () => {
    const realFetch = globalThis.fetch
    let failing = true
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      failing && urlOf(input).includes('/v2/mining/license-auctions/?')
        ? Promise.reject(new TypeError('network down'))
        : realFetch(input, init),
    )
    const app = renderApp('/auctions?commodity_type=Copper')
    const problems = await screen.findAllByRole('alert')
    expect(problems[0]?.textContent).toContain('The server is unreachable')
    failing = false
    await app.user.click(within(problems[0] ?? document.body).getByRole('button', { name: 'Try again' }))
    const expected = await listAnswer('commodity_type=Copper&limit=20')
    await waitFor(async () => {
      expect(await codesShown()).toEqual(expected.results.map((row) => row.wiup_code))
    })
  })
})

describe('links from the list', () => {
  it('links a listed winner to its company report and every code to its auction', async () => {
    const every = await listAnswer('limit=30')
    const listed = every.results.find((row) => row.company_slug !== null)
    if (listed?.company_name == null) throw new Error('the demo feed has no listed winner on its first page')
    renderApp('/auctions?limit=30')
    const table = await auctionsTable()
    const link = await within(table).findByRole('link', { name: listed.company_name })
    expect(link.getAttribute('href')).toMatch(/^\/reports\/[A-Z0-9]+$/)
    const unlisted = every.results.find((row) => row.company_slug === null && row.company_name !== null)
    if (unlisted?.company_name == null) throw new Error('the demo feed has no unlisted winner')
    expect(within(table).queryByRole('link', { name: unlisted.company_name })).toBeNull()
    expect(within(table).getByRole('link', { name: listed.wiup_code }).getAttribute('href')).toBe(
      `/auctions/${listed.wiup_code}`,
    )
  })
})
