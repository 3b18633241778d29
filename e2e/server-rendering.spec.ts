import type { Page } from '@playwright/test'
import { screen } from './api'
import { expect, KEPT_RENDERING, test } from './fixtures'
import { PriceChartPanel } from './pages/price-chart'
import { idxTicker } from '../src/shared/ticker'

/** Holds back the scripts whose path matches until the returned function is called: the app's code "still on its way". */
async function holdScripts(page: Page, path: RegExp): Promise<() => void> {
  let open = () => {}
  const held = new Promise<void>((resolve) => {
    open = resolve
  })
  await page.route(path, async (route) => {
    await held
    await route.continue()
  })
  return open
}

const WHERE = "sub_sector='banks'"
const LINK = `/screener?where=${encodeURIComponent(WHERE)}&order_by=-market_cap`

/**
 * Server-side rendering: a shared link's page comes rendered with the document, its rows readable before the app's
 * code has arrived (here, with scripts off, they are all there is); the app then hydrates that very markup.
 */
test.describe('a server-rendered link', () => {
  test('shows the rows of a screener link before any script has run', async ({ browser, baseURL, page, request }) => {
    const expected = await screen(request, `where=${encodeURIComponent(WHERE)}&order_by=-market_cap&limit=50`)
    const symbols = expected.results.map((row) => row.symbol)
    // the link was opened before, as a shared link is: in live mode the server waits at most 120 ms for an upstream
    // answer while rendering, so a cold gateway cache would (rightly) render the loading state instead of the rows
    await page.goto(LINK)
    await expect(page.getByRole('table', { name: 'Screener results' }).locator('tbody tr td:first-child')).toHaveText(
      symbols,
    )
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    try {
      const withoutScripts = await context.newPage()
      await withoutScripts.goto(LINK)
      const table = withoutScripts.getByRole('table', { name: 'Screener results' })
      // readable by everyone, screen readers included: nothing of it is hidden or inert
      await expect(table.locator('tbody tr td:first-child')).toHaveText(symbols)
      await expect(withoutScripts.locator('[inert], [aria-hidden="true"]').filter({ has: table })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })

  test('is hydrated in place, without a second render or an error, and then works as the app', async ({
    page,
    request,
  }) => {
    const expected = await screen(request, `where=${encodeURIComponent(WHERE)}&order_by=-market_cap&limit=50`)
    const table = page.getByRole('table', { name: 'Screener results' })
    const symbols = expected.results.map((row) => row.symbol)
    // opened once before, as a shared link is (see above): in live mode a cold gateway cache renders the loading state
    await page.goto(LINK)
    await expect(table.locator('tbody tr td:first-child')).toHaveText(symbols)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    // the app's code is held back until the server's table has been marked
    const openGate = await holdScripts(page, /\/assets\/index-[^/]+\.js$/)
    await page.goto(LINK, { waitUntil: 'commit' })
    await expect(table.locator('tbody tr td:first-child')).toHaveText(symbols)
    await table.evaluate((element) => {
      element.setAttribute('data-from-server', 'yes')
    })
    // the fields' descriptions are no part of the first screen: the headers' tooltips follow once they have loaded
    const marketCap = table.getByRole('columnheader', { name: 'Market cap (IDR)' })
    await expect(marketCap).not.toHaveAttribute('title')
    openGate()
    // the table the server sent is the one React hydrated (a replaced one would have lost the mark)
    await page.waitForFunction(() => {
      const cell = document.querySelector('table[data-from-server="yes"] td')
      return cell !== null && Object.keys(cell).some((key) => key.startsWith('__reactFiber'))
    })
    await expect(marketCap).toHaveAttribute('title', 'Market capitalisation.')
    await table.getByRole('link', { name: expected.results[0]?.symbol, exact: true }).click()
    await expect(page).toHaveURL(/\/reports\/[A-Z]{4}$/)
    expect(problems).toEqual([])
  })

  test(
    'keeps a click on one of the app’s buttons made before the app has run, and answers it once it has',
    KEPT_RENDERING,
    async ({ browser, baseURL, page, request }) => {
      const [largest] = (await screen(request, 'order_by=-market_cap&limit=1')).results
      if (largest === undefined) throw new Error('the demo market has no companies')
      const link = `/reports/${idxTicker(largest.symbol)}`
      const chart = new PriceChartPanel(page)
      const toggle = chart.figure.getByRole('button', { name: 'Show as table' })
      // opened before, as a shared link is (see above): the price chart comes with the document once the server has
      // rendered the page in full; a rendering that ran out of time for its data is not kept, so on a busy machine the
      // link is opened until the document itself (no script run) holds the chart's toggle
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      try {
        const withoutScripts = await context.newPage()
        const documentToggle = new PriceChartPanel(withoutScripts).figure.getByRole('button', { name: 'Show as table' })
        await expect
          .poll(async () => (await withoutScripts.goto(link)) !== null && (await documentToggle.isVisible()), {
            timeout: 30_000,
          })
          .toBe(true)
      } finally {
        await context.close()
      }
      const openGate = await holdScripts(page, /\/assets\/app-[^/]+\.js$/)
      await page.goto(link, { waitUntil: 'commit' })
      await toggle.click()
      // the app's code has not arrived: nothing has answered the click yet
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await expect(chart.table).toHaveCount(0)
      openGate()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(chart.table).toBeVisible()
    },
  )
})
