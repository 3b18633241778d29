import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { screenerPath, screenerResponse } from '../../../shared/api/screener'
import { formatValue } from '../../../lib/format'
import { renderApp } from '../../../test/render-app'
import { spyOnDownloads } from '../../../test/download-spy'
import { DEFAULT_IDX_HEADERS } from '../../../test/screener-headers'

const downloads = spyOnDownloads()
const SLOW = { timeout: 15_000 }

const table = () => screen.findByRole('table', { name: 'Screener results' }, SLOW)

/** The header texts of the results, once rows (not skeletons) are on screen for the current request. */
async function headersShown(): Promise<string[]> {
  const results = await table()
  await waitFor(() => {
    expect(results.getAttribute('aria-busy')).toBe('false')
    expect(results.querySelector('tbody tr:not(.skeleton-row)')).not.toBeNull()
  }, SLOW)
  return (
    within(results)
      .getAllByRole('columnheader')
      // the sort mark is hidden from assistive technology: it is not part of the header's name
      .map((header) => header.textContent.replace(/[▲▼]/g, '').trim())
  )
}

/** Waits until the table shows exactly these headers (a change of columns is a new request). */
async function expectHeaders(expected: string[]) {
  await waitFor(async () => {
    expect(await headersShown()).toEqual(expected)
  }, SLOW)
}

async function openPicker(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Columns/ }))
  return screen.getByRole('group', { name: 'Columns' })
}

describe('the results columns', () => {
  it('show a default set per market beside the queried fields, with a clean URL', async () => {
    const app = renderApp('/screener')
    await expectHeaders(DEFAULT_IDX_HEADERS)
    expect(app.location()).toBe('/screener')
    await app.user.click(screen.getByRole('button', { name: 'SGX' }))
    await expectHeaders([
      'Symbol',
      'Company',
      'Market cap (SGD)',
      'Sub-sector',
      'Last close (SGD)',
      'Change 1Y (%)',
      'P/E (×)',
      'P/B (×)',
      'Forward dividend yield (%)',
    ])
  }, 40_000)

  it('change with the picker, stay in the URL, come back on reload, and reset', async () => {
    const app = renderApp('/screener')
    await expectHeaders(DEFAULT_IDX_HEADERS)
    const picker = await openPicker(app.user)
    await app.user.click(within(picker).getByRole('checkbox', { name: 'P/B (MRQ)' }))
    await app.user.click(within(picker).getByRole('checkbox', { name: 'ROE (TTM)' }))
    expect(app.searchParams().get('columns')).toBe(
      'sub_sector,market_cap,last_close_price,yearly_mcap_change,pe_ttm,roe_ttm,yield_ttm',
    )
    const chosen = [...DEFAULT_IDX_HEADERS.filter((header) => header !== 'P/B (MRQ) (×)')]
    chosen.splice(7, 0, 'ROE (TTM) (%)')
    await expectHeaders(chosen)

    // a reload is a new app at the same link
    const link = app.location()
    cleanup()
    const reloaded = renderApp(link)
    await expectHeaders(chosen)
    const again = await openPicker(reloaded.user)
    expect(within(again).getByRole<HTMLInputElement>('checkbox', { name: 'ROE (TTM)' }).checked).toBe(true)
    await reloaded.user.click(within(again).getByRole('button', { name: 'Reset columns' }))
    expect(reloaded.location()).toBe('/screener')
    await expectHeaders(DEFAULT_IDX_HEADERS)
  }, 60_000)

  it('always include the queried fields, even when no other column is chosen or one is unticked', async () => {
    renderApp(`/screener?where=${encodeURIComponent('roa_ttm > 0.1')}&columns=none`)
    await expectHeaders(['Symbol', 'Company', 'ROA (TTM) (%)', 'Market cap (IDR)'])
    cleanup()
    const filtered = renderApp(`/screener?where=${encodeURIComponent('pe_ttm < 10')}`)
    await expectHeaders(
      DEFAULT_IDX_HEADERS.filter((header) => header !== 'P/E (TTM) (×)').toSpliced(2, 0, 'P/E (TTM) (×)'),
    )
    const picker = await openPicker(filtered.user)
    await filtered.user.click(within(picker).getByRole('checkbox', { name: 'P/E (TTM)' }))
    expect(filtered.searchParams().get('columns')).not.toContain('pe_ttm')
    expect(await headersShown()).toContain('P/E (TTM) (×)')
  }, 60_000)

  it('come with a question too, with the values the service has for those companies', async () => {
    renderApp('/screener?q=top+3+banks+by+market+cap&columns=pe_ttm')
    await expectHeaders(['Symbol', 'Company', 'Sub-sector', 'Market cap (IDR)', 'P/E (TTM) (×)'])
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    const symbols = rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
    const where = `symbol in [${symbols.map((symbol) => `'${symbol}'`).join(', ')}]`
    const query = new URLSearchParams({ where, order_by: '-market_cap,pe_ttm', include_query_values: 'true' })
    const answer = screenerResponse.parse(await (await fetch(`/api${screenerPath('idx')}?${query.toString()}`)).json())
    const shown = rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)
    const expected = answer.results.map((row) => row.query_values?.pe_ttm)
    expect(shown).toHaveLength(3)
    expect(expected.every((value) => typeof value === 'number')).toBe(true)
    expect(shown).toEqual(expected.map((value) => (typeof value === 'number' ? formatValue(value, 'ratio') : '')))
  }, 40_000)

  it('are the columns of the CSV export, in the same order', async () => {
    const app = renderApp(`/screener?where=${encodeURIComponent('pe_ttm < 5')}&columns=sector,roe_ttm`)
    await expectHeaders(['Symbol', 'Company', 'P/E (TTM) (×)', 'Market cap (IDR)', 'Sector', 'ROE (TTM) (%)'])
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' })
    await waitFor(() => {
      expect(button.disabled).toBe(false)
    })
    await app.user.click(button)
    await waitFor(() => {
      expect(downloads.createObjectUrl).toHaveBeenCalledTimes(1)
    }, SLOW)
    const text = (await downloads.createObjectUrl.mock.calls[0]?.[0].text()) ?? ''
    expect(text.split('\r\n')[0]).toBe(
      'symbol,company_name,pe_ttm (ratio),market_cap (IDR),sector (text),roe_ttm (fraction)',
    )
  }, 40_000)
})
