import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMoney } from '../../../../lib/format'
import {
  idxSymbols,
  openIdxSection,
  openReport,
  REPORT_TEST_TIMEOUT,
  rowCells,
  urlOf,
} from '../../testing/report-test-support'
import { textsByRole } from '../../../../test/texts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('overview section', REPORT_TEST_TIMEOUT, () => {
  it('shows the listing facts, indices and tags as chips, and the price extremes with their dates', async () => {
    const { overview } = (await openIdxSection('market_cap > 0', 'overview')).report
    if (overview === undefined) throw new Error('no overview')
    const indices = await screen.findByRole('list', { name: 'Indices' })
    expect(textsByRole(indices, 'listitem')).toEqual(overview.indices ?? [])
    const extremes = screen.getByRole('table', { name: 'Price extremes' })
    const [date = '', price = 0] = Object.entries(overview.all_time_price['52_w_high'] ?? {})[0] ?? []
    expect(rowCells(extremes, '52 weeks')[2]).toContain(formatMoney(price, 'IDR'))
    expect(rowCells(extremes, '52 weeks')[2]).toContain(date.slice(0, 4))
  })

  it('keeps the price range in the link and fetches a long range as windows of at most 90 days', async () => {
    const [ticker = ''] = await idxSymbols('market_cap > 0')
    const realFetch = globalThis.fetch
    const windows: { start: string; end: string }[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(urlOf(input), 'http://dashboard.test')
      if (url.pathname.startsWith('/api/v2/daily/'))
        windows.push({ start: url.searchParams.get('start') ?? '', end: url.searchParams.get('end') ?? '' })
      return realFetch(input, init)
    })
    const app = await openReport(`/reports/${ticker}`)
    const ranges = await screen.findByRole('group', { name: 'Price range' })
    expect(within(ranges).getByRole('button', { name: '1Y' }).getAttribute('aria-pressed')).toBe('true')
    await app.user.click(within(ranges).getByRole('button', { name: '5Y' }))
    expect(app.searchParams().get('range')).toBe('5y')
    await waitFor(() => {
      expect(windows.length).toBeGreaterThanOrEqual(5 + 21)
    })
    const days = (window: { start: string; end: string }) =>
      (Date.parse(window.end) - Date.parse(window.start)) / 864e5 + 1
    expect(windows.every((window) => days(window) <= 90)).toBe(true)
    expect(await screen.findByText('Share price')).toBeVisible()
  })
})
