import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indonesianText } from '../../../../test/indonesian'
import { renderApp } from '../../../../test/render-app'
import { idxReport, idxSymbols, REPORT_TEST_TIMEOUT, rowCells } from '../../testing/report-test-support'
import { textsByRole } from '../../../../test/texts'

describe('a report in Bahasa Indonesia', REPORT_TEST_TIMEOUT, () => {
  it('names the sections, statements and lines in Indonesian and writes figures with a decimal comma', async () => {
    const [ticker = ''] = await idxSymbols("sub_sector != 'banks'")
    const report = await idxReport(ticker, ['financials'])
    const latest = [...(report.financials?.historical_financials ?? [])].sort((a, b) => b.year - a.year)[0]
    renderApp(`/reports/${ticker}/financials`, { i18n: await indonesianText() })
    expect(await screen.findByRole('heading', { level: 2, name: 'Keuangan' }, { timeout: 15_000 })).toBeVisible()
    const sections = screen.getByRole('navigation', { name: 'Bagian laporan' })
    expect(textsByRole(sections, 'link')).toEqual([
      'Ikhtisar',
      'Keuangan',
      'Valuasi',
      'Proyeksi',
      'Pembanding',
      'Dividen',
      'Manajemen',
      'Kepemilikan',
    ])
    const income = await screen.findByRole('table', { name: 'Laba rugi' })
    expect(screen.getByText(/^IDR miliar, tahun buku, terbaru lebih dulu/)).toBeVisible()
    // the latest revenue in billions, written the Indonesian way: thousands with a dot, decimals with a comma
    const revenue = rowCells(income, 'Pendapatan')[1] ?? ''
    const figure = /^(−?\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)/u.exec(revenue)?.[1] ?? ''
    const shown = Number(figure.replaceAll('.', '').replace(',', '.').replace('−', '-'))
    expect(Math.abs(shown - (latest?.revenue ?? Number.NaN) / 1e9)).toBeLessThanOrEqual(0.05)
    expect(screen.getByRole('table', { name: 'Rasio dari tahun ke tahun' })).toBeVisible()
    expect(document.title).toContain('Keuangan')
  })
})
