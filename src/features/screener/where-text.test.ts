import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { idxCatalogue } from '../../shared/catalogue'
import { validateWhere } from '../../shared/where'
import { WHERE_MESSAGES } from '../../shared/where/messages'
import { indonesianText } from '../../test/indonesian'
import english from './messages/en.json'
import type { ScreenerT } from './text'
import { whereMessage } from './where-text'
import { englishMessage } from '../../shared/where/errors'

const tIn =
  (instance: typeof i18n): ScreenerT =>
  (key, values) =>
    instance._(`screener.${key}`, values)

const errorOf = (where: string) => {
  const result = validateWhere(where, idxCatalogue)
  if (result.ok) throw new Error(`expected an error for ${where}`)
  return result.error
}

describe('filter language messages in the dashboard', () => {
  it("say in English exactly what the API's English says", () => {
    const shown = Object.fromEntries(
      Object.entries(english)
        .filter(([key]) => key.startsWith('where.'))
        .map(([key, message]) => [key.slice('where.'.length), message]),
    )
    expect(shown).toEqual(WHERE_MESSAGES)
    for (const where of [
      'pe_ttm <',
      'company_name > 5 and revnue[2024] > 1',
      'tags + 1 > 2',
      "listing_date > '2020-13-01'",
    ]) {
      const error = errorOf(where)
      expect(whereMessage(error.text, tIn(i18n))).toBe(englishMessage(error))
    }
  })

  it('are written in Indonesian when the page is, quoted text and field codes as written', async () => {
    const indonesian = await indonesianText(['screener'])
    const shown = (where: string) => whereMessage(errorOf(where).text, tIn(indonesian))
    expect(shown('pe_ttm <')).toBe("Diharapkan nilai setelah '<', ditemukan akhir teks.")
    expect(shown('revnue[2024] > 1')).toBe("Nama field 'revnue' tidak valid. Maksud Anda 'revenue[2024]'?")
    expect(shown('company_name > 5')).toBe("Tidak dapat membandingkan field teks 'company_name' dengan angka 5.")
  })
})
