import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ScreenerResponse } from '../../../shared/api/screener'
import { apiGet } from '../../../lib/api-client'
import { indonesianText } from '../../../test/indonesian'
import { renderApp } from '../../../test/render-app'
import { idxTicker } from '../../../shared/ticker'
import { textsByRole } from '../../../test/texts'

/** The largest IDX companies, asked of the in-process service (never hard-coded demo values). */
async function largest(limit: number) {
  const page = await apiGet<ScreenerResponse>(`/v2/companies/?order_by=-market_cap&limit=${String(limit)}`)
  return page.results.map((row) => idxTicker(row.symbol))
}

/** The companies' cells of one figure's row (found by its header) in the key-figures table (found by its name). */
async function figureCells(tableName: string, figure: RegExp): Promise<string[]> {
  const table = await screen.findByRole('table', { name: tableName })
  const row = within(table).getByRole('rowheader', { name: figure }).closest('tr')
  if (row === null) throw new Error(`no row ${figure.source} in ${tableName}`)
  return textsByRole(row, 'cell')
}

describe('the comparison', () => {
  it('shows its key figures in English, amounts in words', async () => {
    const symbols = await largest(2)
    renderApp(`/compare?symbols=${symbols.join(',')}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare companies' })).toBeVisible()
    const cells = await figureCells('Key figures', /^Market cap/)
    for (const cell of cells) expect(cell).toMatch(/^Rp\u00a0[\d.,]+\u00a0(?:trillion|quadrillion)/)
    expect(cells.filter((cell) => cell.endsWith('✓ better'))).toHaveLength(1)
  })

  it('is in Bahasa Indonesia, amounts written the Indonesian way, and names a text that is no ticker', async () => {
    const symbols = await largest(2)
    renderApp(`/compare?symbols=${[...symbols, 'B@C'].join(',')}`, { i18n: await indonesianText(['compare']) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Bandingkan emiten' })).toBeVisible()
    expect(screen.getByText(/^“B@C” bukan kode saham/)).toBeVisible()
    const cells = await figureCells('Angka utama', /^Kapitalisasi pasar/)
    // the largest companies are worth trillions of rupiah: "Rp 1.234,5 T", never "trillion" nor "quadrillion"
    for (const cell of cells) expect(cell).toMatch(/^Rp\u00a0[\d.,]+\u00a0T/)
  })
})
