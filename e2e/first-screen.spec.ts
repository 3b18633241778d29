import { screen } from './api'
import { expect, test } from './fixtures'

const WHERE = "sub_sector='banks'"
const LINK = `/screener?where=${encodeURIComponent(WHERE)}&order_by=-market_cap`

/**
 * A shared link's first screen comes with the page, drawn by the server: its rows show before the app's code has
 * arrived (here, with scripts off, they are all there is); the app then takes over with the same rows.
 */
test.describe("a shared link's first screen", () => {
  test('shows the rows of a screener link before any script has run', async ({ browser, baseURL, page, request }) => {
    const expected = await screen(request, `where=${encodeURIComponent(WHERE)}&order_by=-market_cap&limit=50`)
    const symbols = expected.results.map((row) => row.symbol)
    // the link was opened before, as a shared link is: in live mode the server waits at most 120 ms for an upstream
    // answer while drawing, so a cold gateway cache would (rightly) draw the loading state instead of the rows
    await page.goto(LINK)
    await expect(page.getByRole('table', { name: 'Screener results' }).locator('tbody tr td:first-child')).toHaveText(
      symbols,
    )
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    try {
      const withoutScripts = await context.newPage()
      await withoutScripts.goto(LINK)
      const firstCells = withoutScripts.locator('table[aria-label="Screener results"] tbody tr td:first-child')
      await expect(firstCells).toHaveText(symbols)
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
