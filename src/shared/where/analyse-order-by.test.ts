import { describe, expect, it } from 'vitest'
import { idxCatalogue, sgxCatalogue } from '../catalogue'
import { printField } from './print'
import { LEADING_MINUS, itRejects } from './testing/error-cases'
import { validateOrderBy } from './validate'

/** Every order_by error carries UNSUPPORTED_ORDER_BY, analysis errors included. */
describe('validateOrderBy', () => {
  itRejects((text) => validateOrderBy(text, idxCatalogue), 'UNSUPPORTED_ORDER_BY', [
    ['tags', "Cannot order by list field 'tags'.", 0],
    ['market_cap, -indices', "Cannot order by list field 'indices'.", 13],
    ['(5)', 'Order by must name a field.', 1],
    ['-(1 + 2)', 'Order by must name a field.', 2],
    ['foo', "Invalid field name 'foo'. Yearly fields use bracket notation: field[year].", 0],
    ['-revenue', "'revenue' is a yearly field: add a year, e.g. revenue[2025].", 1],
    ['(company_name + 1)', "Arithmetic needs numbers: 'company_name' is a text field.", 1],
    ['(tags * 2)', "The '*' operator is not supported on list field 'tags'; use 'in', '=', '!=' or 'like'.", 1],
    ['market_cap desc', LEADING_MINUS, 11],
  ])

  it('accepts numbers, text and dates, and lists the fields once each', () => {
    const result = validateOrderBy(
      '-market_cap, company_name, listing_date, -(revenue[2024] / revenue[2023]), market_cap',
      idxCatalogue,
    )
    expect(result.ok && result.value.fields.map(printField)).toEqual([
      'market_cap',
      'company_name',
      'listing_date',
      'revenue[2024]',
      'revenue[2023]',
    ])
    expect(result.ok && result.value.keys.map((key) => key.descending)).toEqual([true, false, false, true, false])
  })

  it('reads the SGX catalogue', () => {
    expect(validateOrderBy('-change_1y, (revenue[2024] - earnings[2024])', sgxCatalogue).ok).toBe(true)
    expect(validateOrderBy('-yield_ttm', sgxCatalogue)).toMatchObject({ ok: false, error: { position: 1 } })
  })
})
