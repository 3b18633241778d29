import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { auctionsResponse, type AuctionsResponse } from '../../src/shared/api/auctions'

/** What the running service answers for an auction-list query, to compare the page with. */
export async function auctionsAnswer(request: APIRequestContext, query: string): Promise<AuctionsResponse> {
  const response = await request.get(`/api/v2/mining/license-auctions/?${query}`)
  if (!response.ok()) throw new Error(`auctions?${query} answered ${String(response.status())}`)
  return auctionsResponse.parse(await response.json())
}

/** The auction explorer as a person uses it: the filters, the results and paging, the summary, the export. */
export class AuctionsPage {
  readonly results: Locator
  readonly rows: Locator
  readonly showing: Locator
  readonly summary: Locator
  readonly nextPage: Locator
  readonly exportCsv: Locator

  constructor(readonly page: Page) {
    this.results = page.getByRole('table', { name: 'Auctions' })
    this.rows = this.results.locator('tbody tr:not(.skeleton-row)')
    this.showing = page.getByText(/^Showing \d/)
    this.summary = page.getByRole('region', { name: 'Summary of the filtered auctions' })
    this.nextPage = page.getByRole('button', { name: 'Next page' })
    this.exportCsv = page.getByRole('button', { name: 'Export CSV' })
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/auctions${query === '' ? '' : `?${query}`}`)
    await expect(this.page.getByRole('heading', { name: 'Mining licence auctions' })).toBeVisible()
  }

  filter(label: 'Province' | 'Commodity' | 'Area type' | 'Status' | 'Sort by'): Locator {
    return this.page.getByLabel(label, { exact: true })
  }

  /** The WIUP codes of the rows, once the table shows the rows of the current request. */
  async codes(): Promise<string[]> {
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

  /** A summary chart by its title ("By commodity", "By province", "Winners over time"). */
  chart(title: string): Locator {
    return this.summary.getByRole('figure', { name: title, exact: true })
  }

  url(): URL {
    return new URL(this.page.url())
  }
}
