import type { Catalogue, FieldSpec } from '../catalogue'
import type { FieldRef } from './ast'
import { fail } from './errors'
import { PERIOD_EXPECTED } from './lexer'
import { whereText, type WhereText } from './messages'
import { printField } from './print'

/**
 * Looks a field reference up in the catalogue, checking that it carries the period its field needs (a year for
 * yearly fields, `[Qn-YYYY]` for quarterly ones, nothing otherwise), or fails with the help a person needs to fix
 * it (a likely field, the notation the field needs). On a market without quarterly data (SGX) any quarterly
 * reference is `QUARTERLY_NOT_SUPPORTED`, as on the real service.
 */
export function resolveField(field: FieldRef, catalogue: Catalogue<FieldSpec>): FieldSpec {
  const at = field.span.start
  const quarter = field.quarter
  const definition = catalogue.field(field.name)
  if (!catalogue.hasQuarters && (quarter !== undefined || (definition === undefined && field.name.endsWith('_q'))))
    fail('QUARTERLY_NOT_SUPPORTED', quarterlyUnsupportedMessage(field, catalogue), at)
  if (definition === undefined) return fail('INVALID_WHERE_CLAUSE', unknownFieldMessage(field, catalogue), at)
  if (field.year !== null && (!Number.isInteger(field.year) || field.year < 1900 || field.year > 2100))
    fail('INVALID_WHERE_CLAUSE', PERIOD_EXPECTED, at)
  if (quarter !== undefined && (!Number.isInteger(quarter) || quarter < 1 || quarter > 4))
    fail('INVALID_WHERE_CLAUSE', PERIOD_EXPECTED, at)
  const written = printField(field)
  if (definition.quarterly === true) {
    const example = `${field.name}[Q1-${field.year ?? catalogue.latestYear}]`
    if (field.year === null)
      fail('INVALID_WHERE_CLAUSE', whereText('quarterlyNeedsQuarter', { field: `'${field.name}'`, example }), at)
    if (quarter === undefined)
      fail('INVALID_WHERE_CLAUSE', whereText('needsQuarter', { field: `'${written}'`, example }), at)
    return definition
  }
  if (quarter !== undefined) {
    const period = written.slice(field.name.length)
    const named = `'${field.name}'`
    if (definition.yearly) {
      const example = `${field.name}[${field.year ?? catalogue.latestYear}]`
      const message =
        catalogue.field(`${field.name}_q`)?.quarterly === true
          ? whereText('yearlyNotQuarterlyOrTwin', { field: named, example, twin: `${field.name}_q${period}` })
          : whereText('yearlyNotQuarterly', { field: named, example })
      fail('INVALID_WHERE_CLAUSE', message, at)
    }
    fail('INVALID_WHERE_CLAUSE', whereText('notQuarterly', { field: named, period: `'${period}'` }), at)
  }
  if (definition.yearly && field.year === null) {
    const example = `${field.name}[${catalogue.latestYear}]`
    fail('INVALID_WHERE_CLAUSE', whereText('yearlyNeedsYear', { field: `'${field.name}'`, example }), at)
  }
  if (!definition.yearly && field.year !== null)
    fail('INVALID_WHERE_CLAUSE', whereText('notYearly', { field: `'${field.name}'`, period: `'[${field.year}]'` }), at)
  return definition
}

function quarterlyUnsupportedMessage(field: FieldRef, catalogue: Catalogue<FieldSpec>): WhereText {
  const base = field.name.replace(/_q$/, '')
  const named = `'${printField(field)}'`
  if (catalogue.field(base)?.yearly !== true) return whereText('quarterlyUnsupported', { field: named })
  const example = `${base}[${field.year ?? catalogue.latestYear}]`
  return whereText('quarterlyUnsupportedUseYearly', { field: named, example })
}

function unknownFieldMessage(field: FieldRef, catalogue: Catalogue<FieldSpec>): WhereText {
  const named = `'${field.name}'`
  // `revenue_in_2024` and `revenue_2024` are how other screeners name yearly values.
  for (const pattern of [/^(.+)_in_(\d{4})$/, /^(.+)_(\d{4})$/]) {
    const [, base, year] = pattern.exec(field.name) ?? []
    if (base !== undefined && year !== undefined && catalogue.field(base)?.yearly === true)
      return whereText('invalidFieldUseBrackets', { field: named, suggestion: `'${base}[${year}]'` })
  }
  const closest = closestField(field.name, catalogue)
  if (closest === null) return whereText('invalidFieldNoMatch', { field: named })
  // A year the person already wrote is kept; otherwise the latest complete year is the useful default.
  const year = closest.yearly || closest.quarterly === true ? (field.year ?? catalogue.latestYear) : null
  const suggestion =
    closest.quarterly === true
      ? `${closest.name}[Q${field.quarter ?? 1}-${year ?? catalogue.latestYear}]`
      : printField({ kind: 'field', name: closest.name, year, span: field.span })
  return whereText('invalidFieldDidYouMean', { field: named, suggestion: `'${suggestion}'` })
}

const MAX_SUGGESTED_NAME = 64

/**
 * The catalogue field most like `name`: within an edit distance of max(2, ⌊length / 4⌋), or a prefix of it (or
 * it of `name`), the nearest first and, among equals, the first in catalogue order. Short names get at most
 * ⌊length / 2⌋ edits, or every three-letter word would be "close" to some three-letter field (`foo` to `roe`).
 */
function closestField(name: string, catalogue: Catalogue<FieldSpec>): FieldSpec | null {
  // no field name is this long, and the distance costs length × length per field: a 4,000-character name took
  // seconds of the event loop (found by npm run bench:fuzz)
  if (name.length > MAX_SUGGESTED_NAME) return null
  const limit = Math.min(Math.max(2, Math.floor(name.length / 4)), Math.floor(name.length / 2))
  let best: { field: FieldSpec; distance: number } | null = null
  for (const field of catalogue.fields) {
    const distance = editDistance(name, field.name)
    const near = distance <= limit || field.name.startsWith(name) || name.startsWith(field.name)
    if (near && (best === null || distance < best.distance)) best = { field, distance }
  }
  return best?.field ?? null
}

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form: insertions, deletions, substitutions and
 * swaps of two neighbouring characters each cost one, which is how names get mistyped.
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j] is the distance between the first i characters of a and the first j characters of b.
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] ?? []
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, at(i - 2, j - 2) + 1)
      row[j] = distance
    }
  }
  return at(a.length, b.length)
}
