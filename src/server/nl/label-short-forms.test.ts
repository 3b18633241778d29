import { describe, expect, it } from 'vitest'
import type { Market } from '../../shared/catalogue'
import indonesianLabels from '../../shared/catalogue/messages/id.json'
import { translateQuestion } from './index'
import { CLASS_TARGETS } from './vocabulary/taxonomy'
import type { ClassTarget } from './vocabulary/taxonomy'

/**
 * A part of a label said alone ("IT services companies", "perusahaan data keuangan") never names a node wider than
 * the narrowest one whose label has that part: "IT Services" is a part of both Software & IT Services and IT Services
 * & Consulting, and the words say no more than the industry. A wider node is only right where it holds the same
 * companies (a chain of single children), or where the corpus has that reading.
 */
const MARKETS: readonly Market[] = ['idx', 'sgx']
const LABELS: Readonly<Record<string, string>> = indonesianLabels

/** The corpus reads "property developers" (and operators) as the property sector (corpus/en-language.ts, exact-ranking.ts). */
const CORPUS_READINGS = new Set(['idx perusahaan pengembang', 'idx perusahaan operator real estat'])

function partsOf(node: ClassTarget, language: 'en' | 'id'): string[] {
  const label = language === 'en' ? node.name : LABELS[`${node.level}.${node.slug}`]
  return (label ?? '')
    .toLowerCase()
    .split(/\s*[,&]\s*/u)
    .filter((part) => part !== '')
}

/** True when every node from `wide` down to `narrow` has one child only: both hold the same companies. */
function sameCompanies(nodes: readonly ClassTarget[], wide: string, narrow: ClassTarget): boolean {
  const chain = [narrow.key, ...narrow.ancestors]
  const below = chain.slice(0, chain.indexOf(wide))
  return below.every((key) => {
    const node = nodes.find((other) => other.key === key)
    const parent = node?.ancestors[0]
    return nodes.filter((other) => other.ancestors[0] === parent).length === 1
  })
}

const askings = MARKETS.flatMap((market) => {
  const nodes = CLASS_TARGETS[market]
  return (['en', 'id'] as const).flatMap((language) => {
    const parts = [...new Set(nodes.flatMap((node) => partsOf(node, language)))]
    return parts.map((part) => {
      const question = language === 'en' ? `${part} companies` : `perusahaan ${part}`
      const holders = nodes.filter((node) => partsOf(node, language).includes(part))
      return { market, question, holders }
    })
  })
})

describe('a part of a label said alone', () => {
  it.each(askings)('$market: "$question" names no node wider than its label', ({ market, question, holders }) => {
    const result = translateQuestion(question, market)
    const where = result.ok ? (result.translation.where ?? '') : ''
    const read = [...where.matchAll(/(\w+) = '([^']+)'/gu)].map((match) => `${match[1] ?? ''}:${match[2] ?? ''}`)
    const nodes = CLASS_TARGETS[market]
    const wider = read.filter(
      (key) =>
        !holders.some((holder) => holder.key === key) &&
        holders.some((holder) => holder.ancestors.includes(key) && !sameCompanies(nodes, key, holder)),
    )
    const accepted = CORPUS_READINGS.has(`${market} ${question}`) ? [] : wider
    expect(accepted).toEqual([])
  })
})
