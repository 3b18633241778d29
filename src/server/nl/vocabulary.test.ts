import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../../shared/catalogue'
import type { Market } from '../../shared/catalogue'
import { validateWhere } from '../../shared/where'
import { translateQuestion } from './index'
import { languageOf } from './prepass/language'
import { classSynonyms } from './vocabulary/classes'
import { EVERYDAY_WORDS } from './vocabulary/everyday-words'
import { INDICES } from './vocabulary/indices'
import { METRICS } from './vocabulary/metrics'
import { CLASS_TARGETS, namePhrases } from './vocabulary/taxonomy'
import type { ClassTarget } from './vocabulary/taxonomy'
import { inIndonesian } from './writing/indonesian-message'

const MARKETS: readonly Market[] = ['idx', 'sgx']
const LISTED = { idx: 'IDX', sgx: 'SGX' } as const

const condition = (target: ClassTarget) => `${target.level} = '${target.slug}'`

function whereOf(question: string, market: Market): string | null {
  const result = translateQuestion(question, market)
  if (!result.ok) throw new Error(`'${question}' (${market}) was refused: ${result.message}`)
  return result.translation.where
}

describe('metrics', () => {
  const fields = METRICS.flatMap((metric) =>
    MARKETS.flatMap((market) => {
      const own = metric[market]
      if (own === null) return []
      return [
        ...(own.current === undefined ? [] : [{ metric: metric.id, market, name: own.current, yearly: false }]),
        ...(own.yearly === undefined ? [] : [{ metric: metric.id, market, name: own.yearly, yearly: true }]),
      ]
    }),
  )

  it.each(fields)('$market $metric: $name is a catalogue field (yearly: $yearly)', ({ market, name, yearly }) => {
    const def = catalogueFor(market).field(name)
    expect(def).toMatchObject({ name, yearly })
    // numbers, and the listing date that "newest listings" ranks by
    expect(['number', 'date']).toContain(def?.type)
  })

  const phrases = METRICS.flatMap((metric) =>
    MARKETS.flatMap((market) => metric.phrases.map((phrase) => ({ metric, market, phrase }))),
  )

  it.each(phrases)(
    '$market: "highest $phrase" ranks by the metric or says it is missing',
    ({ metric, market, phrase }) => {
      const result = translateQuestion(`highest ${phrase}`, market)
      if (metric[market] === null) {
        expect(result).toMatchObject({ ok: false })
        // the reason in the question's language: "highest" with an Indonesian metric name reads as Indonesian
        expect(result.ok ? '' : result.message).toMatch(
          languageOf(`highest ${phrase}`) === 'id'
            ? `${inIndonesianCapitalised(metric.name)} tidak tersedia untuk emiten ${LISTED[market]}.`
            : `${metric.name} is not available for ${LISTED[market]}-listed companies.`,
        )
        return
      }
      expect(result).toMatchObject({ ok: true, translation: { limit: 10 } })
      const orderBy = result.ok ? result.translation.orderBy : null
      const own = metric[market]
      const expected = own.current ?? `${own.yearly ?? ''}[2025]`
      expect(orderBy).toBe(`-${expected}`)
    },
  )
})

/** A metric's name as an Indonesian sentence starts with it: the catalogue's Indonesian label ("Utang/aset"). */
function inIndonesianCapitalised(name: string): string {
  const worded = inIndonesian(name.charAt(0).toLowerCase() + name.slice(1))
  return worded.charAt(0).toUpperCase() + worded.slice(1)
}

describe('classification', () => {
  const nodes = MARKETS.flatMap((market) => CLASS_TARGETS[market].map((node) => ({ market, node })))

  it('knows the whole taxonomy: 11 sectors, 33 sub-sectors, 67 industries, 125 sub-industries; 14 + 55 on SGX', () => {
    const count = (market: Market, level: string) => CLASS_TARGETS[market].filter((n) => n.level === level).length
    expect(['sector', 'sub_sector', 'industry', 'sub_industry'].map((level) => count('idx', level))).toEqual([
      11, 33, 67, 125,
    ])
    expect([count('sgx', 'sector'), count('sgx', 'sub_sector')]).toEqual([14, 55])
  })

  it.each(nodes)('$market: the name and the slug of $node.level $node.name select it', ({ market, node }) => {
    const accepted = [node.key, ...node.ancestors].map((key) => {
      const found = CLASS_TARGETS[market].find((target) => target.key === key)
      return found === undefined ? key : condition(found)
    })
    for (const question of [node.name, node.slug, node.name.toLowerCase()]) {
      const where = whereOf(question, market) ?? ''
      expect(validateWhere(where, catalogueFor(market))).toMatchObject({ ok: true })
      expect(accepted.some((text) => where.split(' or ').includes(text))).toBe(true)
    }
  })

  const synonyms = MARKETS.flatMap((market) => classSynonyms(market).map((synonym) => ({ market, ...synonym })))
  const names = Object.fromEntries(
    MARKETS.map((market) => [market, new Set(namePhrases(market).map((entry) => entry.phrase))]),
  )

  it.each(synonyms)('$market: "$phrase" means its classes, or is refused there', ({ market, phrase, targets }) => {
    const result = translateQuestion(phrase, market)
    if (targets.length > 0) {
      expect(result).toMatchObject({ ok: true, translation: { where: targets.map(condition).join(' or ') } })
    } else if (names[market]?.has(phrase) === true) {
      // the market's own taxonomy uses the phrase as a name: the name wins over the refusal
      expect(result).toMatchObject({ ok: true })
    } else {
      const message =
        languageOf(phrase) === 'id'
          ? `Tidak ada klasifikasi '${phrase}' untuk emiten ${LISTED[market]}.`
          : `There is no '${phrase}' classification for ${LISTED[market]}-listed companies.`
      expect(result.ok ? '' : result.message).toMatch(message)
    }
  })
})

describe('indices', () => {
  const spellings = INDICES.flatMap(([code, variants]) =>
    [code, code.toLowerCase(), ...variants].map((spelling) => ({ code, spelling })),
  )

  it.each(spellings)('IDX: "$spelling" is $code; SGX has no index membership', ({ code, spelling }) => {
    expect(whereOf(`${spelling} members`, 'idx')).toBe(`indices in ['${code}']`)
    expect(translateQuestion(spelling, 'sgx')).toMatchObject({ ok: false })
  })
})

describe('everyday words', () => {
  it.each([...EVERYDAY_WORDS])('"%s" is never read as a typo of a class, metric or negation', (word) => {
    for (const market of MARKETS) {
      const result = translateQuestion(`${word} banks with ROE above 15%`, market)
      const said = result.ok ? result.translation.message : result.message
      expect(said).not.toMatch(new RegExp(`'${word}' (?:read as|dibaca sebagai)`, 'iu'))
      expect(result.ok ? result.translation.where : '').not.toMatch(/industry|sub_sector = '(?!banks)/u)
    }
  })
})
