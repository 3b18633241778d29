import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indonesianText } from '../../test/indonesian'
import { ClassificationName, useClassificationName, type ClassificationLevel } from './classification-name'

const ASKED: readonly (readonly [ClassificationLevel, string])[] = [
  ['sector', 'Consumer Cyclicals'],
  ['sub_sector', 'banks'],
  ['sub_sector', 'OIL, GAS & COAL'],
  ['sub_industry', 'Diversified Forest Products'],
  ['sub_industry', 'diversified-forest'],
  ['sub_sector', 'REIT Office'],
  ['sub_sector', 'Space Mining'],
]

function Names() {
  const classificationName = useClassificationName()
  return (
    <ul>
      {ASKED.map(([level, asked]) => (
        <li key={`${level} ${asked}`}>{classificationName(level, asked)}</li>
      ))}
      <li>
        <ClassificationName level="sector" of="properties-real-estate" />
      </li>
    </ul>
  )
}

const shownNames = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('a classification name', () => {
  it('is the taxonomy English name in English, found by name or slug; an unknown one keeps its name', () => {
    render(<Names />)
    expect(shownNames()).toEqual([
      'Consumer Cyclicals',
      'Banks',
      'Oil, Gas & Coal',
      'Diversified Forest Products',
      'Diversified Forest Products',
      'REIT Office',
      'Space Mining',
      'Properties & Real Estate',
    ])
  })

  it("is IDX-IC's Indonesian name in Indonesian; the industries' names load by themselves when not there", async () => {
    const i18n = await indonesianText(['catalogue'])
    render(
      <I18nProvider i18n={i18n}>
        <Names />
      </I18nProvider>,
    )
    // the page loaded the sectors' and sub-sectors' names only (`catalogue`): the industries' follow once mounted
    expect(shownNames()[3]).toBe('Diversified Forest Products')
    await waitFor(() => {
      expect(shownNames()).toEqual([
        'Barang Konsumen Non-Primer',
        'Bank',
        'Minyak, Gas & Batu Bara',
        'Produk Hutan Lainnya',
        'Produk Hutan Lainnya',
        'REIT Perkantoran',
        'Space Mining',
        'Properti & Real Estat',
      ])
    })
  })
})
