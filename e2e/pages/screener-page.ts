import { expect, type Locator, type Page } from '@playwright/test'

/** The screener as a person uses it: the filter (builder or text), the question box, the results and paging. */
export class ScreenerPage {
  readonly filter: Locator
  readonly results: Locator
  readonly rows: Locator
  readonly summary: Locator
  readonly apply: Locator
  readonly whereText: Locator
  readonly orderText: Locator
  readonly question: Locator
  readonly ask: Locator
  readonly nextPage: Locator
  readonly previousPage: Locator
  readonly pageSize: Locator
  readonly exportCsv: Locator
  readonly columnsButton: Locator
  readonly columnsPanel: Locator

  constructor(readonly page: Page) {
    this.filter = page.getByRole('region', { name: 'Filter' })
    this.results = page.getByRole('table', { name: 'Screener results' })
    this.rows = this.results.locator('tbody tr:not(.skeleton-row)')
    this.summary = page.getByText(/^Showing \d/)
    this.apply = this.filter.getByRole('button', { name: 'Apply filter' })
    this.whereText = page.getByLabel('Filter (where)')
    this.orderText = page.getByLabel('Order by')
    this.question = page.getByLabel('Ask in plain language')
    this.ask = page.getByRole('button', { name: 'Ask', exact: true })
    this.nextPage = page.getByRole('button', { name: 'Next page' })
    this.previousPage = page.getByRole('button', { name: 'Previous page' })
    this.pageSize = page.getByLabel('Per page')
    this.exportCsv = page.getByRole('button', { name: 'Export CSV' })
    this.columnsButton = page.getByRole('button', { name: /^Columns/ })
    this.columnsPanel = page.getByRole('group', { name: 'Columns' })
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/screener${query === '' ? '' : `?${query}`}`)
    await expect(this.page.getByRole('heading', { name: 'Screener' })).toBeVisible()
  }

  async editAs(mode: 'Builder' | 'Text'): Promise<void> {
    const button = this.page.getByRole('group', { name: 'Edit the filter in' }).getByRole('button', { name: mode })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  }

  /** Adds a condition in the builder: a field chosen by its label, an operator, and a typed value. */
  async addCondition(n: number, field: string, operator: string, value: string): Promise<void> {
    await this.filter.getByRole('button', { name: 'Add condition', exact: true }).click()
    const picker = this.page.getByRole('combobox', { name: `Field of condition ${String(n)}` })
    await picker.fill(field)
    await this.page
      .getByRole('listbox', { name: `Field of condition ${String(n)}` })
      .getByRole('option')
      .first()
      .click()
    await this.page
      .getByRole('combobox', { name: `Operator of condition ${String(n)}` })
      .selectOption({ label: operator })
    await this.page.getByLabel(`Value of condition ${String(n)}`).fill(value)
  }

  /** The symbols in the results, top to bottom, once the table shows rows for the current request. */
  async symbols(): Promise<string[]> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false')
    return this.rows.locator('td:first-child').allInnerTexts()
  }

  /** The text of one column (by its header text) for every row. */
  async column(header: RegExp): Promise<string[]> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false')
    const headers = await this.results.locator('thead th').allInnerTexts()
    const index = headers.findIndex((text) => header.test(text))
    if (index < 0) throw new Error(`no column ${header.source} among ${headers.join(' | ')}`)
    return this.rows.locator(`td:nth-child(${String(index + 1)})`).allInnerTexts()
  }

  /** The header texts of the results (without the sort mark), once rows for the current request are shown. */
  async headers(): Promise<string[]> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false')
    await expect(this.rows.first()).toBeVisible()
    const texts = await this.results.locator('thead th').allInnerTexts()
    return texts.map((text) => text.replace(/[▲▼]/g, '').trim())
  }

  /** Ticks or unticks a column in the Columns picker (opening it first when closed). */
  async toggleColumn(label: string): Promise<void> {
    if (!(await this.columnsPanel.isVisible())) await this.columnsButton.click()
    await this.columnsPanel.getByRole('checkbox', { name: label, exact: true }).click()
  }

  sortBy(header: RegExp): Promise<void> {
    return this.results.getByRole('button', { name: header }).click()
  }

  url(): URL {
    return new URL(this.page.url())
  }
}
