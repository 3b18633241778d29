import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idxCatalogue, idxTaxonomy } from '../../../shared/catalogue'
import { parseWhere, printCondition } from '../../../shared/where'
import { conditionArbitrary } from '../../../shared/where/testing/arbitraries'
import { draftArbitrary, withoutIds } from './testing/draft-arbitraries'
import { fromAst } from './from-ast'
import { draftFromText, textFromDraft } from './text'
import { toAst } from './to-ast'
import { englishMessage } from '../../../shared/where/errors'

describe('builder round trips', () => {
  it('fromAst(toAst(D)) is D for every complete draft', () => {
    fc.assert(
      fc.property(draftArbitrary(idxCatalogue), (draft) => {
        const where = toAst(draft.where)
        if (!where.ok) throw new Error(JSON.stringify(where.issues))
        const back = fromAst(where.value)
        if (!back.representable) throw new Error(JSON.stringify(back.reason))
        expect(withoutIds(back.draft)).toEqual(withoutIds(draft.where))
      }),
      { numRuns: 500 },
    )
  })

  it('and through the canonical text, order_by included, checked against the catalogue', () => {
    fc.assert(
      fc.property(draftArbitrary(idxCatalogue), (draft) => {
        const text = textFromDraft(draft, idxCatalogue)
        if (!text.ok) throw new Error(JSON.stringify(text.issues))
        const back = draftFromText(text.value, idxCatalogue)
        if (!back.representable) throw new Error(`${JSON.stringify(text.value)}: ${JSON.stringify(back.reason)}`)
        expect(withoutIds(back.draft)).toEqual(withoutIds(draft))
      }),
      { numRuns: 300 },
    )
  })

  it('print(toAst(fromAst(parse(T)))) is print(parse(T)) for every text T the builder shows', () => {
    const stringValues = {
      sector: idxTaxonomy.sectors.map((node) => node.name),
      sub_sector: idxTaxonomy.subSectors.map((node) => node.slug),
    }
    let shown = 0
    fc.assert(
      fc.property(conditionArbitrary({ catalogue: idxCatalogue, maxDepth: 3, stringValues }), (condition) => {
        const text = printCondition(condition)
        const converted = draftFromText({ where: text, orderBy: '' }, idxCatalogue)
        if (!converted.representable) return
        shown += 1
        const back = toAst(converted.draft.where)
        if (!back.ok || back.value === null) throw new Error(`${text}: ${JSON.stringify(back)}`)
        const parsed = parseWhere(text)
        if (!parsed.ok) throw new Error(englishMessage(parsed.error))
        expect(printCondition(back.value)).toBe(printCondition(parsed.value))
      }),
      { numRuns: 1000 },
    )
    // the property says something only if a good share of the generated filters are ones the builder shows
    expect(shown).toBeGreaterThan(300)
  })
})
