import { test as base, expect, type Page } from '@playwright/test'
import { AppShell } from './pages/app-shell'
import { AuctionsPage } from './pages/auctions-page'
import { CompaniesPage } from './pages/companies-page'
import { MarketPage } from './pages/market-page'
import { ReportPage } from './pages/report-page'
import { ScreenerPage } from './pages/screener-page'
import { SectorPage } from './pages/sector-page'

/**
 * Every test fails on a console error or an uncaught page error. The one exception is Chromium's own line for
 * an HTTP refusal ("Failed to load resource: ... status of 400") that the test declares with `expectRefusal`,
 * such as a question the service cannot translate: the page is meant to handle those, and a declared refusal
 * that never happens fails the test too.
 */
export interface ConsoleGuard {
  expectRefusal: (url: RegExp, status: number) => void
}

const REFUSAL = /^Failed to load resource: the server responded with a status of (\d{3})/

/** The page models a test names among its fixtures, each over the test's page. */
interface PageModels {
  shell: AppShell
  auctions: AuctionsPage
  companies: CompaniesPage
  market: MarketPage
  report: ReportPage
  screener: ScreenerPage
  sector: SectorPage
}

const pageModel =
  <Model>(Model: new (page: Page) => Model) =>
  async ({ page }: { page: Page }, use: (model: Model) => Promise<void>) => {
    await use(new Model(page))
  }

export const test = base.extend<{ consoleGuard: ConsoleGuard } & PageModels>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = []
      const expected: { url: RegExp; status: number; seen: boolean }[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const refusal = REFUSAL.exec(message.text())
        const declared = expected.find(
          (item) => refusal !== null && item.status === Number(refusal[1]) && item.url.test(message.location().url),
        )
        if (declared === undefined) problems.push(`console error: ${message.text()} (${message.location().url})`)
        else declared.seen = true
      })
      page.on('pageerror', (error) => {
        problems.push(`page error: ${error.message}`)
      })
      await use({
        expectRefusal: (url, status) => {
          expected.push({ url, status, seen: false })
        },
      })
      expect(problems, 'the page logged errors').toEqual([])
      expect(
        expected.filter((item) => !item.seen).map((item) => `${String(item.status)} ${item.url.source}`),
        'declared refusals that did not happen',
      ).toEqual([])
    },
    { auto: true },
  ],
  shell: pageModel(AppShell),
  auctions: pageModel(AuctionsPage),
  companies: pageModel(CompaniesPage),
  market: pageModel(MarketPage),
  report: pageModel(ReportPage),
  screener: pageModel(ScreenerPage),
  sector: pageModel(SectorPage),
})

export { expect }

/** A page's first answer can take a while when the machine is busy (the suite runs two workers). */
export const FIRST_ANSWER = { timeout: 15_000 }

/**
 * Marks a test about the markup alone (axe, a layout's width): a page's markup is the same whichever source its
 * data came from, so the live-mode project leaves it out (playwright.config.ts). Live mode's own markup (the source
 * badge, its notices) is still scanned by the journeys that run axe along the way.
 */
export const MARKUP = { tag: '@markup' }

/**
 * Marks a test whose premise is a complete rendering the server keeps and sends again (demo mode keeps each link's
 * complete rendering). Live mode renders every request afresh, so whether a given load comes complete depends on the
 * upstream's timing that moment: the live-mode project leaves these out (playwright.config.ts).
 */
export const KEPT_RENDERING = { tag: '@kept-rendering' }
