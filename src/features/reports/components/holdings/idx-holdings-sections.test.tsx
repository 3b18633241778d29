import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatPercent } from '../../../../lib/format'
import { asShown, openIdxSection, REPORT_TEST_TIMEOUT, rowCells } from '../../testing/report-test-support'

describe('dividend, management and ownership sections', REPORT_TEST_TIMEOUT, () => {
  it('shows the dividend yields, payout and every payment', async () => {
    const { dividend } = (await openIdxSection('yield_ttm > 0', 'dividend')).report
    if (dividend === undefined) throw new Error('no dividend section')
    const payments = await screen.findByRole('table', { name: 'Dividend payments' })
    const all = Object.values(dividend.historical_dividends).flatMap((year) => year.breakdown)
    expect(within(payments).getAllByRole('row')).toHaveLength(all.length + 1)
    const latest = [...all].sort((a, b) => b.date.localeCompare(a.date))[0]
    expect(within(payments).getAllByRole('row')[1]?.textContent).toContain(formatMoney(latest?.total ?? 0, 'IDR'))
    if (dividend.yield_ttm !== null) expect(screen.getByText(asShown(formatPercent(dividend.yield_ttm)))).toBeVisible()
    expect(screen.getByText('Dividends per share')).toBeVisible()
  })

  it('lists the key executives', async () => {
    const { management } = (await openIdxSection('market_cap > 0', 'management')).report
    const table = await screen.findByRole('table', { name: 'Key executives' })
    for (const executive of management?.key_executives ?? [])
      expect(rowCells(table, executive.name)[1]).toBe(executive.position)
  })

  it('lists the major shareholders with the public float, a listed holder linked, and the institutional flow', async () => {
    const { report, app } = await openIdxSection('market_cap > 0', 'ownership')
    const { ownership } = report
    if (ownership === undefined) throw new Error('no ownership section')
    const table = await screen.findByRole('table', { name: 'Major shareholders' })
    const largest = [...ownership.major_shareholders].sort(
      (a, b) => Number(b.share_percentage) - Number(a.share_percentage),
    )[0]
    if (largest === undefined) throw new Error('no shareholders')
    expect(rowCells(table, largest.name).at(-1)).toBe(formatPercent(Number(largest.share_percentage)))
    expect(within(table).getAllByText(/^(Public|Public float \(remainder\))$/).length).toBe(1)
    const listed = ownership.major_shareholders.find((holder) => holder.symbol !== undefined)
    if (listed?.symbol !== undefined)
      expect(within(table).getByRole('link', { name: listed.symbol }).getAttribute('href')).toBe(
        `/reports/${listed.symbol.replace(/\.JK$/, '')}`,
      )
    const [flowChart] = screen.getAllByRole('button', { name: 'Show as table' })
    if (flowChart === undefined) throw new Error('the flow chart offers no table')
    await app.user.click(flowChart)
    const flow = await screen.findByRole('table', { name: 'Institutional net flow' })
    expect(within(flow).getAllByRole('row')).toHaveLength(ownership.institutional_transaction_flow.length + 1)
  })
})
