import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  idxReport,
  idxSymbols,
  openIdxSection,
  openIdxTickerSection,
  REPORT_TEST_TIMEOUT,
  rowCells,
} from '../../testing/report-test-support'

describe('future section', REPORT_TEST_TIMEOUT, () => {
  it('follows the reported years with estimates labelled as such, growth from its base year and the ratings', async () => {
    const { report, app } = await openIdxSection('market_cap > 0', 'future')
    const forecasts = report.future?.company_value_forecasts ?? []
    const ratings = report.future?.analyst_rating_breakdown
    expect(forecasts.length).toBeGreaterThan(0)
    const [revenueChart] = await screen.findAllByRole('button', { name: 'Show as table' })
    if (revenueChart === undefined) throw new Error('no chart offers its table')
    await app.user.click(revenueChart)
    const table = await screen.findByRole('table', { name: 'Revenue' })
    for (const forecast of forecasts) expect(rowCells(table, `FY${String(forecast.estimate_year)}`)[1]).toBe('estimate')
    expect(rowCells(table, 'FY2025')[1]).toBe('reported')
    const growth = report.future?.company_growth_forecasts?.[0]
    if (growth !== undefined)
      expect(
        screen.getByText(`Revenue growth FY${String(growth.estimate_year)} vs FY${String(growth.base_year)}`),
      ).toBeVisible()
    if (ratings !== null && ratings !== undefined) {
      expect(screen.getByText(new RegExp(`^${String(ratings.n_analyst)} analysts, as of`))).toBeVisible()
      expect(
        within(screen.getByRole('list', { name: 'Ratings' })).getByText(`Buy: ${String(ratings.buy)}`),
      ).toBeVisible()
    }
  })

  it('says “No analyst coverage” for a company no analyst follows, never zeros', async () => {
    // the smallest companies are the ones without coverage; the test checks its choice with the service
    const small = await idxSymbols('market_cap > 0', 'market_cap', 20)
    let uncovered: string | undefined
    for (const ticker of small) {
      const { future } = await idxReport(ticker, ['future'])
      if (future?.analyst_rating_breakdown === null && (future.company_value_forecasts ?? []).length === 0) {
        uncovered = ticker
        break
      }
    }
    if (uncovered === undefined) throw new Error('every small company has analyst coverage')
    await openIdxTickerSection(uncovered, 'future')
    expect(await screen.findByText(/^No analyst coverage/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull()
  })
})
