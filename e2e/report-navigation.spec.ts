import { screen as askService, idxReport } from './api'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

test.describe('company report', () => {
  test('opens from a screener row, switches sections, comes back with back, and reopens a section on reload', async ({
    page,
    screener,
    report,
  }) => {
    // four page loads and a reload on a machine shared with other test runs
    test.setTimeout(60_000)
    await screener.open("where=sub_sector+%3D+'banks'&order_by=-market_cap")
    const [symbol = ''] = await screener.symbols()
    await screener.rows.first().getByRole('link', { name: symbol }).click()
    const ticker = idxTicker(symbol)
    await expect(page).toHaveURL(new RegExp(`/reports/${ticker}$`))
    await expect(report.heading).toContainText(`(${ticker}.JK)`)

    await report.openSection('Financials')
    await expect(page).toHaveURL(new RegExp(`/reports/${ticker}/financials$`))
    await expect(page).toHaveTitle(new RegExp(`\\(${ticker}\\.JK\\) · Financials$`))
    await report.openSection('Peers')
    await expect(page).toHaveURL(new RegExp(`/reports/${ticker}/peers$`))

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/reports/${ticker}/financials$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Financials' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Financials' })).toBeVisible()
    await report.settled()
    await expect(report.table('Income statement')).toBeVisible()
  })

  test('the financials table’s latest revenue is the service’s', async ({ request, report }) => {
    const [row] = (await askService(request, "where=sub_sector+!%3D+'banks'&order_by=-market_cap&limit=1")).results
    const ticker = idxTicker(row?.symbol ?? '')
    const answer = await idxReport(request, ticker, ['financials'])
    const latest = [...(answer.financials?.historical_financials ?? [])].sort((a, b) => b.year - a.year)[0]
    const billions = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format((latest?.revenue ?? 0) / 1e9)
    await report.open(`/reports/${ticker}/financials`)
    await report.settled()
    const income = report.table('Income statement')
    await expect(income.getByRole('columnheader').nth(1)).toHaveText(`FY${String(latest?.year)}`)
    const cells = await report.rowCells('Income statement', 'Revenue')
    expect(cells[1]).toContain(billions)
  })

  test('shows a chart as a table', async ({ page, report }) => {
    const [row] = (await askService(page.request, 'order_by=-market_cap&limit=1')).results
    await report.open(`/reports/${idxTicker(row?.symbol ?? '')}/financials`)
    const toggle = page.getByRole('button', { name: 'Show as table' }).first()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(report.table('Revenue and net income')).toBeVisible()
    await expect(report.table('Revenue and net income').getByRole('row')).not.toHaveCount(1)
  })

  test('keeps the price range in the link', async ({ page, report }) => {
    const [row] = (await askService(page.request, 'order_by=-market_cap&limit=1')).results
    await report.open(`/reports/${idxTicker(row?.symbol ?? '')}`)
    await report.priceRange.getByRole('button', { name: '5Y' }).click()
    await expect(page).toHaveURL(/\?range=5y$/)
    await expect(page.getByText('Share price', { exact: true })).toBeVisible()
    await page.reload()
    await expect(report.priceRange.getByRole('button', { name: '5Y' })).toHaveAttribute('aria-pressed', 'true')
  })
})
