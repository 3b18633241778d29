import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { screenerPath, screenerResponse } from '../../../shared/api/screener'
import { indonesianText } from '../../../test/indonesian'
import { renderApp } from '../../../test/render-app'

describe('the screener in Bahasa Indonesia', () => {
  it('shows its title, its example questions in Indonesian and the count with a thousands dot', async () => {
    renderApp('/screener', { i18n: await indonesianText(['screener']) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Penyaring' })).toBeVisible()
    const examples = screen.getByRole('list', { name: 'Contoh pertanyaan' })
    expect(within(examples).getByRole('button', { name: 'bank dengan PER di bawah 15' })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Hasil penyaring' })
    expect(within(table).getByRole('columnheader', { name: /^Kode/ })).toBeVisible()
    const answer = screenerResponse.parse(
      await (await fetch(`/api${screenerPath('idx')}?order_by=-market_cap&limit=50`)).json(),
    )
    const total = answer.pagination.total_count.toLocaleString('id-ID')
    await waitFor(() => {
      expect(screen.getByText(`Menampilkan 1–50 dari ${total}`)).toBeVisible()
    })
  })

  it('reads a number typed the Indonesian way, M being miliar', async () => {
    const { user } = renderApp(`/screener?where=${encodeURIComponent('market_cap > 1000000000000')}`, {
      i18n: await indonesianText(['screener']),
    })
    const value = await screen.findByRole('textbox', { name: 'Nilai kondisi 1' })
    await user.clear(value)
    await user.type(value, '500M')
    // the read-back output (spaces inside the amount are non-breaking; the matcher normalises them)
    expect(document.getElementById(value.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '= Rp\u00a0500\u00a0M',
    )
  })

  it('names the fields in Indonesian in the picker, its search and the results, keeping codes and P/E', async () => {
    const { user } = renderApp(`/screener?where=${encodeURIComponent('market_cap > 1000000000000')}`, {
      i18n: await indonesianText(['screener']),
    })
    const table = await screen.findByRole('table', { name: 'Hasil penyaring' })
    expect(await within(table).findByRole('columnheader', { name: /^Kapitalisasi pasar/ })).toBeVisible()
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Metrik kondisi 1' })
    expect(picker.value).toBe('Kapitalisasi pasar')

    await user.clear(picker)
    await user.keyboard('laba bersih atribusi')
    const list = screen.getByRole('listbox', { name: 'Metrik kondisi 1' })
    const [first] = within(list).getAllByRole('option')
    expect(first?.textContent).toBe(
      'Laba bersih (IDR)earningsLaba atau rugi bersih yang dapat diatribusikan kepada pemilik.',
    )
    await user.clear(picker)
    await user.keyboard('pe_ttm')
    expect(within(list).getAllByRole('option')[0]?.textContent).toBe(
      'P/E (TTM) (×)pe_ttmHarga terhadap laba dua belas bulan terakhir.',
    )
  })
})
