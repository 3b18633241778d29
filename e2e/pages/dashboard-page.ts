import { expect, type Locator, type Page } from '@playwright/test'
import { apiAnswer } from '../api'
import { AppShell } from './app-shell'

/** What every page of the dashboard offers a test: opening it by its link, its address, and the service's answers. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Opens `path` with the query, once the page's `heading` shows. */
  protected async visit(path: string, query: string, heading: Locator): Promise<void> {
    await this.page.goto(query === '' ? path : `${path}?${query}`)
    await expect(heading).toBeVisible()
    // the server-rendered page is painted before the app runs: a click before hydration reaches no handler, so a
    // journey that goes on to use the page waits, as a person waits for the page to respond
    await new AppShell(this.page).appStarted()
  }

  url(): URL {
    return new URL(this.page.url())
  }

  /** What the running service answers at the dashboard's /api, to compare the page with. */
  apiAnswer<T>(path: string, schema: { parse: (body: unknown) => T }): Promise<T> {
    return apiAnswer(this.page.request, path, schema)
  }
}

/** A page built around one table of results that loads page by page, with paging and a CSV export below it. */
export class ResultsPage extends DashboardPage {
  readonly results: Locator
  readonly rows: Locator
  readonly nextPage = this.page.getByRole('button', { name: 'Next page' })
  readonly exportCsv = this.page.getByRole('button', { name: 'Export CSV' })

  constructor(page: Page, table: string) {
    super(page)
    this.results = page.getByRole('table', { name: table })
    this.rows = this.results.locator('tbody tr:not(.skeleton-row)')
  }

  /** The texts of the nth column (from 1) for every row, once the table shows the rows of the current request. */
  async cells(nth: number): Promise<string[]> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false')
    return this.rows.locator(`td:nth-child(${String(nth)})`).allInnerTexts()
  }

  /** The text of one column (by its header text) for every row. */
  async column(header: RegExp): Promise<string[]> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false')
    const headers = await this.results.locator('thead th').allInnerTexts()
    const index = headers.findIndex((text) => header.test(text))
    if (index < 0) throw new Error(`no column ${header.source} among ${headers.join(' | ')}`)
    return this.cells(index + 1)
  }
}
