import type { Browser, BrowserContextOptions, Locator } from '@playwright/test'
import { screen } from './api'
import { expect, test } from './fixtures'
import { AppShell } from './pages/app-shell'
import { idxTicker } from '../src/shared/ticker'
import { reportPath } from '../src/shared/ticker-search'

/** The page's background in each theme (app/styles/base.css's `--bg`), as the browser paints it. */
const BACKGROUND = { light: 'rgb(247, 248, 246)', dark: 'rgb(17, 22, 20)' }

/** A browser without JavaScript: what it shows is the server's document and the style sheets, nothing else. */
async function withoutJavaScript<T>(
  browser: Browser,
  options: BrowserContextOptions,
  use: (shell: AppShell) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false })
  try {
    return await use(new AppShell(await context.newPage()))
  } finally {
    await context.close()
  }
}

/**
 * Waits for `shown` on a page opened without JavaScript, opening it again while it is not there: a rendering that ran
 * out of time for its data (on a busy machine, in live mode) comes in its loading state, which no script will fill.
 */
async function shownOnceRendered(shown: Locator): Promise<void> {
  await expect
    .poll(async () => (await shown.isVisible()) || ((await shown.page().reload()) !== null && shown.isVisible()), {
      timeout: 30_000,
    })
    .toBe(true)
}

/**
 * What a server-rendered page does before the app's code has run (or without JavaScript at all): it is painted in
 * the visitor's theme, and its ticker search works as a plain form the server answers.
 */
test.describe('before the app has run', () => {
  test('paints the theme the visitor chose, or the system’s, with no script', async ({ browser, baseURL }) => {
    const paintedIn = (colorScheme: 'light' | 'dark', theme?: 'light' | 'dark') =>
      withoutJavaScript(browser, { baseURL, colorScheme }, async (shell) => {
        if (theme !== undefined) await shell.page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }])
        await shell.page.goto('/screener')
        await expect(shell.heading).toHaveText('Screener')
        return shell.backgroundColour()
      })
    // the choice wins over the system's
    expect(await paintedIn('light', 'dark')).toBe(BACKGROUND.dark)
    expect(await paintedIn('dark', 'light')).toBe(BACKGROUND.light)
    // no choice: the system's
    expect(await paintedIn('dark')).toBe(BACKGROUND.dark)
    expect(await paintedIn('light')).toBe(BACKGROUND.light)
  })

  test('keeps a choice remembered by an earlier version, which the server then paints', async ({ page, shell }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/screener')
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark')
    })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(shell.darkMode).toHaveAttribute('aria-checked', 'true')
    const document = await (await page.reload())?.text()
    expect(document).toContain('data-theme="dark"')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  })

  test('takes a ticker typed into the search to its report, without JavaScript', async ({
    browser,
    baseURL,
    request,
  }) => {
    const [largest] = (await screen(request, 'order_by=-market_cap&limit=1')).results
    const [sgx] = (await screen(request, 'order_by=-market_cap&limit=1', 'sgx')).results
    if (largest === undefined || sgx === undefined) throw new Error('the demo market has no companies')
    // the pages were opened before, as a shared link is: the server waits only briefly for answers while it renders
    // a page, so a cold one (in live mode, or on a busy machine) could come in its loading state (and is opened again)
    const searches = [sgx.company_name, 'no such company'].map((text) => `/search?ticker=${encodeURIComponent(text)}`)
    for (const link of [`/reports/${idxTicker(largest.symbol)}`, ...searches]) await request.get(link)
    await withoutJavaScript(browser, { baseURL }, async (shell) => {
      await shell.page.goto('/screener')
      await shell.searchTicker(idxTicker(largest.symbol).toLowerCase())
      await expect(shell.page).toHaveURL(new RegExp(`${reportPath('idx', largest.symbol)}$`))
      await shownOnceRendered(shell.heading.filter({ hasText: largest.company_name }))
      // a company's name: the largest company holding it, as the app's first suggestion
      await shell.searchTicker(sgx.company_name)
      await expect(shell.page).toHaveURL(new RegExp(`${reportPath('sgx', sgx.symbol)}$`))
      await shownOnceRendered(shell.heading.filter({ hasText: sgx.company_name }))
      // nothing matches: the screener, filtered by the text (kept in its address, to be corrected), says so
      await shell.searchTicker('no such company')
      await expect(shell.heading).toHaveText('Screener')
      await shownOnceRendered(shell.page.getByText('No companies match this filter.'))
      expect(new URL(shell.page.url()).searchParams.get('where')).toContain("company_name like '%no such company%'")
    })
  })
})
