import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../../shared/catalogue'
import type { Market } from '../../shared/catalogue'
import { translateQuestion } from './index'
import { METRICS } from './vocabulary/metrics'
import { fieldNamesInIndonesian } from './writing/field-labels'

/**
 * For every metric the translator knows, Indonesian questions that are answered, refused or rewritten with it get
 * a message with no field or metric named in English (words quoted from the question stay as written).
 */
const QUESTIONS = [
  (phrase: string) => `saham dengan ${phrase} di atas 10`,
  (phrase: string) => `urutkan saham berdasarkan ${phrase} dan PER`,
  (phrase: string) => `saham dengan ${phrase} tertinggi tahun 2023`,
  (phrase: string) => `saham dengan ${phrase} di atas 10 pada Q1 2024`,
  (phrase: string) => `saham dengan ${phrase} naik tahun 2024`,
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&')

function englishNames(market: Market): readonly string[] {
  const indonesianOf = fieldNamesInIndonesian()
  const names = [...catalogueFor(market).fields.map((def) => def.label), ...METRICS.map((metric) => metric.name)]
  // a name Indonesian investors write the same way (P/E, ROE, Beta, Free float) is not English in the message
  return names.filter((name) => indonesianOf.has(name.toLowerCase()))
}

describe('messages for Indonesian questions name fields in Indonesian', () => {
  for (const market of ['idx', 'sgx'] as const) {
    it(`names no ${market.toUpperCase()} field in English, for every metric`, () => {
      const names = englishNames(market).map(
        (name) => [name, new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'iu')] as const,
      )
      const leaks: string[] = []
      for (const metric of METRICS) {
        for (const question of QUESTIONS.map((write) => write(metric.phrases[0] ?? metric.id))) {
          const result = translateQuestion(question, market)
          const message = result.ok ? result.translation.message : result.message
          const outsideQuotes = message.replace(/'[^']*'/gu, '')
          const english = names.filter(([, pattern]) => pattern.test(outsideQuotes)).map(([name]) => name)
          if (english.length > 0) leaks.push(`${question} → ${message} [${english.join(', ')}]`)
        }
      }
      expect(leaks).toEqual([])
    })
  }

  it("names the two metrics of a refused double ranking in Indonesian, not 'Change over a year dan P/E'", () => {
    const result = translateQuestion('saham dengan kenaikan setahun tertinggi dan PER terendah', 'idx')
    expect(result.ok).toBe(false)
    const message = result.ok ? '' : result.message
    expect(message).toContain('Tidak bisa mengurutkan dua metrik sekaligus: Perubahan setahun dan P/E.')
    // the rewrites name the metric in Indonesian too, not as the pre-pass wrote it ('1 year change')
    expect(message).toContain("'10 saham terbesar berdasarkan perubahan setahun'")
  })

  it('describes conditions written with English names in Indonesian: operating profit, liabilities, gross loans', () => {
    const result = translateQuestion(
      'bank dengan operating profit di atas 1 triliun dan total liabilities di atas 50 triliun dan kredit bruto di atas 10 triliun',
      'idx',
    )
    expect(result.ok && result.translation.message).toBe(
      'Bank dengan laba usaha tahun 2025 di atas IDR 1 triliun, total liabilitas tahun 2025 di atas IDR 50 triliun dan ' +
        'kredit bruto tahun 2025 di atas IDR 10 triliun (tahun tidak disebut: dipakai 2025, tahun buku lengkap terakhir).',
    )
  })
})
