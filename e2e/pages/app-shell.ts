import type { Locator, Page } from '@playwright/test'

/** The header every page shares: navigation, ticker search, data-source badge, language and theme switches. */
export class AppShell {
  readonly navigation: Locator
  readonly tickerSearch: Locator
  readonly suggestions: Locator
  readonly darkMode: Locator
  readonly badge: Locator
  readonly heading: Locator
  /** the language choice, named "Language" or, in Indonesian, "Bahasa" */
  readonly language: Locator

  constructor(readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: /^(Main|Utama)$/ })
    this.tickerSearch = page.getByRole('combobox', { name: 'Search ticker' })
    this.suggestions = page.getByRole('listbox', { name: 'Matching companies' })
    this.darkMode = page.getByRole('switch', { name: 'Dark mode' })
    this.badge = page.locator('.badge')
    this.heading = page.getByRole('heading', { level: 1 })
    this.language = page.getByRole('combobox', { name: /^(Language|Bahasa)$/ })
  }

  link(name: 'Market' | 'Screener' | 'Auctions' | 'Companies'): Locator {
    return this.navigation.getByRole('link', { name })
  }

  /** Types `text` into the ticker search and submits it: the app's search once hydrated, the server's before. */
  async searchTicker(text: string): Promise<void> {
    await this.tickerSearch.fill(text)
    await this.tickerSearch.press('Enter')
  }

  /** Resolves once the app has hydrated the header (React owns the search box): for what only the app does. */
  async appStarted(): Promise<void> {
    // the header's box comes first; a not-found report offers a second one in the page
    await this.tickerSearch.first().evaluate(
      (box) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (Object.keys(box).some((key) => key.startsWith('__reactProps'))) resolve()
            else setTimeout(check, 20)
          }
          check()
        }),
    )
  }

  /** The page's background colour, as the person sees it. */
  async backgroundColour(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  }
}
