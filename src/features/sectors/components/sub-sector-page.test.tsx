import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SCREENER_MAX_LIMIT, screenerResponse } from '../../../shared/api/screener'
import { subsectorReport, subsectorReportPath } from '../../../shared/api/subsector-report'
import { formatCount, formatMoney, formatRatio } from '../../../lib/format'
import { median } from '../../../lib/statistics'
import { renderApp } from '../../../test/render-app'
import { textsByRole } from '../../../test/texts'

configure({ asyncUtilTimeout: 10_000 })

const getJson = async (path: string): Promise<unknown> => (await fetch(`/api${path}`)).json()
const SLOW = { timeout: 15_000 }

/** Every company of a sub-sector from the screener, with its market cap, P/E and P/B. */
async function screenerCompanies(slug: string) {
  const where = encodeURIComponent(`sub_sector = '${slug}'`)
  const answer = screenerResponse.parse(
    await getJson(
      `/v2/companies/?where=${where}&order_by=market_cap,pe_ttm,pb_mrq&limit=${String(SCREENER_MAX_LIMIT)}&include_query_values=true`,
    ),
  )
  const numbers = (name: string) =>
    answer.results.map((row) => row.query_values?.[name]).filter((value): value is number => typeof value === 'number')
  return { count: answer.pagination.total_count, marketCaps: numbers('market_cap'), pes: numbers('pe_ttm') }
}

/** A stated statistic by its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('the sub-sector page', { timeout: 60_000 }, () => {
  it('states statistics that agree with the screener over the same companies', async () => {
    renderApp('/sectors/banks')
    expect(await screen.findByRole('heading', { level: 1, name: 'Banks' }, SLOW)).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'Statistics' }, SLOW)).toBeVisible()
    const banks = await screenerCompanies('banks')
    expect(fact('Companies')).toBe(formatCount(banks.count))
    expect(fact('Total market cap')).toBe(
      formatMoney(
        banks.marketCaps.reduce((sum, cap) => sum + cap, 0),
        'IDR',
      ),
    )

    // the spread of P/E over the companies with earnings, from the same screener rows
    // the valuation panel comes with the charting code, loaded on first use
    const spread = await screen.findByRole('table', { name: 'Spread across companies' }, { timeout: 30_000 })
    const peRow = within(spread).getByRole('row', { name: /^P\/E/ })
    const cellsOfPe = textsByRole(peRow, 'cell')
    expect(cellsOfPe[3]).toBe(formatRatio(median(banks.pes.filter((pe) => pe > 0)) ?? 0))
    expect(cellsOfPe[6]).toBe(formatCount(banks.pes.filter((pe) => pe > 0).length))
    expect(document.title).toBe('Banks · Sub-sector')
  })

  it('charts the report’s quarters of market cap with the same figures in its table', async () => {
    const report = subsectorReport.parse(await getJson(subsectorReportPath('banks', ['market_cap'])))
    const quarterly = report.market_cap?.quarterly_market_cap
    const expected = Object.entries({ ...quarterly?.prev_ttm_mcap, ...quarterly?.current_ttm_mcap }).sort(([a], [b]) =>
      a.localeCompare(b),
    )
    const app = renderApp('/sectors/banks')
    const figure = await screen.findByRole('figure', { name: 'Market cap over time' }, SLOW)
    expect(within(figure).getByText('IDR trillions, total of the sub-sector at each quarter')).toBeVisible()
    await app.user.click(within(figure).getByRole('button', { name: 'Show as table' }))
    const rows = within(within(figure).getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(
      expected.map(([quarter, cap]) => `${quarter.slice(5)} ${quarter.slice(0, 4)}${formatMoney(cap, 'IDR')}`),
    )
  })

  it('says a link names no sub-sector and offers the closest ones', async () => {
    const app = renderApp('/sectors/bank')
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('There is no IDX sub-sector “bank”.')
    const suggestion = await screen.findByRole('link', { name: 'Banks' })
    await app.user.click(suggestion)
    expect(app.location()).toBe('/sectors/banks')
    await waitFor(() => {
      expect(document.title).toBe('Banks · Sub-sector')
    })
  })
})
