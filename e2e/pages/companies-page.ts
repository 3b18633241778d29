import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { companyListResponse, type CompanyListItem } from '../../src/shared/api/companies'

/** The companies page as a person uses it: the classification, the group's facts, the sort, the table and chart. */
export class CompaniesPage {
  readonly search: Locator
  readonly results: Locator
  readonly rows: Locator
  readonly sortBy: Locator
  readonly descending: Locator
  readonly chart: Locator
  readonly exportCsv: Locator

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search the classification' })
    this.results = page.getByRole('table', { name: 'Companies' })
    this.rows = this.results.locator('tbody tr:not(.skeleton-row)')
    this.sortBy = page.getByRole('combobox', { name: 'Sort by' })
    this.descending = page.getByRole('checkbox', { name: 'Descending' })
    this.chart = page.locator('.companies__body .recharts-wrapper')
    this.exportCsv = page.getByRole('button', { name: 'Export CSV' })
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/companies${query === '' ? '' : `?${query}`}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  /** The symbols in the table, top to bottom, once it shows the rows of the current request. */
  async symbols(): Promise<string[]> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false')
    return this.rows.locator('td:nth-child(2)').allInnerTexts()
  }

  /** The bars of the chart, top to bottom. */
  bars(): Locator {
    return this.chart.locator('.recharts-bar-rectangle path')
  }

  url(): URL {
    return new URL(this.page.url())
  }
}

/** The v1 list as the service answers it through the dashboard's /api, to compare the page with. */
export async function companyList(request: APIRequestContext, query: string): Promise<CompanyListItem[]> {
  const response = await request.get(`/api/v1/companies/?${query}`)
  if (!response.ok()) throw new Error(`/api/v1/companies/?${query} answered ${String(response.status())}`)
  return companyListResponse.parse(await response.json())
}
