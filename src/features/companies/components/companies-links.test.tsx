import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { companyListResponse } from '../../../shared/api/companies'
import { subindustriesResponse, subsectorsResponse } from '../../../shared/api/helper-lists'
import { screenerResponse, type ScreenerRow } from '../../../shared/api/screener'
import { idxTaxonomy } from '../../../shared/catalogue'
import { formatCount, formatMoney, formatPercent, formatRatio } from '../../../lib/format'
import { renderApp } from '../../../test/render-app'

// a busy machine (the whole app in jsdom, the demo market opening) can take seconds to show an answer
configure({ asyncUtilTimeout: 10_000 })

const getJson = async (path: string): Promise<unknown> => (await fetch(`/api${path}`)).json()
const serviceList = async (query: string) => companyListResponse.parse(await getJson(`/v1/companies/?${query}`))
// the first answer of a test file waits for the demo market to open; the machine may be busy
const SLOW = { timeout: 10_000 }
const table = () => screen.findByRole('table', { name: 'Companies' }, SLOW)
async function symbolsShown() {
  const rows = [...(await table()).querySelectorAll('tbody tr')]
  return rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? '')
}

/** Every screener row of a sub-sector with the fields the facts are about, read as an API client would. */
async function screenerRows(slug: string): Promise<ScreenerRow[]> {
  const rows: ScreenerRow[] = []
  for (;;) {
    const query = new URLSearchParams({
      where: `sub_sector = '${slug}'`,
      order_by: 'market_cap,pe_ttm,yield_ttm',
      limit: '200',
      offset: String(rows.length),
      include_query_values: 'true',
    })
    const page = screenerResponse.parse(await getJson(`/v2/companies/?${query.toString()}`))
    rows.push(...page.results)
    if (!page.pagination.has_next) return rows
  }
}
const middle = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b)
  const half = sorted.length / 2
  return sorted.length % 2 === 1 ? (sorted[Math.floor(half)] ?? 0) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2
}

describe('group facts', { timeout: 30_000 }, () => {
  it('counts the group and gives its total market cap and median P/E and dividend yield', async () => {
    renderApp('/companies?sub_sector=banks')
    const rows = await screenerRows('banks')
    const numbers = (name: string) =>
      rows.map((row) => row.query_values?.[name]).filter((value): value is number => typeof value === 'number')
    const facts = await screen.findByRole('region', { name: 'Group facts' }, SLOW)
    await waitFor(() => {
      expect(facts.getAttribute('aria-busy')).toBe('false')
    }, SLOW)
    const value = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent
    expect(value('Companies')).toBe(formatCount(rows.length))
    expect(value('Total market cap')).toBe(
      formatMoney(
        numbers('market_cap').reduce((a, b) => a + b, 0),
        'IDR',
      ),
    )
    expect(value('Median P/E (TTM)')).toBe(formatRatio(middle(numbers('pe_ttm').filter((pe) => pe > 0))))
    expect(value('Median dividend yield (TTM)')).toBe(formatPercent(middle(numbers('yield_ttm'))))
    // the list and the facts are about the same companies
    expect(await symbolsShown()).toHaveLength(rows.length)
  })
})

describe('links that cannot be shown as they are', { timeout: 30_000 }, () => {
  it('says a sub-sector is unknown, offers the closest names and the classification', async () => {
    const subsectors = subsectorsResponse.parse(await getJson('/v2/subsectors/'))
    const real = subsectors[0]?.subsector ?? ''
    const name = idxTaxonomy.subSectors.find((node) => node.slug === real)?.name ?? ''
    const app = renderApp(`/companies?sub_sector=${real}x`)
    const problem = await screen.findByRole('alert', {}, SLOW)
    expect(problem.textContent).toContain(`There is no sub-sector “${real}x” in the IDX-IC classification.`)
    expect(problem.textContent).toContain('Did you mean')
    expect(screen.getByRole('searchbox', { name: 'Search the classification' })).toBeVisible()
    expect(screen.queryByRole('table', { name: 'Companies' })).toBeNull()
    await app.user.click(within(problem).getByRole('link', { name }))
    expect(app.location()).toBe(`/companies?sub_sector=${real}`)
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible()
  })

  it('says so when a sub-industry has no listed companies', async () => {
    const subindustries = subindustriesResponse.parse(await getJson('/v2/subindustries/'))
    let empty: string | undefined
    for (const { sub_industry } of subindustries)
      if ((await serviceList(`sub_industry=${sub_industry}`)).length === 0) {
        empty = sub_industry
        break
      }
    expect(empty).toBeDefined()
    const name = idxTaxonomy.subIndustries.find((node) => node.slug === empty)?.name ?? ''
    renderApp(`/companies?sub_industry=${empty ?? ''}`)
    expect(await screen.findByText(`No listed company belongs to ${name} at present.`, {}, SLOW)).toBeVisible()
    expect(screen.queryByRole('table', { name: 'Companies' })).toBeNull()
  })

  it('explains a bad sort and offers the default', async () => {
    const app = renderApp('/companies?sub_sector=banks&sort_by=dividends')
    const problem = await screen.findByRole('alert', {}, SLOW)
    expect(problem.textContent).toContain(
      'The sort "dividends" in this link is not valid: it sorts by Market cap, Dividend yield, Total dividend, ' +
        'Revenue, Earnings, P/B, P/E, P/S, Symbol, Company name.',
    )
    // the list is still shown, in the default order
    const expected = await serviceList('sub_sector=banks&sort_by=market_cap&desc=true')
    await waitFor(async () => {
      expect(await symbolsShown()).toEqual(expected.map((row) => row.symbol))
    })
    await app.user.click(within(problem).getByRole('button', { name: 'Use the default' }))
    expect(app.location()).toBe('/companies?sub_sector=banks')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('explains a bad direction and offers the default', async () => {
    const app = renderApp('/companies?sub_sector=banks&sort_by=pe&desc=yes')
    const problem = await screen.findByRole('alert', {}, SLOW)
    expect(problem.textContent).toContain('The order "desc=yes" in this link is not valid: it is true or false.')
    await app.user.click(within(problem).getByRole('button', { name: 'Use the default' }))
    expect(app.location()).toBe('/companies?sub_sector=banks&sort_by=pe')
  })
})
