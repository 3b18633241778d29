import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { companyListResponse } from '../../../shared/api/companies'
import { idxTaxonomy } from '../../../shared/catalogue'
import { renderApp } from '../../../test/render-app'

// a busy machine (the whole app in jsdom, the demo market opening) can take seconds to show an answer
configure({ asyncUtilTimeout: 10_000 })

/** What the service itself answers (no demo values are written into these tests). */
const getJson = async (path: string): Promise<unknown> => (await fetch(`/api${path}`)).json()
const serviceList = async (query: string) => companyListResponse.parse(await getJson(`/v1/companies/?${query}`))

// the first answer of a test file waits for the demo market to open; the machine may be busy
const SLOW = { timeout: 10_000 }
const table = () => screen.findByRole('table', { name: 'Companies' }, SLOW)
/** One column's texts, top to bottom (read from the DOM directly: role queries over every cell are slow in jsdom). */
async function column(index: number) {
  const rows = [...(await table()).querySelectorAll('tbody tr')]
  return rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? '')
}

// the whole classification is a large document for jsdom's role queries
describe('the classification browser', { timeout: 30_000 }, () => {
  it('lists every sector and finds "coal" and "bank" at any level', async () => {
    const app = renderApp('/companies')
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies by classification' }, SLOW)).toBeVisible()
    const sectors = screen.getByRole('list', { name: 'Sectors' })
    expect(
      within(sectors)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(idxTaxonomy.sectors.map((sector) => sector.name))

    const search = screen.getByRole('searchbox', { name: 'Search the classification' })
    await app.user.type(search, 'coal')
    expect(screen.getByRole('status').textContent).toMatch(/names match “coal”/)
    expect(screen.getByRole('link', { name: 'Oil, Gas & Coal (sub-sector)' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Coal Production (sub-industry)' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Banks (sub-sector)' })).toBeNull()

    await app.user.clear(search)
    await app.user.type(search, 'bank')
    expect(screen.getByRole('link', { name: 'Banks (sub-sector)' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Oil, Gas & Coal (sub-sector)' })).toBeNull()

    await app.user.clear(search)
    await app.user.type(search, 'zzzz')
    expect(screen.getByRole('status').textContent).toBe('Nothing in the classification matches “zzzz”.')
  })

  it('opens a sub-sector by keyboard and names it with its place in the hierarchy', async () => {
    const app = renderApp('/companies')
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search the classification' }, SLOW), 'coal')
    await app.user.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Oil, Gas & Coal (sub-sector)')
    await app.user.keyboard('{Enter}')
    expect(app.location()).toBe('/companies?sub_sector=oil-gas-coal')
    expect(await screen.findByRole('heading', { level: 1, name: 'Oil, Gas & Coal' })).toBeVisible()
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Companies', 'Energy', 'Oil, Gas & Coal'])
  })

  it('opens a sub-industry under its industry, sub-sector and sector', async () => {
    const app = renderApp('/companies')
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search the classification' }, SLOW), 'coal prod')
    await app.user.click(screen.getByRole('link', { name: 'Coal Production (sub-industry)' }))
    expect(app.location()).toBe('/companies?sub_industry=coal-production')
    expect(await screen.findByRole('heading', { level: 1, name: 'Coal Production' })).toBeVisible()
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual([
      'Companies',
      'Energy',
      'Oil, Gas & Coal',
      'Coal',
      'Coal Production',
    ])
    const expected = await serviceList('sub_industry=coal-production&sort_by=market_cap&desc=true')
    await waitFor(async () => {
      expect(await column(1)).toEqual(expected.map((row) => row.symbol))
    })
  })
})
