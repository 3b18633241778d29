import { configure, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indonesianText } from '../../../test/indonesian'
import { renderApp } from '../../../test/render-app'

configure({ asyncUtilTimeout: 10_000 })

describe('the sub-sector page in Bahasa Indonesia', { timeout: 60_000 }, () => {
  it('states its statistics in Indonesian, with the P/E range as one sentence around both figures', async () => {
    renderApp('/sectors/banks', { i18n: await indonesianText(['sectors', 'catalogue']) })
    expect(await screen.findByRole('heading', { name: 'Statistik' }, { timeout: 15_000 })).toBeVisible()
    const range = screen.getByText('Rentang P/E antaremiten', { selector: 'dt' }).nextElementSibling?.textContent
    expect(range).toMatch(/^\S+ hingga \S+$/)
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers.filter((text) => text.startsWith('Perubahan 1 bulan'))).toHaveLength(1)
    expect(document.title).toBe('Bank · Subsektor')
  })
})
