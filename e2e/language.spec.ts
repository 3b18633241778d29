import type { Page } from '@playwright/test'
import { screen } from './api'
import { seriousViolations } from './axe'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

const htmlLang = (page: Page) => page.locator('html')

test.describe('the dashboard in Bahasa Indonesia', () => {
  test('switches in place, walks every page kind in Indonesian, keeps it on reload, and switches back', async ({
    page,
    request,
    shell,
  }, testInfo) => {
    // live mode (playwright.config.ts) names its source; the demo says it is demo data, in the language shown
    const live = testInfo.project.name === 'gateway'
    const largest = (await screen(request, 'order_by=-market_cap&limit=1')).results[0]
    if (largest === undefined) throw new Error('the demo market has no companies')
    await page.goto('/?range=1y')
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en')
    await expect(shell.link('Market')).toBeVisible()
    // the server-rendered choice does nothing until the app owns it: a person's choice waits for the page to respond
    await shell.appStarted()
    // a mark the page keeps only as long as it is not reloaded
    await page.evaluate(() => {
      document.body.setAttribute('data-not-reloaded', 'yes')
    })

    await shell.language.selectOption('id')
    await expect(htmlLang(page)).toHaveAttribute('lang', 'id')
    await expect(shell.navigation.getByRole('link', { name: 'Pasar' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('body')).toHaveAttribute('data-not-reloaded', 'yes')
    // the data state of the link is the same in both languages
    await expect(page).toHaveURL(/\/\?range=1y$/)
    await expect(shell.language).toHaveAccessibleName('Bahasa')
    if (live) await expect(shell.badge).toHaveAttribute('title', /^Data langsung dari Sectors API\./)
    else await expect(shell.badge).toHaveText('Data demo')

    const ticker = idxTicker(largest.symbol)
    const pages: [string, RegExp][] = [
      ['/screener', /\/screener$/],
      ['/auctions', /\/auctions$/],
      ['/companies', /\/companies$/],
      ['/watchlists', /\/watchlists$/],
      [`/reports/${ticker}`, new RegExp(`/reports/${ticker}$`)],
      ['/sectors/banks', /\/sectors\/banks$/],
      [`/compare?tickers=${ticker}`, /\/compare/],
    ]
    for (const [link, url] of pages) {
      await page.goto(link)
      await expect(page).toHaveURL(url)
      await expect(htmlLang(page)).toHaveAttribute('lang', 'id')
      await expect(shell.navigation).toHaveAccessibleName('Utama')
      await expect(shell.navigation.getByRole('link', { name: 'Penyaring' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeAttached()
    }
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()

    // reloaded, the page is drawn by the server in the language chosen (the cookie), and stays in it
    const reloaded = await page.goto('/')
    expect(await reloaded?.text()).toContain('<html lang="id">')
    await expect(shell.navigation.getByRole('link', { name: 'Pasar' })).toBeVisible()

    await shell.language.selectOption('en')
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en')
    await expect(shell.link('Market')).toHaveAttribute('aria-current', 'page')
    if (live) await expect(shell.badge).toHaveAttribute('title', /^Live data from the Sectors API\./)
    else await expect(shell.badge).toHaveText('Demo data')
    await page.reload()
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en')
    await expect(shell.link('Screener')).toBeVisible()
  })

  test('renders the page on the server in Indonesian for a browser that asks for it', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' } })
    expect(response.headers()['content-language']).toBe('id')
    const html = await response.text()
    expect(html).toContain('<html lang="id">')
    expect(html).toContain('id="hydration-state"')
    expect(html).toContain('"locale":"id"')
    expect(html).toContain('>Pasar</a>')
    expect(html).toContain('Langsung ke konten')
    const english = await (await request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('>Market</a>')
  })

  for (const locale of ['en-US', 'id-ID'] as const) {
    test.describe(`a browser in ${locale}`, () => {
      test.use({ locale })

      test('opens in its language and has no serious axe violation', async ({ page, shell }) => {
        await page.goto('/')
        const indonesian = locale === 'id-ID'
        await expect(htmlLang(page)).toHaveAttribute('lang', indonesian ? 'id' : 'en')
        await expect(shell.navigation.getByRole('link', { name: indonesian ? 'Pasar' : 'Market' })).toBeVisible()
        await expect(page.getByRole('table').first()).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  }
})
