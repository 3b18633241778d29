import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatRatio } from '../../../../lib/format'
import {
  asShown,
  expectScaledFigure,
  openSgxReport,
  REPORT_TEST_TIMEOUT,
  rowCells,
  sectionHeading,
} from '../../testing/report-test-support'
import { textsByRole } from '../../../../test/texts'

describe('SGX report', REPORT_TEST_TIMEOUT, () => {
  it('shows the SGX frame with its four sections and amounts in SGD', async () => {
    const { ticker, report, app } = await openSgxReport((symbol) => `/reports/sgx/${symbol.toLowerCase()}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `${report.name} (${report.symbol}, SGX)` }),
    ).toBeVisible()
    expect(app.location()).toBe(`/reports/sgx/${ticker}`)
    const sections = screen.getByRole('navigation', { name: 'Report sections' })
    expect(textsByRole(sections, 'link')).toEqual(['Overview', 'Financials', 'Valuation', 'Dividend'])
    expect(screen.getByText('· amounts in SGD')).toBeVisible()
    if (report.overview?.market_cap != null)
      expect(screen.getAllByText(asShown(formatMoney(report.overview.market_cap, 'SGD'))).length).toBeGreaterThan(0)

    await app.user.click(within(sections).getByRole('link', { name: 'Valuation' }))
    await sectionHeading('Valuation')
    if (report.valuation?.pe != null) expect(await screen.findByText(formatRatio(report.valuation.pe))).toBeVisible()
  })

  it('shows the financials by the years the API keys, in SGD millions', async () => {
    const { report } = await openSgxReport((symbol) => `/reports/sgx/${symbol}/financials`)
    const years = Object.keys(report.financials?.historical_financials ?? {})
      .sort()
      .reverse()
    const income = await screen.findByRole('table', { name: 'Income statement' })
    expect(textsByRole(income, 'columnheader')).toEqual(['Line', ...years.map((year) => `FY${year}`)])
    expect(screen.getByText(/^SGD millions, fiscal years/)).toBeVisible()
    const latest = report.financials?.historical_financials[years[0] ?? '']
    const revenue = latest?.revenue
    if (revenue === null || revenue === undefined) throw new Error('the latest year reports no revenue')
    expectScaledFigure(rowCells(income, 'Revenue')[1], revenue / 1e6)
  })
})
