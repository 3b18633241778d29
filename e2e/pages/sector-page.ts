import type { Locator } from '@playwright/test'
import { DashboardPage } from './dashboard-page'

/** A sub-sector's page (`/sectors/banks`): statistics, market cap over time, valuation, growth, companies. */
export class SectorPage extends DashboardPage {
  readonly statistics = this.page.locator('.sector-facts')
  readonly marketCapChart = this.page.getByRole('figure', { name: 'Market cap over time' })
  readonly spread = this.page.getByRole('table', { name: 'Spread across companies' })

  open(slug: string): Promise<void> {
    return this.visit(`/sectors/${slug}`, '', this.page.getByRole('heading', { level: 1 }))
  }

  /** A stated statistic by its label. */
  fact(label: string): Locator {
    // the whole label: "Companies" is not "P/E across companies"
    const term = this.page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    return this.statistics.locator('div', { has: term }).locator('dd')
  }
}
