import { expect, type Locator, type Page } from '@playwright/test'

/** The market overview (`/`) as a person uses it: the index and its range, movers, most traded, sub-sectors, SGX. */
export class MarketPage {
  readonly index: Locator
  readonly indexFacts: Locator
  readonly gainers: Locator
  readonly losers: Locator
  readonly mostTraded: Locator
  readonly subSectors: Locator
  readonly minMcap: Locator

  constructor(readonly page: Page) {
    this.index = page.getByRole('combobox', { name: 'Index' })
    this.indexFacts = page.locator('.market-facts')
    this.gainers = page.getByRole('table', { name: /^Top gainers/ })
    this.losers = page.getByRole('table', { name: /^Top losers/ })
    this.mostTraded = page.getByRole('table', { name: /^Most traded/ })
    this.subSectors = page.getByRole('table', { name: 'Sub-sectors' })
    this.minMcap = page.getByRole('combobox', { name: 'Market cap' })
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(query === '' ? '/' : `/?${query}`)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Market overview' })).toBeVisible()
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
    return new URL(this.page.url()).searchParams
  }
}
