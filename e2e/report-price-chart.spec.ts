import { idxReport, screen as askService } from './api'
import { expect, test } from './fixtures'
import { PriceChartPanel } from './pages/price-chart'
import { ReportPage } from './pages/report-page'

/** "Rp 1,234.5" → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d.−-]/g, '').replace('−', '-'))

test.describe('the report’s price chart', () => {
  test('draws moving averages, Max on a log scale and the price against IHSG, each kept in the link', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const [top] = (await askService(request, 'order_by=-market_cap&limit=1')).results
    const ticker = (top?.symbol ?? '').replace(/\.JK$/, '')
    const end = (await idxReport(request, ticker, ['overview'])).overview?.latest_close_date ?? ''
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 60 * 864e5).toISOString().slice(0, 10)
    const daily = (await (await request.get(`/api/v2/daily/${ticker}/?start=${start}&end=${end}`)).json()) as {
      close: number
    }[]
    const last20 = daily.slice(-20).map((day) => day.close)
    const expectedAverage = last20.reduce((sum, close) => sum + close, 0) / 20

    const report = new ReportPage(page)
    await report.open(`/reports/${ticker}`)
    const chart = new PriceChartPanel(page)
    await expect(chart.range('1Y')).toHaveAttribute('aria-pressed', 'true')

    // the 20-day average: its latest value is the mean of the service's last 20 closes
    await chart.press(chart.study('MA 20'))
    await expect(page).toHaveURL(/[?&]ma=20(&|$)/)
    await expect(chart.figure).toContainText('Moving averages of daily closes')
    await chart.showTable()
    const headers = await chart.headers()
    expect(headers).toContain('MA 20 (IDR)')
    const averageCell = (await chart.lastRow())[headers.indexOf('MA 20 (IDR)')] ?? ''
    expect(Math.abs(amount(averageCell) - expectedAverage)).toBeLessThanOrEqual(0.5)
    await chart.hideTable()

    // the crosshair names the day, the close and the change since the range's first day
    await chart.figure.getByRole('application').hover({ position: { x: 400, y: 120 } })
    await expect(page.locator('.chart-tooltip')).toContainText('Change since')
    await expect(page.locator('.chart-tooltip')).toContainText('Rp')

    // a log scale is offered from a year up: not on 1M, on Max
    await chart.press(chart.range('1M'))
    await expect(chart.study('Log')).toBeDisabled()
    await chart.press(chart.range('Max'))
    await expect(page).toHaveURL(/[?&]range=max(&|$)/)
    await chart.press(chart.study('Log'))
    await expect(page).toHaveURL(/[?&]log=true(&|$)/)
    await expect(chart.unit).toContainText('log scale')

    // against the index: both lines start at 100, the index named in the table
    await chart.press(chart.range('1Y'))
    await chart.press(chart.study('vs IHSG'))
    await expect(page).toHaveURL(/[?&]vs=index(&|$)/)
    await expect(chart.unit).toContainText('Rebased to 100')
    await chart.showTable()
    const rebasedHeaders = await chart.headers()
    const indexColumn = rebasedHeaders.findIndex((header) => header.startsWith('IHSG, rebased'))
    expect(indexColumn).toBeGreaterThan(0)
    expect((await chart.firstRow())[indexColumn]).toBe('100')

    // the link holds every choice: a reload shows the same chart, back undoes the last choice
    await page.reload()
    await expect(chart.study('vs IHSG')).toHaveAttribute('aria-pressed', 'true')
    await expect(chart.study('MA 20')).toHaveAttribute('aria-pressed', 'true')
    await expect(chart.range('1Y')).toHaveAttribute('aria-pressed', 'true')
    await page.goBack()
    await expect(chart.study('vs IHSG')).toHaveAttribute('aria-pressed', 'false')
  })

  test('an SGX report compares with the STI', async ({ page, request }) => {
    const [top] = (await askService(request, 'order_by=-market_cap&limit=1', 'sgx')).results
    const report = new ReportPage(page)
    await report.open(`/reports/sgx/${top?.symbol ?? ''}?vs=index`)
    const chart = new PriceChartPanel(page)
    await expect(chart.study('vs STI')).toHaveAttribute('aria-pressed', 'true')
    await expect(chart.unit).toContainText('Rebased to 100')
  })

  test('the browser finds the favicon', async ({ request }) => {
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toBe('image/x-icon')
  })
})
