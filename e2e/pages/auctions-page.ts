import type { Locator, Page } from '@playwright/test'
import { auctionsResponse, type AuctionsResponse } from '../../src/shared/api/auctions'
import { ResultsPage } from './dashboard-page'

/** The auction explorer as a person uses it: the filters, the results and paging, the summary, the export. */
export class AuctionsPage extends ResultsPage {
  readonly showing = this.page.getByText(/^Showing \d/)
  readonly summary = this.page.getByRole('region', { name: 'Summary of the filtered auctions' })

  constructor(page: Page) {
    super(page, 'Auctions')
  }

  open(query = ''): Promise<void> {
    return this.visit('/auctions', query, this.page.getByRole('heading', { name: 'Mining licence auctions' }))
  }

  /** What the running service answers for an auction-list query, to compare the page with. */
  answer(query: string): Promise<AuctionsResponse> {
    return this.apiAnswer(`/v2/mining/license-auctions/?${query}`, auctionsResponse)
  }

  filter(label: 'Province' | 'Commodity' | 'Area type' | 'Status' | 'Sort by'): Locator {
    return this.page.getByLabel(label, { exact: true })
  }

  /** The WIUP codes of the rows, once the table shows the rows of the current request. */
  codes(): Promise<string[]> {
    return this.cells(1)
  }

  /** A summary chart by its title ("By commodity", "By province", "Winners over time"). */
  chart(title: string): Locator {
    return this.summary.getByRole('figure', { name: title, exact: true })
  }
}
