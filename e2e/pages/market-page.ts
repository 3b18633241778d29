import { expect, type Locator } from '@playwright/test'
import { DashboardPage } from './dashboard-page'

/** The market overview (`/`) as a person uses it: the index and its range, movers, most traded, sub-sectors, SGX. */
export class MarketPage extends DashboardPage {
  readonly index = this.page.getByRole('combobox', { name: 'Index' })
  readonly indexFacts = this.page.locator('.market-facts')
  readonly gainers = this.page.getByRole('table', { name: /^Top gainers/ })
  readonly losers = this.page.getByRole('table', { name: /^Top losers/ })
  readonly mostTraded = this.page.getByRole('table', { name: /^Most traded/ })
  readonly subSectors = this.page.getByRole('table', { name: 'Sub-sectors' })
  readonly minMcap = this.page.getByRole('combobox', { name: 'Market cap' })

  open(query = ''): Promise<void> {
    return this.visit('/', query, this.page.getByRole('heading', { level: 1, name: 'Market overview' }))
  }

  /** A toggle of one of the page's button groups ("Index range", "Period", "Rank by", …). */
  choice(group: string, name: string): Locator {
    return this.page.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true })
  }

  /** The first column's text of a table's data rows, top to bottom (the ticker, then the name). */
  async firstCells(table: Locator): Promise<string[]> {
    await expect(table.locator('tbody tr:not(.skeleton-row)').first()).toBeVisible({ timeout: 15_000 })
    return table.locator('tbody tr td:first-child').allInnerTexts()
  }

  /** A stated fact of the index panel by the start of its label ("Level", "High", …). */
  fact(label: string): Locator {
    return this.indexFacts.locator('div', { has: this.page.locator('dt', { hasText: label }) }).locator('dd')
  }

  search(): URLSearchParams {
    return this.url().searchParams
  }
}
