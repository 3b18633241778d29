import { quarterlyFinancialsPath, quarterlyFinancialsResponse } from '../src/shared/api/quarterly-financials'
import { apiAnswer, screen } from './api'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

test.describe('quarterly financials in a report', () => {
  test('switches to quarters through the link, keeps them on reload, and shows a bank’s own lines', async ({
    page,
    request,
    report,
  }) => {
    const [bank] = (await screen(request, "where=sub_sector='banks'&order_by=-market_cap&limit=1")).results
    if (bank === undefined) throw new Error('the service lists no bank')
    const ticker = idxTicker(bank.symbol)
    const quarters = await apiAnswer(
      request,
      quarterlyFinancialsPath(ticker, { nQuarters: 16 }),
      quarterlyFinancialsResponse,
    )
    const latest = [...quarters].sort((a, b) => b.date.localeCompare(a.date))[0]
    if (latest === undefined) throw new Error(`${ticker} has no quarter`)

    await report.open(`/reports/${ticker}/financials`)
    await page.getByRole('group', { name: 'Financials period' }).getByRole('button', { name: 'Quarterly' }).click()
    await expect(page).toHaveURL(new RegExp(`/reports/${ticker}/financials\\?period=quarterly$`))
    const income = report.table('Income statement, quarterly')
    await expect(income.getByRole('columnheader')).toHaveCount(13, { timeout: 15_000 })
    await expect(income.getByRole('row', { name: /^Net interest income/ })).toBeVisible()
    await expect(income.getByRole('row', { name: /^Gross profit/ })).toHaveCount(0)
    const chart = page.getByRole('figure', { name: 'Net interest income and net income by quarter' })
    await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible()

    await page.reload()
    await expect(page.getByRole('button', { name: 'Quarterly' })).toHaveAttribute('aria-pressed', 'true')
    await expect(income.getByRole('columnheader')).toHaveCount(13, { timeout: 15_000 })
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${ticker}-quarterly-financials-`))
    await page.goBack()
    await expect(report.table('Income statement')).toBeVisible()
  })
})
