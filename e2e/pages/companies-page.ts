import type { Locator, Page } from '@playwright/test'
import { companyListResponse, type CompanyListItem } from '../../src/shared/api/companies'
import { ResultsPage } from './dashboard-page'

/** The companies page as a person uses it: the classification, the group's facts, the sort, the table and chart. */
export class CompaniesPage extends ResultsPage {
  readonly search = this.page.getByRole('searchbox', { name: 'Search the classification' })
  readonly sortBy = this.page.getByRole('combobox', { name: 'Sort by' })
  readonly descending = this.page.getByRole('checkbox', { name: 'Descending' })
  readonly chart = this.page.locator('.companies__body .recharts-wrapper')

  constructor(page: Page) {
    super(page, 'Companies')
  }

  open(query = ''): Promise<void> {
    return this.visit('/companies', query, this.page.getByRole('heading', { level: 1 }))
  }

  /** The v1 list as the service answers it through the dashboard's /api, to compare the page with. */
  list(query: string): Promise<CompanyListItem[]> {
    return this.apiAnswer(`/v1/companies/?${query}`, companyListResponse)
  }

  /** The symbols in the table, top to bottom, once it shows the rows of the current request. */
  symbols(): Promise<string[]> {
    return this.cells(2)
  }

  /** The bars of the chart, top to bottom. */
  bars(): Locator {
    return this.chart.locator('.recharts-bar-rectangle path')
  }
}
