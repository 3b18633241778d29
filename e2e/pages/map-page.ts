import { expect, type Locator, type Page } from '@playwright/test'

/** The market map (`/map`) as a person uses it: market tabs, period, index and sector, the map or its table. */
export class MapPage {
  readonly figure: Locator
  readonly map: Locator
  readonly tiles: Locator
  readonly tooltip: Locator
  readonly index: Locator
  readonly sector: Locator
  readonly table: Locator
  readonly showAsTable: Locator

  constructor(readonly page: Page) {
    this.figure = page.locator('figure.market-map-figure')
    this.map = page.getByRole('group', { name: /market map/ })
    this.tiles = this.map.getByRole('link')
    this.tooltip = page.locator('.market-map__tooltip')
    this.index = page.getByRole('combobox', { name: 'Index' })
    this.sector = page.getByRole('combobox', { name: 'Sector' })
    this.table = page.getByRole('table', { name: 'Market map companies' })
    this.showAsTable = this.figure.getByRole('button', { name: 'Show as table' })
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(query === '' ? '/map' : `/map?${query}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  /** A company's rectangle, by its ticker (the start of its accessible name). */
  tile(symbol: string): Locator {
    return this.map.getByRole('link', { name: new RegExp(`^${symbol},`) })
  }

  tab(market: 'IDX' | 'SGX'): Locator {
    return this.page.getByRole('tab', { name: market, exact: true })
  }

  period(label: string): Locator {
    return this.page.getByRole('group', { name: 'Period' }).getByRole('button', { name: label, exact: true })
  }

  /** The tickers of the table's rows, top to bottom. */
  async tableSymbols(): Promise<string[]> {
    await expect(this.table.locator('tbody tr:not(.skeleton-row)').first()).toBeVisible()
    return (await this.table.locator('tbody tr td:first-child a').allInnerTexts()).map((text) => text.trim())
  }

  search(): URLSearchParams {
    return new URL(this.page.url()).searchParams
  }
}
