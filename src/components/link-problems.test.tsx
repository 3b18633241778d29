import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indonesianText } from '../test/indonesian'
import type { UrlProblem } from '../shared/url-state'
import { LinkProblems } from './link-problems'

const PROBLEMS: readonly UrlProblem[] = [
  {
    key: 'limit',
    parameter: 'limit',
    reason: { code: 'notInRange', subject: 'pageSize', text: '0', min: 1, max: 1000 },
  },
  {
    key: 'range',
    parameter: 'range',
    reason: {
      code: 'unknownValue',
      subject: 'priceRange',
      text: '2w',
      values: ['1m', '3m', '6m', '1y', '3y', '5y', 'max'],
    },
  },
  { key: 'columns', parameter: 'columns', reason: { code: 'columnNotOffered', text: 'pe_ttm', market: 'sgx' } },
  { key: 'sort', parameter: 'sort_by', reason: { code: 'unknownSort', text: 'x', values: ['pe', 'pb'] } },
]

const sortName = (value: string) => `<${value}>`
const shownProblems = () => screen.getAllByRole('alert').map((alert) => alert.textContent)

describe('link problems', () => {
  it('are written from their reasons in English, with the page naming its own values', () => {
    render(<LinkProblems problems={PROBLEMS} onUseDefault={() => undefined} valueName={sortName} />)
    expect(shownProblems()).toEqual([
      'The page size "0" in this link is not valid: it must be a whole number from 1 to 1,000.Use the default',
      'The price range "2w" in this link is unknown: it is one of <1m>, <3m>, <6m>, <1y>, <3y>, <5y>, ….Use the default',
      'The column "pe_ttm" in this link is not a field of the SGX market that can be shown as a column.Use the default',
      'The sort "x" in this link is not valid: it sorts by <pe>, <pb>.Use the default',
    ])
  })

  it('are written in Indonesian when the page is, numbers the Indonesian way', async () => {
    const i18n = await indonesianText()
    render(
      <I18nProvider i18n={i18n}>
        <LinkProblems problems={PROBLEMS.slice(0, 3)} onUseDefault={() => undefined} />
      </I18nProvider>,
    )
    expect(shownProblems()).toEqual([
      'Nilai ukuran halaman "0" di tautan ini tidak valid: harus bilangan bulat dari 1 sampai 1.000.Pakai bawaan',
      'Nilai rentang harga "2w" di tautan ini tidak dikenal: pilihannya 1m, 3m, 6m, 1y, 3y, 5y, ….Pakai bawaan',
      'Kolom "pe_ttm" di tautan ini bukan field pasar SGX yang dapat ditampilkan sebagai kolom.Pakai bawaan',
    ])
  })
})
