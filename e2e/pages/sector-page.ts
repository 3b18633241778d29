import { expect, type Locator, type Page } from '@playwright/test'

/** A sub-sector's page (`/sectors/banks`): statistics, market cap over time, valuation, growth, companies. */
export class SectorPage {
  readonly statistics: Locator
  readonly marketCapChart: Locator
  readonly spread: Locator

  constructor(readonly page: Page) {
    this.statistics = page.locator('.sector-facts')
    this.marketCapChart = page.getByRole('figure', { name: 'Market cap over time' })
    this.spread = page.getByRole('table', { name: 'Spread across companies' })
  }

  async open(slug: string): Promise<void> {
    await this.page.goto(`/sectors/${slug}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  /** A stated statistic by its label. */
  fact(label: string): Locator {
    // the whole label: "Companies" is not "P/E across companies"
    const term = this.page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    return this.statistics.locator('div', { has: term }).locator('dd')
  }
}
