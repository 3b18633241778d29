import { configure, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { auctionDetail, auctionsResponse, type AuctionRecord } from '../../../shared/api/auctions'

// Each of these tests renders the whole app and asks the real service several times (a page, every page for the
// summary, the listed winners); on a busy machine that takes seconds, not the libraries' default one.
configure({ asyncUtilTimeout: 10_000 })
vi.setConfig({ testTimeout: 30_000 })

/** What the in-process service itself answers, to compare the page with (no demo values are written into tests). */
export async function listAnswer(query: string) {
  return auctionsResponse.parse(await (await fetch(`/api/v2/mining/license-auctions/?${query}`)).json())
}

export async function detailAnswer(wiupCode: string) {
  return auctionDetail.parse(await (await fetch(`/api/v2/mining/license-auctions/${wiupCode}/`)).json())
}

/** Every auction a filter query matches, page by page at the API's largest page. */
export async function allAnswers(query: string): Promise<AuctionRecord[]> {
  const rows: AuctionRecord[] = []
  for (let offset = 0; ; offset += 30) {
    const page = await listAnswer(`${query}${query === '' ? '' : '&'}limit=30&offset=${String(offset)}`)
    rows.push(...page.results)
    if (!page.pagination.has_next) return rows
  }
}

/** the list's table, once the page's code and first answer have arrived (slow on a busy machine) */
export const auctionsTable = () => screen.findByRole('table', { name: 'Auctions' }, { timeout: 10_000 })

/** The WIUP codes of the rows on screen, top to bottom. */
export async function codesShown(): Promise<string[]> {
  const rows = within(await auctionsTable())
    .getAllByRole('row')
    .slice(1)
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
}

/** The text of one column (by its header) for every row on screen. */
export async function columnShown(header: RegExp): Promise<string[]> {
  const table = await auctionsTable()
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  const index = headers.findIndex((text) => header.test(text))
  if (index < 0) throw new Error(`no column ${header.source} among ${headers.join(' | ')}`)
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '')
}

/** The value a summary figure shows, by its term. */
export function figure(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}
