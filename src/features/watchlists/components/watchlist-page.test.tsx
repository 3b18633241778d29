import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ScreenerResponse } from '../../../shared/api/screener'
import { apiGet } from '../../../lib/api-client'
import { resetSavedStore, SAVED_KEY } from '../../../lib/saved'
import { renderApp } from '../../../test/render-app'
import { indonesianText } from '../../../test/indonesian'
import { textsByRole } from '../../../test/texts'

/** The largest companies of a market, asked of the in-process service (never hard-coded demo values). */
async function largest(market: 'idx' | 'sgx', limit: number) {
  const path = market === 'idx' ? '/v2/companies/' : '/v2/sgx/companies/'
  const page = await apiGet<ScreenerResponse>(`${path}?order_by=-market_cap&limit=${String(limit)}`)
  return page.results.map((row) => ({ market, symbol: row.symbol.replace(/\.JK$/, ''), name: row.company_name }))
}

beforeEach(() => {
  localStorage.clear()
  resetSavedStore()
})

describe('a watchlist page', () => {
  it('shows the companies of both markets with their currency, and a company removed leaves the list', async () => {
    const companies = [...(await largest('idx', 2)), ...(await largest('sgx', 1))]
    const list = { id: 'test1', name: 'Mixed', companies: companies.map(({ market, symbol }) => ({ market, symbol })) }
    localStorage.setItem(SAVED_KEY, JSON.stringify({ version: 2, watchlists: [list], screens: [] }))
    const { user } = renderApp('/watchlists/test1')
    const table = await screen.findByRole('table', { name: 'Watchlist companies' })
    for (const company of companies) {
      expect(await within(table).findByRole('link', { name: company.symbol })).toBeVisible()
    }
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => textsByRole(row, 'cell')[4])).toEqual(['IDR', 'IDR', 'SGD'])
    // amounts in two currencies do not sort against each other; ratios do
    expect(within(table).queryByRole('button', { name: /Market cap/ })).toBeNull()
    expect(within(table).getByRole('button', { name: /P\/E/ })).toBeVisible()

    const gone = companies[0]?.symbol ?? ''
    await user.click(screen.getByRole('checkbox', { name: `Choose ${gone}` }))
    await user.click(screen.getByRole('button', { name: 'Remove chosen' }))
    expect(within(table).queryByRole('link', { name: gone })).toBeNull()
    expect(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}')).toMatchObject({
      watchlists: [{ companies: list.companies.slice(1) }],
    })
  })

  it('opens a shared list read-only and saves a copy into this browser', async () => {
    const [company] = await largest('idx', 1)
    const { user, location } = renderApp(`/watchlists/shared?name=Theirs&symbols=${company?.symbol ?? ''}`)
    expect(await screen.findByRole('link', { name: company?.symbol ?? '' })).toBeVisible()
    expect(screen.getByText(/A shared list, read-only/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save a copy' }))
    expect(location()).toMatch(/^\/watchlists\/[a-z0-9]{8}$/)
    expect(await screen.findByRole('heading', { name: 'Theirs', level: 1 })).toBeVisible()
  })

  it('is in Bahasa Indonesia: its words, its column names and its amounts', async () => {
    const companies = await largest('idx', 2)
    const i18n = await indonesianText(['watchlists'])
    renderApp(`/watchlists/shared?name=Bank&symbols=${companies.map((company) => company.symbol).join(',')}`, { i18n })
    const table = await screen.findByRole('table', { name: 'Emiten dalam daftar pantau' })
    expect(screen.getByText('Daftar bersama, hanya baca. 2 emiten.')).toBeVisible()
    const headers = textsByRole(table, 'columnheader')
    expect(headers.slice(0, 4)).toEqual(['Kode', 'Emiten', 'Bursa', 'Mata uang'])
    const capColumn = headers.findIndex((header) => header.startsWith('Kapitalisasi pasar'))
    const caps = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[capColumn]?.textContent)
    for (const cap of caps) expect(cap).toMatch(/^Rp\u00a0[\d.,]+\u00a0T$/)
  })
})
