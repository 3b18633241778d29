import { screen } from './api'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

test.describe('the dashboard shell', () => {
  test('opens on the market overview and says where the data comes from', async ({ page, shell }, testInfo) => {
    await page.goto('/')
    await expect(shell.heading).toHaveText('Market overview')
    await expect(shell.link('Market')).toHaveAttribute('aria-current', 'page')
    if (testInfo.project.name === 'gateway') {
      // live mode (playwright.config.ts): answers come through the gateway
      await expect(shell.badge).toHaveText('Sectors API')
      await expect(shell.badge).toHaveAttribute('title', /^Live data from the Sectors API\. \d+ credits spent today/)
      // the header counts the team's credits (refreshed every 15 s, so the overview's own may not be in it yet)
      await expect(page.getByText(/^Credits today: \d+/)).toBeVisible()
    } else {
      await expect(shell.badge).toHaveText('Demo data')
      await expect(shell.badge).toHaveAttribute('title', /synthetic market/)
      await expect(page.getByText(/^Credits today/)).toHaveCount(0)
    }
  })

  test('navigates between the pages from the header', async ({ page, shell }) => {
    await page.goto('/screener')
    await shell.link('Auctions').click()
    await expect(page).toHaveURL(/\/auctions$/)
    await expect(shell.heading).toHaveText('Mining licence auctions')
    await expect(page.getByRole('table', { name: 'Auctions' })).toBeVisible()
    await shell.link('Companies').click()
    await expect(page).toHaveURL(/\/companies$/)
    await expect(shell.heading).toHaveText('Companies by classification')
    await shell.link('Screener').click()
    await expect(shell.heading).toHaveText('Screener')
  })

  test('shows a not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the screener' }).click()
    await expect(page).toHaveURL(/\/screener$/)
  })

  test('jumps to a report from a typed ticker, in any case', async ({ page, request, shell }) => {
    const largest = (await screen(request, 'order_by=-market_cap&limit=1')).results[0]
    if (largest === undefined) throw new Error('the demo market has no companies')
    await page.goto('/screener')
    await shell.searchTicker(idxTicker(largest.symbol).toLowerCase())
    await expect(page).toHaveURL(new RegExp(`/reports/${idxTicker(largest.symbol)}$`))
    await expect(shell.heading).toContainText(largest.company_name)
  })

  test('suggests companies by name as you type, for both markets', async ({ page, request, shell }) => {
    const sgx = (await screen(request, 'order_by=-market_cap&limit=1', 'sgx')).results[0]
    if (sgx === undefined) throw new Error('the demo market has no SGX companies')
    await page.goto('/screener')
    const word = sgx.company_name.split(' ')[0] ?? ''
    await shell.tickerSearch.fill(word)
    const option = shell.suggestions.getByRole('option').filter({ hasText: sgx.company_name })
    await expect(option).toBeVisible()
    await option.click()
    await expect(page).toHaveURL(new RegExp(`/reports/sgx/${sgx.symbol}$`))
    await expect(shell.heading).toContainText(sgx.company_name)
  })

  test('says what a ticker looks like when the text is not one', async ({ page, shell }) => {
    await page.goto('/screener')
    // the message is the app's: before it has started, the server answers the form with the screener filtered
    await shell.appStarted()
    await shell.searchTicker('??')
    await expect(page.getByRole('alert')).toContainText('IDX ticker (4 letters')
  })

  test('switches to dark mode and remembers it', async ({ page, shell }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/screener')
    const light = await shell.backgroundColour()
    await expect(shell.darkMode).toHaveAttribute('aria-checked', 'false')
    await shell.darkMode.click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(shell.darkMode).toHaveAttribute('aria-checked', 'true')
    expect(await shell.backgroundColour()).not.toBe(light)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(shell.darkMode).toHaveAttribute('aria-checked', 'true')
  })

  test('follows the system theme until the person chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/screener')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })

  test('is usable on a 375 px wide phone', async ({ page, shell }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/screener')
    await expect(shell.heading).toHaveText('Screener')
    await expect(shell.tickerSearch).toBeVisible()
    await expect(shell.link('Auctions')).toBeVisible()
    // the page itself never scrolls sideways; only the results table may, inside its own box
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
