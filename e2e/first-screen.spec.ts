import { screen } from './api'
import { expect, test } from './fixtures'

const WHERE = "sub_sector='banks'"
const LINK = `/screener?where=${encodeURIComponent(WHERE)}&order_by=-market_cap`

/**
 * A shared link's first screen comes with the page, drawn by the server: its rows show before the app's code has
 * arrived (here, with scripts off, they are all there is); the app then takes over with the same rows.
 */
test.describe("a shared link's first screen", () => {
  test('shows the rows of a screener link before any script has run', async ({ browser, baseURL, request }) => {
    const expected = await screen(request, `where=${encodeURIComponent(WHERE)}&order_by=-market_cap&limit=50`)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    try {
      const page = await context.newPage()
      await page.goto(LINK)
      const firstCells = page.locator('table[aria-label="Screener results"] tbody tr td:first-child')
      await expect(firstCells).toHaveText(expected.results.map((row) => row.symbol))
    } finally {
      await context.close()
    }
  })

  test('is replaced by the app, which shows the same rows to everyone, screen readers included', async ({
    page,
    request,
  }) => {
    const expected = await screen(request, `where=${encodeURIComponent(WHERE)}&order_by=-market_cap&limit=50`)
    await page.goto(LINK)
    const table = page.getByRole('table', { name: 'Screener results' })
    await expect(table.locator('tbody tr td:first-child')).toHaveText(expected.results.map((row) => row.symbol))
    // the picture was hidden from assistive technology and inert; the app's table is neither
    await expect(page.locator('.first-screen')).toHaveCount(0)
    await table.getByRole('link', { name: expected.results[0]?.symbol, exact: true }).click()
    await expect(page).toHaveURL(/\/reports\/[A-Z]{4}$/)
  })
})
