import { expect, type Page } from '@playwright/test'
import type { ScreenerResponse } from '../../src/shared/api/screener'
import { screen } from '../api'
import { ResultsPage } from './dashboard-page'

/** The screener as a person uses it: the filter (builder or text), the question box, the results and paging. */
export class ScreenerPage extends ResultsPage {
  readonly filter = this.page.getByRole('region', { name: 'Filter' })
  readonly summary = this.page.getByText(/^Showing \d/)
  readonly apply = this.filter.getByRole('button', { name: 'Apply filter' })
  readonly whereText = this.page.getByLabel('Filter (where)')
  readonly orderText = this.page.getByLabel('Order by')
  readonly question = this.page.getByLabel('Ask in plain language')
  readonly ask = this.page.getByRole('button', { name: 'Ask', exact: true })
  readonly previousPage = this.page.getByRole('button', { name: 'Previous page' })
  readonly pageSize = this.page.getByLabel('Per page')
  readonly columnsButton = this.page.getByRole('button', { name: /^Columns/ })
  readonly columnsPanel = this.page.getByRole('group', { name: 'Columns' })

  constructor(page: Page) {
    super(page, 'Screener results')
  }

  open(query = ''): Promise<void> {
    return this.visit('/screener', query, this.page.getByRole('heading', { name: 'Screener' }))
  }

  /** The screener's answer to a query string, as the running service gives it. */
  answer(query: string, market: 'idx' | 'sgx' = 'idx'): Promise<ScreenerResponse> {
    return screen(this.page.request, query, market)
  }

  /** Asks a question in plain language, as a person types it and presses Ask. */
  async askQuestion(question: string): Promise<void> {
    await this.question.fill(question)
    await this.ask.click()
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
  symbols(): Promise<string[]> {
    return this.cells(1)
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
}
