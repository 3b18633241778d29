import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectScaledFigure, openIdxSection, REPORT_TEST_TIMEOUT, rowCells } from '../../testing/report-test-support'
import { textsByRole } from '../../../../test/texts'

const billions = (value: number | null | undefined) => (value === null || value === undefined ? value : value / 1e9)

describe('financials section', REPORT_TEST_TIMEOUT, () => {
  it('shows the statements with years as columns, latest first, the unit stated once, and the API’s latest revenue', async () => {
    const { report } = await openIdxSection("sub_sector != 'banks'", 'financials')
    const years = [...(report.financials?.historical_financials ?? [])].sort((a, b) => b.year - a.year)
    const income = await screen.findByRole('table', { name: 'Income statement' })
    const headers = textsByRole(income, 'columnheader')
    expect(headers).toEqual(['Line', ...years.map((year) => `FY${String(year.year)}`)])
    expect(screen.getByText(/^IDR billions, fiscal years, latest first/)).toBeVisible()
    const revenue = rowCells(income, 'Revenue')
    expectScaledFigure(revenue[1], billions(years[0]?.revenue))
    expect(rowCells(income, 'Gross profit')).toHaveLength(headers.length)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    const ratios = screen.getByRole('table', { name: 'Ratios over time' })
    expect(ratios).toBeVisible()
    expect(rowCells(ratios, 'Current ratio')).toHaveLength(within(ratios).getAllByRole('columnheader').length)
  })

  it('gives a bank its own lines and ratios instead of gross profit and the current ratio', async () => {
    const { report } = await openIdxSection("sub_sector = 'banks'", 'financials')
    const latest = [...(report.financials?.historical_financials ?? [])].sort((a, b) => b.year - a.year)[0]
    const income = await screen.findByRole('table', { name: 'Income statement' })
    expectScaledFigure(rowCells(income, 'Net interest income')[1], billions(latest?.net_interest_income))
    expect(() => rowCells(income, 'Gross profit')).toThrow()
    const balance = screen.getByRole('table', { name: 'Balance sheet' })
    expectScaledFigure(rowCells(balance, 'Total deposits')[1], billions(latest?.total_deposit))
    const ratios = screen.getByRole('table', { name: 'Ratios over time' })
    for (const ratio of ['Loan to deposit (LDR)', 'Capital adequacy (CAR)', 'Net interest margin', 'CASA ratio'])
      expect(rowCells(ratios, ratio)).toHaveLength((report.financials?.historical_financial_ratio.length ?? 0) + 1)
    expect(() => rowCells(ratios, 'Current ratio')).toThrow()
  })

  it('shows a loss below zero and growth on a negative base as “n.m.”', async () => {
    const { report, app } = await openIdxSection('earnings[2025] < 0 and earnings[2024] < 0', 'financials')
    const byYear = new Map(report.financials?.historical_financials.map((year) => [year.year, year]))
    expect(byYear.get(2025)?.earnings).toBeLessThan(0)
    const income = await screen.findByRole('table', { name: 'Income statement' })
    const netIncome = rowCells(income, 'Net income')
    // the latest year: a negative figure with a minus sign, and its change against a loss year is not meaningful
    expect(netIncome[1]).toMatch(/^−/)
    expect(netIncome[1]).toContain('n.m.')

    // the chart's own table says the same: the bar is below zero
    const [firstChart] = screen.getAllByRole('button', { name: 'Show as table' })
    if (firstChart === undefined) throw new Error('no chart offers its table')
    await app.user.click(firstChart)
    const table = await screen.findByRole('table', { name: 'Revenue and net income' })
    expect(rowCells(table, 'FY2025')[2]).toMatch(/^−/)
  })
})
