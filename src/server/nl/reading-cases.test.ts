import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../../shared/catalogue'
import { validateOrderBy, validateWhere } from '../../shared/where'
import { CASE_FILES } from './cases/load'
import type { ExpectationCase, MessageCase, ReadingCase, RefusalCase } from './cases/load'
import { translateQuestion } from './index'

/**
 * The NL expectation table: every file in ./cases holds one class of question, one case a line, in groups whose
 * note says what the class is about (cases/load.ts checks each case's shape when it is read).
 *
 * To add a case, add one line to its class's file:
 *   a reading  {"question":"…","where":"…" or null,"orderBy":"…" or null} (+ "limit": n when not 50)
 *   a refusal  {"question":"…","refused":"words the refusal must hold"}
 *   a message  {"question":"…","message":"the whole sentence that says how it was read"}
 * each with "market":"sgx" when the question is asked of SGX (IDX otherwise). A new class is a new JSON file there,
 * read without a change here. The corpus (./corpus) measures accuracy; these cases pin exact behaviour.
 */

/** The translation of a question, and that what it writes is valid screener text on that market. */
function expectReading({ market, question, where, orderBy, limit }: ReadingCase): void {
  const result = translateQuestion(question, market)
  if (!result.ok) throw new Error(result.message)
  expect(result.translation).toMatchObject({ where, orderBy, limit })
  const catalogue = catalogueFor(market)
  if (where !== null) expect(validateWhere(where, catalogue).ok).toBe(true)
  if (orderBy !== null) expect(validateOrderBy(orderBy, catalogue).ok).toBe(true)
}

/** A question refused, with a message that says why. */
function expectRefusal({ market, question, refused }: RefusalCase): void {
  const result = translateQuestion(question, market)
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.message).toContain(refused)
}

/** The sentence a translation says how it read the question with. */
function expectMessage({ market, question, message }: MessageCase): void {
  const result = translateQuestion(question, market)
  if (!result.ok) throw new Error(result.message)
  expect(result.translation.message).toBe(message)
}

function expectCase(c: ExpectationCase): void {
  if (c.kind === 'reading') expectReading(c)
  else if (c.kind === 'refusal') expectRefusal(c)
  else expectMessage(c)
}

const VERBS: Readonly<Record<ExpectationCase['kind'], string>> = {
  reading: 'reads',
  refusal: 'refuses',
  message: 'says how it read',
}

const titleOf = ({ market, question }: ExpectationCase) => (market === 'idx' ? question : `${question} (SGX)`)

for (const { file, title, cases } of CASE_FILES)
  describe(`${title} (cases/${file})`, () => {
    for (const [kind, verb] of Object.entries(VERBS)) {
      const ofKind = cases.filter((c) => c.kind === kind)
      if (ofKind.length > 0)
        describe(verb, () => {
          for (const c of ofKind)
            it(titleOf(c), () => {
              expectCase(c)
            })
        })
    }
  })
