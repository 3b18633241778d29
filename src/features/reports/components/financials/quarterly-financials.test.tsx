import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { quarterlyFinancialsPath, type QuarterlyFinancialsResponse } from '../../../../shared/api/quarterly-financials'
import { apiGet } from '../../../../lib/api-client'
import { formatSignedPercent } from '../../../../lib/format'
import { spyOnDownloads } from '../../../../test/download-spy'
import { quarterLabel } from '../../api/quarterly-statement'
import { idxSymbols, openReport, REPORT_TEST_TIMEOUT, rowCells } from '../../testing/report-test-support'
import { formatScaled } from '../../../../lib/format'
import { textsByRole } from '../../../../test/texts'

const billions = (value: number | null | undefined) =>
  formatScaled(value === null || value === undefined ? null : value / 1e9)
const quarters = async (ticker: string) =>
  [...(await apiGet<QuarterlyFinancialsResponse>(quarterlyFinancialsPath(ticker, { nQuarters: 16 })))].sort((a, b) =>
    b.date.localeCompare(a.date),
  )

const downloads = spyOnDownloads()

describe('quarterly financials', REPORT_TEST_TIMEOUT, () => {
  it('switches to 12 quarters through the link, with QoQ and YoY beside each figure, and exports them', async () => {
    const [ticker = ''] = await idxSymbols("sub_sector != 'banks' and sub_sector != 'insurance'")
    const rows = await quarters(ticker)
    const app = await openReport(`/reports/${ticker}/financials`)
    await app.user.click(await screen.findByRole('button', { name: 'Quarterly' }))
    expect(app.location()).toBe(`/reports/${ticker}/financials?period=quarterly`)

    const income = await screen.findByRole('table', { name: 'Income statement, quarterly' }, { timeout: 10_000 })
    const headers = textsByRole(income, 'columnheader')
    expect(headers).toEqual(['Line', ...rows.slice(0, 12).map((row) => quarterLabel(row.date))])
    const [latest, previous] = rows
    const revenue = rowCells(income, 'Revenue')
    expect(revenue[1]).toContain(billions(latest?.revenue))
    // the change against the quarter before, "n.m." on a base of zero or less
    const base = previous?.revenue
    const now = latest?.revenue
    if (typeof base !== 'number' || typeof now !== 'number') throw new Error('the latest two quarters lack revenue')
    expect(revenue[1]).toContain(`QoQ ${base > 0 ? formatSignedPercent((now - base) / base) : 'n.m.'}`)
    expect(screen.getByText(/QoQ against the quarter before, YoY against the same quarter a year before/)).toBeVisible()
    expect(screen.getByRole('figure', { name: 'Revenue and net income by quarter' })).toBeVisible()

    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => {
      expect(downloads.names).toEqual([expect.stringMatching(new RegExp(`^${ticker}-quarterly-financials-.*\\.csv$`))])
    })
    const csv = await (downloads.createObjectUrl.mock.calls[0]?.[0] ?? new Blob()).text()
    expect(csv.split('\n')[0]).toContain(`${quarterLabel(latest?.date ?? '')} YoY`)

    await app.user.click(screen.getByRole('button', { name: 'Annual' }))
    expect(app.location()).toBe(`/reports/${ticker}/financials`)
    expect(await screen.findByRole('table', { name: 'Income statement' })).toBeVisible()
  })

  it('gives a bank its own quarterly lines', async () => {
    const [bank = ''] = await idxSymbols("sub_sector = 'banks'")
    const [latest] = await quarters(bank)
    await openReport(`/reports/${bank}/financials?period=quarterly`)
    const income = await screen.findByRole('table', { name: 'Income statement, quarterly' }, { timeout: 10_000 })
    expect(rowCells(income, 'Net interest income')[1]).toContain(
      billions(latest?.financials_sector_metrics?.net_interest_income),
    )
    expect(() => rowCells(income, 'Gross profit')).toThrow()
    expect(screen.getByRole('figure', { name: 'Net interest income and net income by quarter' })).toBeVisible()
  })
})
