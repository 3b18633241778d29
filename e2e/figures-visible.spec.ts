import { screen as askService } from './api'
import { expect, test } from './fixtures'
import { clippedFigures, type ClippedFigure } from './pages/figure-visibility'

const WIDTHS = [1280, 375]

/**
 * The panels issue 43 names, whose tables must show every figure without scrolling at both widths; any other table
 * may scroll sideways as the last resort, only with its visible cue.
 */
const NEVER_SCROLLED = /^(Top gainers|Top losers|Most traded|SGX top companies|Largest by)/

// one test per width: the two run on different workers at once
for (const width of WIDTHS) {
  test(`every page keeps its tables’ figures on screen at ${String(width)} px`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const idx = (await askService(request, 'order_by=-market_cap&limit=2')).results.map((row) =>
      row.symbol.replace(/\.JK$/, ''),
    )
    const [sgx] = (await askService(request, 'order_by=-market_cap&limit=1', 'sgx')).results
    const [first = '', second = ''] = idx
    const pages = [
      '/',
      '/?market=sgx',
      '/screener',
      '/companies?sub_sector=banks',
      '/auctions',
      '/sectors/banks',
      `/reports/${first}`,
      `/reports/${first}/financials`,
      `/reports/${first}/valuation`,
      `/reports/${first}/peers`,
      `/reports/${first}/dividend`,
      `/reports/sgx/${sgx?.symbol ?? ''}`,
      `/compare?symbols=${first},${second}`,
    ]
    const problems: string[] = []
    await page.setViewportSize({ width, height: 900 })
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 20_000 })
      const bad = (figure: ClippedFigure) => !figure.scrollCue || NEVER_SCROLLED.test(figure.table)
      const tables = new Set((await clippedFigures(page)).filter(bad).map((figure) => figure.table))
      for (const table of tables) problems.push(`${String(width)} px ${path}: "${table}" cuts its figures`)
    }
    expect(problems).toEqual([])
  })
}
