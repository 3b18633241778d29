import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { screenerPath, screenerResponse } from '../../../shared/api/screener'
import { renderApp } from '../../../test/render-app'

/** What the service itself answers, to compare the page with (no demo values are written into tests). */
async function serviceAnswer(query: string, market: 'idx' | 'sgx' = 'idx') {
  return screenerResponse.parse(await (await fetch(`/api${screenerPath(market)}?${query}`)).json())
}

const table = () => screen.findByRole('table', { name: 'Screener results' })
async function symbolsShown() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1)
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
}

describe('the screener page', () => {
  it('shows the largest companies first, with their market cap and the count', async () => {
    renderApp('/screener')
    const expected = await serviceAnswer('order_by=-market_cap&limit=50&include_query_values=true')
    await waitFor(
      async () => {
        expect(await symbolsShown()).toEqual(expected.results.map((row) => row.symbol))
      },
      { timeout: 5000 },
    )
    expect(
      within(await table())
        .getByRole('columnheader', { name: /Market cap \(IDR\)/ })
        .getAttribute('aria-sort'),
    ).toBe('descending')
    expect(screen.getByText(`Showing 1–50 of ${expected.pagination.total_count.toLocaleString('en-US')}`)).toBeVisible()
  })

  it('pages through results, one history entry per page', async () => {
    const app = renderApp('/screener')
    await table()
    await app.user.click(await screen.findByRole('button', { name: 'Next page' }))
    expect(app.searchParams().get('page')).toBe('2')
    const expected = await serviceAnswer('order_by=-market_cap&limit=50&offset=50')
    await waitFor(async () => {
      expect(await symbolsShown()).toEqual(expected.results.map((row) => row.symbol))
    })
    await app.router.navigate(-1)
    await waitFor(() => {
      expect(app.searchParams().get('page')).toBeNull()
    })
  })

  it('changes the page size and starts again at the first page', async () => {
    const app = renderApp('/screener?page=3')
    await table()
    await app.user.selectOptions(await screen.findByLabelText('Per page'), '25')
    expect(app.location()).toBe('/screener?limit=25')
    await waitFor(async () => {
      expect(await symbolsShown()).toHaveLength(25)
    })
  })

  it('sorts by a column when its header is clicked', async () => {
    const app = renderApp('/screener')
    await table()
    await app.user.click(within(await table()).getByRole('button', { name: /Market cap \(IDR\)/ }))
    expect(app.searchParams().get('order_by')).toBe('market_cap')
    const expected = await serviceAnswer('order_by=market_cap&limit=50')
    await waitFor(async () => {
      expect(await symbolsShown()).toEqual(expected.results.map((row) => row.symbol))
    })
  })

  it('explains a bad link parameter and offers a way out', async () => {
    const app = renderApp('/screener?limit=9999')
    const problem = await screen.findByRole('alert')
    expect(problem.textContent).toContain('The page size "9999" in this link is not valid')
    await app.user.click(within(problem).getByRole('button', { name: 'Use the default' }))
    expect(app.location()).toBe('/screener')
    expect(await symbolsShown()).toHaveLength(50)
  })

  it('suggests loosening a filter that matches nothing', async () => {
    const app = renderApp("/screener?where=sub_sector+=+'banks'+and+market_cap+<+0")
    expect(await screen.findByText('No companies match this filter.')).toBeVisible()
    await app.user.click(screen.getByRole('button', { name: 'Remove market_cap < 0' }))
    expect(app.searchParams().get('where')).toBe("sub_sector = 'banks'")
  })

  it('switches to the SGX market', async () => {
    const app = renderApp('/screener')
    await table()
    await app.user.click(screen.getByRole('button', { name: 'SGX' }))
    expect(app.location()).toBe('/screener?market=sgx')
    const expected = await serviceAnswer('order_by=-market_cap&limit=50', 'sgx')
    await waitFor(async () => {
      expect(await symbolsShown()).toEqual(expected.results.map((row) => row.symbol))
    })
    expect(within(await table()).getByRole('columnheader', { name: /Market cap \(SGD\)/ })).toBeVisible()
  })

  it('links each symbol to its report', async () => {
    renderApp('/screener?limit=25')
    const links = await within(await table()).findAllByRole('link', {}, { timeout: 5000 })
    expect(links).toHaveLength(25)
    for (const link of links) expect(link.getAttribute('href')).toBe(`/reports/${link.textContent.replace('.JK', '')}`)
  })
})
