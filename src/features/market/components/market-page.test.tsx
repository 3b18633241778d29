import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indexDailyPath, indexDailyResponse } from '../../../shared/api/market-indices'
import { topChangesPath, topChangesResponse } from '../../../shared/api/rankings'
import { SCREENER_MAX_LIMIT, screenerResponse } from '../../../shared/api/screener'
import { addDays } from '../../../lib/date-windows'
import { formatCount, formatMoney, formatPoints } from '../../../lib/format'
import { renderApp } from '../../../test/render-app'

configure({ asyncUtilTimeout: 10_000 })

/** What the service itself answers (no demo values are written into these tests). */
const getJson = async (path: string): Promise<unknown> => (await fetch(`/api${path}`)).json()
const SLOW = { timeout: 15_000 }

/** A table's rows as the texts of their cells (read from the DOM directly: role queries are slow in jsdom). */
const cells = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))

describe('the market overview', { timeout: 60_000 }, () => {
  it('stitches a year of index windows into one series and states its level, high and low', async () => {
    const app = renderApp('/?index=lq45&range=1y')
    const figure = await screen.findByRole('figure', { name: 'LQ45, 1 year' }, SLOW)
    await app.user.click(within(figure).getByRole('button', { name: 'Show as table' }))
    const rows = cells(within(figure).getByRole('table'))

    // the service's own days over the same year, asked directly in windows of 90 days
    const recent = indexDailyResponse.parse(await getJson(indexDailyPath('lq45')))
    const last = recent.at(-1)?.date ?? ''
    const days = []
    for (let end = last; end > addDays(last, -365); end = addDays(end, -90)) {
      const start = addDays(end, -89) > addDays(last, -364) ? addDays(end, -89) : addDays(last, -364)
      days.push(...indexDailyResponse.parse(await getJson(indexDailyPath('lq45', { start, end }))))
    }
    days.sort((a, b) => a.date.localeCompare(b.date))
    expect(rows.map((row) => row[1])).toEqual(days.map((day) => formatPoints(day.price)))
    // every trading day once, oldest first, across the windows' seams
    expect(new Set(days.map((day) => day.date)).size).toBe(days.length)

    const facts = screen.getByRole('group', { name: 'Index range' }).closest('section')
    if (facts === null) throw new Error('no index panel')
    const levels = days.map((day) => day.price)
    expect(facts.textContent).toContain(formatPoints(Math.max(...levels)))
    expect(facts.textContent).toContain(formatPoints(Math.min(...levels)))
    expect(facts.textContent).toContain(formatPoints(levels.at(-1) ?? 0))
  })

  it('lists the movers of the period above the size asked for, risers first, each linked to its report', async () => {
    const app = renderApp('/?period=30d&min_mcap=1000')
    const gainers = await screen.findByRole('table', { name: 'Top gainers, 30 days' }, SLOW)
    const answer = topChangesResponse.parse(
      await getJson(topChangesPath({ periods: ['30d'], n_stock: 10, min_mcap_billion: 1000 })),
    )
    const risers = (answer.top_gainers?.['30d'] ?? []).filter((row) => row.price_change > 0)
    const fallers = (answer.top_losers?.['30d'] ?? []).filter((row) => row.price_change < 0)
    await waitFor(() => {
      expect(cells(gainers).map((row) => row[0]?.slice(0, 4))).toEqual(risers.map((row) => row.symbol.slice(0, 4)))
    })
    const losers = screen.getByRole('table', { name: 'Top losers, 30 days' })
    expect(cells(losers).map((row) => row[0]?.slice(0, 4))).toEqual(fallers.map((row) => row.symbol.slice(0, 4)))
    expect(cells(gainers).every((row) => row[1]?.startsWith('+'))).toBe(true)

    const first = risers[0]
    if (first === undefined) throw new Error('no company rose')
    await app.user.click(within(gainers).getAllByRole('link')[0] ?? gainers)
    await waitFor(() => {
      expect(app.location()).toBe(`/reports/${first.symbol.replace('.JK', '')}`)
    })
  })

  it('agrees with the screener on each sub-sector’s companies and market cap', async () => {
    renderApp('/')
    const table = await screen.findByRole('table', { name: 'Sub-sectors' }, SLOW)
    await waitFor(() => {
      expect(cells(table).length).toBeGreaterThan(20)
    })
    const row = cells(table).find((texts) => texts[0] === 'Banks')
    // every bank, from the screener (a page of 200 holds them at the demo's scale)
    const banks = screenerResponse.parse(
      await getJson(
        `/v2/companies/?where=${encodeURIComponent("sub_sector = 'banks'")}&order_by=market_cap&limit=${String(SCREENER_MAX_LIMIT)}&include_query_values=true`,
      ),
    )
    const marketCap = banks.results.reduce((sum, company) => {
      const value = company.query_values?.market_cap
      return sum + (typeof value === 'number' ? value : 0)
    }, 0)
    expect(row?.[2]).toBe(formatCount(banks.pagination.total_count))
    expect(row?.[3]).toBe(formatMoney(marketCap, 'IDR'))
  })
})
