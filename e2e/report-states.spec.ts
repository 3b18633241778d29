import { screen as askService } from './api'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

test.describe('company report states', () => {
  test('an unknown ticker says so, offers the ticker search and the screener, and names the page', async ({
    page,
    consoleGuard,
    report,
  }) => {
    consoleGuard.expectRefusal(/\/api\/v2\/company\/report\/QQQX\//, 404)
    await report.open('/reports/qqqx.jk')
    await expect(report.heading).toHaveText('No company with the symbol QQQX')
    await expect(page).toHaveTitle('No company with the symbol QQQX')
    await expect(page.getByRole('link', { name: 'Find companies in the screener' })).toHaveAttribute(
      'href',
      '/screener',
    )
    await expect(page.locator('.report-problem').getByRole('combobox', { name: 'Search ticker' })).toBeVisible()
  })

  test('an SGX report shows its four sections in SGD', async ({ page, report }) => {
    const [row] = (await askService(page.request, 'order_by=-market_cap&limit=1', 'sgx')).results
    const ticker = row?.symbol ?? ''
    await report.open(`/reports/sgx/${ticker}`)
    await expect(report.heading).toContainText(`(${ticker}, SGX)`)
    await expect(report.sections.getByRole('link')).toHaveText(['Overview', 'Financials', 'Valuation', 'Dividend'])
    await expect(page.getByText('· amounts in SGD')).toBeVisible()
    await report.openSection('Financials')
    await expect(page.getByText(/^SGD millions, fiscal years/)).toBeVisible()
    await report.openSection('Dividend')
    await expect(page.getByText('Dividends per share', { exact: true })).toBeVisible()
  })

  test('dark mode colours the report', async ({ page, report }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    const [row] = (await askService(page.request, 'order_by=-market_cap&limit=1')).results
    await report.open(`/reports/${idxTicker(row?.symbol ?? '')}/financials`)
    await expect(report.table('Income statement')).toBeVisible()
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('.report-header') ?? document.body).backgroundColor,
    )
    expect(background).toBe('rgb(24, 32, 29)')
  })
})
