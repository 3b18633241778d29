import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { renderApp } from '../../../test/render-app'
import type { IdxReport, IdxReportSection } from '../../../shared/api/idx-report'
import type { ScreenerResponse } from '../../../shared/api/screener'
import type { SgxReport } from '../../../shared/api/sgx-report'
import { apiGet } from '../../../lib/api-client'
import { idxReportViewPath, sgxReportViewPath } from '../../../shared/reports/report-requests'
import { IDX_VIEWS, sectionPath, viewNamed, type IdxViewSlug } from '../../../shared/reports/report-sections'

/**
 * Test support: companies chosen by asking the in-process service (never hard-coded demo values), and the
 * report as the service answers it, for tests to compare what the page shows with.
 */
export async function idxSymbols(where: string, orderBy = '-market_cap', limit = 5): Promise<string[]> {
  const query = new URLSearchParams({ where, order_by: orderBy, limit: String(limit) })
  const page = await apiGet<ScreenerResponse>(`/v2/companies/?${query.toString()}`)
  return page.results.map((row) => row.symbol.replace(/\.JK$/, ''))
}

export async function sgxSymbols(orderBy = '-market_cap', limit = 1): Promise<string[]> {
  const query = new URLSearchParams({ order_by: orderBy, limit: String(limit) })
  const page = await apiGet<ScreenerResponse>(`/v2/sgx/companies/?${query.toString()}`)
  return page.results.map((row) => row.symbol)
}

export const idxReport = (ticker: string, sections: readonly IdxReportSection[]): Promise<IdxReport> =>
  apiGet<IdxReport>(idxReportViewPath(ticker, sections))

export const sgxReport = (ticker: string): Promise<SgxReport> =>
  apiGet<SgxReport>(sgxReportViewPath(ticker, ['overview', 'valuation', 'financials', 'dividend']))

/** The cells of a table's row whose first cell reads `label`, as text. */
export function rowCells(table: HTMLElement, label: string | RegExp): string[] {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => {
      const first = candidate.querySelector('th, td')?.textContent ?? ''
      return typeof label === 'string' ? first === label : label.test(first)
    })
  if (row === undefined) throw new Error(`no row ${String(label)}`)
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)
}

/** The report's section heading, once the lazily loaded page is on screen. */
export const sectionHeading = (name: string) => screen.findByRole('heading', { level: 2, name })

/**
 * The app at a report URL, once the lazily loaded report page has painted its first heading: the first test of a
 * file compiles the page's code, which takes longer than a findBy's default second.
 */
export async function openReport(url: string) {
  const app = renderApp(url)
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
  return app
}

/**
 * An IDX report section opened for the largest company `where` selects, with the service's answer to the view's
 * request (its API sections as the registry names them) for the test to compare the page with.
 */
export async function openIdxSection(where: string, slug: IdxViewSlug) {
  const [ticker = ''] = await idxSymbols(where)
  return openIdxTickerSection(ticker, slug)
}

/** The same for a company the test has chosen itself. */
export async function openIdxTickerSection(ticker: string, slug: IdxViewSlug) {
  const view = viewNamed(IDX_VIEWS, slug)
  const report = await idxReport(ticker, view.apiSections)
  const app = await openReport(sectionPath('idx', ticker, slug))
  await sectionHeading(view.label)
  return { ticker, report, app }
}

/**
 * The SGX report of the largest company, opened at the URL `urlOf` makes of its ticker, with the service's answer
 * for the test to compare the page with.
 */
export async function openSgxReport(urlOf: (ticker: string) => string) {
  const [ticker = ''] = await sgxSymbols()
  const report = await sgxReport(ticker)
  const app = await openReport(urlOf(ticker))
  return { ticker, report, app }
}

/** The URL a spied `fetch` was called with. */
export const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString())

/** A formatted figure as Testing Library's text matchers read the page: non-breaking spaces as plain spaces. */
export const asShown = (text: string): string => text.replace(/\u00a0/g, ' ')

/**
 * Checks a statement cell against the service's figure in the stated scale (IDR billions, SGD millions): the cell
 * reads like "71,203.3" or "−4.25" and, read back, is the figure rounded to what it shows. The expectation is
 * worked out here, not with the formatter the page uses.
 */
export function expectScaledFigure(cell: string | undefined, figure: number | null | undefined) {
  if (figure === null || figure === undefined) throw new Error('the service reports no figure to compare')
  // the figure, then its change on the year before when there is one ("218,934.6+5.34 %")
  const match = /^(−?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)([+−]?[\d.,]+\s%|n\.m\.|—)?$/u.exec(cell ?? '')
  expect(match, `a scaled figure: ${cell ?? ''}`).not.toBeNull()
  const shown = Number((match?.[1] ?? '').replaceAll(',', '').replace('−', '-'))
  expect(Math.abs(shown - figure)).toBeLessThanOrEqual(Math.abs(figure) < 10 ? 0.005 : 0.05)
}

/** Opening a report compiles its lazily loaded code on the first test of a file; slower than the default 5 s. */
export const REPORT_TEST_TIMEOUT = { timeout: 30_000 }
