import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indonesianText } from '../../../test/indonesian'
import { formatDate } from '../../../lib/format'
import { renderApp } from '../../../test/render-app'
import { detailAnswer, listAnswer } from '../testing/auction-answers'
import { textsByRole } from '../../../test/texts'

describe('the auctions in Bahasa Indonesia', () => {
  it('shows one auction with Indonesian labels, phase glosses, day counts and dates', async () => {
    const first = (await listAnswer('status=Lelang+Selesai&limit=1')).results[0]
    if (first === undefined) throw new Error('the demo feed has no completed auction')
    const auction = await detailAnswer(first.wiup_code)
    renderApp(`/auctions/${auction.wiup_code}`, { i18n: await indonesianText() })
    const timeline = await screen.findByRole('list', { name: 'Tahapan secara berurutan' }, { timeout: 10_000 })
    const items = within(timeline).getAllByRole('listitem')
    expect(items[0]?.textContent).toContain('Pengumuman lelang')
    const announced = auction.phases[0]?.start_date
    if (announced != null) expect(items[0]?.textContent).toContain(formatDate(announced, 'id'))
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Selesai (Lelang Selesai)')
    expect(screen.getByText('Dari pengumuman hingga pemenang').nextElementSibling?.textContent).toMatch(/^\d+ hari$/)
    expect(screen.getByRole('table', { name: 'Peserta' }).textContent).toContain('Perusahaan')
    // the title is set in an effect once the page has rendered, which may follow the heading by a commit
    await waitFor(() => {
      expect(document.title).toContain(`Lelang ${auction.wiup_code}`)
    })
  })

  it('offers the list’s filters and orders in Indonesian', async () => {
    renderApp('/auctions', { i18n: await indonesianText() })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lelang wilayah izin tambang' }, { timeout: 10_000 }),
    ).toBeVisible()
    const order = screen.getByRole('combobox', { name: 'Urutkan menurut' })
    expect(within(order).getAllByRole('option')[0]?.textContent).toBe('Pemenang terbaru dahulu')
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(textsByRole(status, 'option')).toEqual([
      'Semua status',
      'Selesai (Lelang Selesai)',
      'Dibatalkan (Lelang Batal)',
      'Gagal, akan diulang (Lelang Gagal/Diulang)',
    ])
    await waitFor(() => {
      expect(document.title).toBe('Lelang wilayah izin tambang')
    })
  })
})
