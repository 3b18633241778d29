import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { screenerPath, type ScreenerResponse, type ScreenerRow } from '../../../shared/api/screener'
import { idxCatalogue } from '../../../shared/catalogue'
import { apiGet } from '../../../lib/api-client'
import { buildCsv } from '../export-csv'
import { renderApp } from '../../../test/render-app'
import { spyOnDownloads } from '../../../test/download-spy'
import { DEFAULT_COLUMNS } from '../../../shared/screener/column-choice'

const WHERE = 'market_cap > 1e12'
/** The order a client names to have the default columns' values too (symbol first: the order stays the same). */
const WITH_DEFAULT_COLUMNS = `symbol,${DEFAULT_COLUMNS.idx.join(',')}`

const downloads = spyOnDownloads()

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString())

/** Holds back the requests whose URL contains `marker` until `release` is called; an abort rejects them. */
function holdRequests(marker: string) {
  const realFetch = globalThis.fetch
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (urlOf(input).includes(marker)) {
      const signal = init?.signal
      await new Promise<void>((resolve, reject) => {
        void released.then(resolve)
        signal?.addEventListener('abort', () => {
          reject(new DOMException('The export was cancelled.', 'AbortError'))
        })
      })
    }
    return realFetch(input, init)
  })
  return { release }
}

/** The rows the service gives for a where/order_by, read the way a client of the API would. */
async function apiRows(where: string, orderBy: string): Promise<ScreenerRow[]> {
  const rows: ScreenerRow[] = []
  for (;;) {
    const query = new URLSearchParams({ where, order_by: orderBy, limit: '200', offset: String(rows.length) })
    const page = await apiGet<ScreenerResponse>(`${screenerPath('idx')}?${query.toString()}&include_query_values=true`)
    rows.push(...page.results)
    if (!page.pagination.has_next) return rows
  }
}

async function exportedText(): Promise<string> {
  await waitFor(() => {
    expect(downloads.createObjectUrl).toHaveBeenCalledTimes(1)
  })
  const blob = downloads.createObjectUrl.mock.calls[0]?.[0]
  if (blob === undefined) throw new Error('nothing was downloaded')
  expect(blob.type).toBe('text/csv;charset=utf-8')
  return blob.text()
}

async function openScreener(url: string) {
  const app = renderApp(url)
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Export CSV' })
  await waitFor(() => {
    expect(button.disabled).toBe(false)
  })
  return { app, button }
}

describe('CSV export', () => {
  it('collects every page of the query in order, showing progress, and downloads one file', async () => {
    const held = holdRequests('offset=400')
    const { app, button } = await openScreener(`/screener?where=${encodeURIComponent(WHERE)}`)
    await app.user.click(button)

    const progress = await screen.findByRole<HTMLProgressElement>('progressbar', { name: 'Export progress' })
    expect(await screen.findByText('Exported 400 of 539')).toBeVisible()
    expect(progress.value).toBe(400)
    expect(progress.max).toBe(539)
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeVisible()
    held.release()

    const expected = await apiRows(WHERE, `-market_cap,${WITH_DEFAULT_COLUMNS}`)
    expect(expected).toHaveLength(539)
    const text = await exportedText()
    expect(text).toBe(buildCsv(expected, idxCatalogue))
    expect(text.split('\r\n')[0]).toBe(
      'symbol,company_name,market_cap (IDR),sub_sector (text),last_close_price (IDR),' +
        'yearly_mcap_change (fraction),pe_ttm (ratio),pb_mrq (ratio),yield_ttm (fraction)',
    )
    expect(downloads.names).toEqual([expect.stringMatching(/^screener-idx-\d{4}-\d{2}-\d{2}\.csv$/)])
    expect(await screen.findByText('Exported 539 rows.')).toBeVisible()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('stops when cancelled, says so, and saves nothing', async () => {
    holdRequests('offset=200')
    const { app, button } = await openScreener(`/screener?where=${encodeURIComponent(WHERE)}`)
    await app.user.click(button)
    expect(await screen.findByText('Exported 200 of 539')).toBeVisible()
    await app.user.click(screen.getByRole('button', { name: 'Cancel export' }))

    expect(await screen.findByText('Export cancelled; no file was saved.')).toBeVisible()
    expect(downloads.createObjectUrl).not.toHaveBeenCalled()
    expect(downloads.names).toEqual([])
    expect(button.disabled).toBe(false)
  })

  it('exports a question as the query it was translated into', async () => {
    const { app, button } = await openScreener('/screener?q=top+3+banks+by+market+cap')
    await app.user.click(button)
    const expected = await apiRows(
      "sub_sector = 'banks' and market_cap is not null",
      `-market_cap,${WITH_DEFAULT_COLUMNS}`,
    )
    expect(expected).toHaveLength(48)
    expect(await exportedText()).toBe(buildCsv(expected, idxCatalogue))
  })

  it('shows a failure next to the button', async () => {
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      urlOf(input).includes('limit=200')
        ? Promise.resolve(Response.json({ error: 'Service unavailable.' }, { status: 503 }))
        : realFetch(input, init),
    )
    const { app, button } = await openScreener('/screener')
    await app.user.click(button)
    const alert = await screen.findByText(/^The export failed:/)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toBe('The export failed: Service unavailable.')
    expect(downloads.createObjectUrl).not.toHaveBeenCalled()
  })
})
