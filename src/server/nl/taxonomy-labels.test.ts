import { describe, expect, it } from 'vitest'
import type { Market } from '../../shared/catalogue'
import indonesianLabels from '../../shared/catalogue/messages/id.json'
import { translateQuestion } from './index'
import { CLASS_TARGETS, outermost } from './vocabulary/taxonomy'
import type { ClassTarget } from './vocabulary/taxonomy'
import { phraseTokens } from './tokens/tokenize'

/**
 * A label names its own node, never a broader one whose label merely contains it: "hotel stocks" are the hotels
 * sub-industry, not Tourism & Recreation; "logistics" the Logistics & Deliveries sub-sector, not the whole
 * Transportation & Logistic sector. A hand-written synonym that widened a label would fail here.
 */
const MARKETS: readonly Market[] = ['idx', 'sgx']
const LABELS: Readonly<Record<string, string>> = indonesianLabels

const labelOf = (node: ClassTarget, language: 'en' | 'id') =>
  language === 'en' ? node.name : LABELS[`${node.level}.${node.slug}`]

/** Labels that differ only in spelling ("Multi-sektor", "Multi Sektor") are one phrase. */
const phraseOf = (label: string | undefined) => (label === undefined ? '' : phraseTokens(label).join(' '))

const askings = MARKETS.flatMap((market) =>
  CLASS_TARGETS[market].flatMap((node) =>
    (['en', 'id'] as const).flatMap((language) => {
      const label = labelOf(node, language)
      if (label === undefined) return []
      // where several levels share a label (Banks), the broadest of them holds the same companies and is meant
      const named = outermost(
        CLASS_TARGETS[market].filter((other) => phraseOf(labelOf(other, language)) === phraseOf(label)),
      )
      const where = named.map((target) => `${target.level} = '${target.slug}'`).join(' or ')
      const question = language === 'en' ? `${label} stocks` : `saham ${label}`
      return [{ market, question, where }]
    }),
  ),
)

describe('every taxonomy label asked as stocks', () => {
  it.each(askings)('$market: "$question" is $where', ({ market, question, where }) => {
    const result = translateQuestion(question, market)
    expect(result.ok ? result.translation.where : result.message).toBe(where)
  })
})
