import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  idxReport,
  idxSymbols,
  openReport,
  REPORT_TEST_TIMEOUT,
  sectionHeading,
  urlOf,
} from '../../testing/report-test-support'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Records the report requests the page sends (their `sections=`), passing every request through to the server. */
function recordReportRequests() {
  const realFetch = globalThis.fetch
  const sections: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(urlOf(input), 'http://dashboard.test')
    if (url.pathname.includes('/company/report/')) sections.push(url.searchParams.get('sections') ?? '(all)')
    return realFetch(input, init)
  })
  return sections
}

describe('report page', REPORT_TEST_TIMEOUT, () => {
  it('accepts a ticker in any case and with .JK, rewrites the link to its canonical form and names the page', async () => {
    const [ticker = ''] = await idxSymbols("sub_sector = 'banks'")
    const report = await idxReport(ticker, ['overview'])
    const app = await openReport(`/reports/${ticker.toLowerCase()}.jk`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `${report.company_name} (${report.symbol})` }),
    ).toBeVisible()
    expect(app.location()).toBe(`/reports/${ticker}`)
    await waitFor(() => {
      expect(document.title).toBe(`${report.company_name} (${report.symbol}) · Overview`)
    })
    const classification = screen.getByText(
      (_, element) => element?.classList.contains('report-header__classification') === true,
    )
    const links = within(classification).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [report.overview?.sub_sector, expect.stringMatching(/^\/companies\?sub_sector=[a-z-]+$/)],
      ['sub-sector overview', expect.stringMatching(/^\/sectors\/[a-z-]+$/)],
      [report.overview?.sub_industry, expect.stringMatching(/^\/companies\?sub_industry=[a-z-]+$/)],
    ])
    const header = document.querySelector<HTMLElement>('.report-header')
    if (header === null) throw new Error('no report header')
    expect(within(header).getByText('Demo data')).toBeVisible()
  })

  it('gives each section its own URL and title, and fetches only the sections on screen', async () => {
    const [ticker = ''] = await idxSymbols('market_cap > 0')
    const requested = recordReportRequests()
    const app = await openReport(`/reports/${ticker}`)
    await sectionHeading('Overview')
    const sections = screen.getByRole('navigation', { name: 'Report sections' })
    await app.user.click(within(sections).getByRole('link', { name: 'Management' }))
    expect(app.location()).toBe(`/reports/${ticker}/management`)
    await sectionHeading('Management')
    expect(await screen.findByRole('table', { name: 'Key executives' })).toBeVisible()
    expect(within(sections).getByRole('link', { name: 'Management' }).getAttribute('aria-current')).toBe('page')
    await waitFor(() => {
      expect(document.title).toMatch(/ · Management$/)
    })
    expect(new Set(requested)).toEqual(new Set(['overview', 'management']))
  })

  it('says so when no company has the symbol, with a ticker search and the way to the screener', async () => {
    const response = await fetch('/api/v2/company/report/QQQX/?sections=overview')
    expect(response.status).toBe(404)
    await openReport('/reports/qqqx')
    expect(await screen.findByRole('heading', { level: 1, name: 'No company with the symbol QQQX' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find companies in the screener' }).getAttribute('href')).toBe('/screener')
    expect(screen.getAllByRole('combobox', { name: 'Search ticker' }).length).toBe(2)
    await waitFor(() => {
      expect(document.title).toBe('No company with the symbol QQQX')
    })
  })

  it('explains what a ticker looks like when the link’s is not one', async () => {
    await openReport('/reports/B%40C')
    expect(await screen.findByRole('heading', { level: 1, name: '“B@C” is not a ticker' })).toBeVisible()
    expect(screen.getByText(/An IDX ticker is four letters/)).toBeVisible()
  })

  it('shows a failed section’s own error with Try again while the header stays usable', async () => {
    const [ticker = ''] = await idxSymbols('market_cap > 0')
    const realFetch = globalThis.fetch
    let failures = 1
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (urlOf(input).includes('sections=dividend') && failures-- > 0)
        return Promise.resolve(Response.json({ error: 'The service is restarting.' }, { status: 503 }))
      return realFetch(input, init)
    })
    const app = await openReport(`/reports/${ticker}/dividend`)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The dividend could not be loaded')
    expect(screen.getByRole('navigation', { name: 'Report sections' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('This page could not be shown')
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Dividend payments' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
