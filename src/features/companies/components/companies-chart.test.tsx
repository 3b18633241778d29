import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { companyListResponse } from '../../../shared/api/companies'
import { renderApp } from '../../../test/render-app'
import { SORT_KEY_INFO } from '../sort-keys'

// a busy machine (the whole app in jsdom, the demo market opening) can take seconds to show an answer
configure({ asyncUtilTimeout: 10_000 })

const serviceList = async (query: string) =>
  companyListResponse.parse(await (await fetch(`/api/v1/companies/?${query}`)).json())

// the first answer of a test file waits for the demo market to open, and the chart is a large document for jsdom
const SLOW = { timeout: 10_000 }

/** [symbol, value] of each row of a table, read from the DOM directly (role queries per cell are slow in jsdom). */
function pairs(table: HTMLElement, symbolColumn: number, valueColumn: number) {
  return [...table.querySelectorAll('tbody tr')].map((row) => {
    const cells = row.querySelectorAll('td')
    return [cells[symbolColumn]?.textContent ?? '', cells[valueColumn]?.textContent ?? '']
  })
}

describe('the metric chart', { timeout: 30_000 }, () => {
  it('draws one bar per company with a value, in the table’s order and with the table’s values', async () => {
    // smallest first, so that the losses are among the bars
    const app = renderApp('/companies?sub_sector=oil-gas-coal&sort_by=earnings&desc=false')
    const expected = await serviceList('sub_sector=oil-gas-coal&sort_by=earnings&desc=false')
    const table = await screen.findByRole('table', { name: 'Companies' }, SLOW)
    await waitFor(() => {
      expect(pairs(table, 1, 3).map(([symbol]) => symbol)).toEqual(expected.map((row) => row.symbol))
    }, SLOW)
    const reported = pairs(table, 1, 3).filter(([, value]) => value !== '—')
    const charted = reported.slice(0, 30)
    expect(reported.length).toBeGreaterThan(30)

    const chart = screen.getByRole('figure', { name: 'Earnings by company' })
    await waitFor(() => {
      expect(chart.querySelectorAll('.companies__bar-value')).toHaveLength(charted.length)
    }, SLOW)
    const symbols = [...chart.querySelectorAll('.companies__chart-symbol')].map((link) => link.textContent)
    const values = [...chart.querySelectorAll('.companies__bar-value')].map((label) => label.textContent)
    expect(symbols.map((symbol, index) => [symbol, values[index]])).toEqual(charted)
    // losses are drawn and labelled below zero
    expect(values.some((value) => value.startsWith('−'))).toBe(true)
    expect(within(chart).getByText(/^The first 30 of the \d+ companies that report it/)).toBeVisible()

    await app.user.click(within(chart).getByRole('button', { name: 'Show as table' }))
    const asTable = within(chart).getByRole('table', { name: 'Earnings by company' })
    expect(pairs(asTable, 1, 2)).toEqual(charted)
    expect(within(asTable).getAllByRole('columnheader').at(-1)?.textContent).toContain(
      `${SORT_KEY_INFO.earnings.label} (${SORT_KEY_INFO.earnings.unit ?? ''})`,
    )
  })

  it('marks the group’s median and opens a report from a bar’s symbol', async () => {
    const app = renderApp('/companies?sub_sector=banks&sort_by=pe')
    const expected = await serviceList('sub_sector=banks&sort_by=pe&desc=true')
    const values = expected.flatMap((row) => (typeof row.sorted_by === 'number' ? [row.sorted_by] : []))
    const sorted = [...values].sort((a, b) => a - b)
    const half = sorted.length / 2
    const median =
      sorted.length % 2 === 1 ? (sorted[Math.floor(half)] ?? 0) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2
    const format = SORT_KEY_INFO.pe.format ?? String
    const chart = await screen.findByRole('figure', { name: 'P/E by company' }, SLOW)
    expect(
      within(chart).getByText(`The dashed line is the group’s median, ${format(median)}.`, { exact: false }),
    ).toBeVisible()
    const first = expected[0]?.symbol ?? ''
    const tick = await waitFor(() => {
      const link = [...chart.querySelectorAll('.companies__chart-symbol')].find((node) => node.textContent === first)
      if (link === undefined) throw new Error(`no bar for ${first}`)
      return link
    }, SLOW)
    await app.user.click(tick)
    await waitFor(() => {
      expect(app.location()).toBe(`/reports/${first.replace(/\.JK$/, '')}`)
    }, SLOW)
  })
})
