import { describe, expect, it } from 'vitest'
import { idxCatalogue, sgxCatalogue } from '../catalogue'
import { parseWhere } from './parse'
import { printCondition } from './print'
import { PERIOD_EXPECTED, itRejects } from './testing/error-cases'
import { validateOrderBy, validateWhere } from './validate'
import { withoutSpans } from './spans'
import { compare, num, quarterField } from './build'

const onIdx = (text: string) => validateWhere(text, idxCatalogue)
const onSgx = (text: string) => validateWhere(text, sgxCatalogue)

describe('quarterly and list-member fields in where', () => {
  itRejects(onIdx, 'INVALID_WHERE_CLAUSE', [
    // the notation each kind of field needs
    [
      'market_cap > 1 and revenue_q > 1',
      "'revenue_q' is a quarterly field: add a quarter, e.g. revenue_q[Q1-2025].",
      19,
    ],
    [
      'revenue_q[2024] > 1',
      "'revenue_q[2024]' needs a quarter: quarterly fields are written [Qn-YYYY], e.g. revenue_q[Q1-2024].",
      0,
    ],
    [
      'pe_ttm < 9 or revenue[Q1-2024] > 1',
      "'revenue' is a yearly field: write a year, e.g. revenue[2024] or the quarterly field revenue_q[Q1-2024].",
      14,
    ],
    ['roe[Q2-2023] > 0.1', "'roe' is a yearly field: write a year, e.g. roe[2023].", 0],
    ['market_cap[Q1-2024] > 1', "'market_cap' is not a quarterly field: remove '[Q1-2024]'.", 0],
    ['revenue_q[Q5-2024] > 1', PERIOD_EXPECTED, 10],
    ['revenu_q[Q1-2024] > 1', "Invalid field name 'revenu_q'. Did you mean 'revenue_q[Q1-2024]'?", 0],
  ])
  itRejects(onSgx, 'QUARTERLY_NOT_SUPPORTED', [
    // SGX has no quarterly data
    [
      'revenue_q[Q1-2024] > 1',
      "Quarterly data is not available on this market: 'revenue_q[Q1-2024]'. Use the yearly field instead, e.g. revenue[2024].",
      0,
    ],
    [
      'pe > 1 and revenue[Q1-2024] > 1',
      "Quarterly data is not available on this market: 'revenue[Q1-2024]'. Use the yearly field instead, e.g. revenue[2024].",
      11,
    ],
    [
      'earnings_q > 1',
      "Quarterly data is not available on this market: 'earnings_q'. Use the yearly field instead, e.g. earnings[2025].",
      0,
    ],
  ])
  itRejects(onIdx, 'UNSUPPORTED_OPERATOR', [
    // list members: any element, text members only under = != like in, never with fields or arithmetic
    [
      "key_executives_name > 'A'",
      "The '>' operator is not supported on list field 'key_executives_name'; use 'in', '=', '!=' or 'like'.",
      0,
    ],
    [
      'major_shareholders_share_percentage > free_float',
      "List field 'major_shareholders_share_percentage' can only be compared with a value, not with numeric field 'free_float'.",
      38,
    ],
    [
      'major_shareholders_share_amount * 2 > 1',
      "List field 'major_shareholders_share_amount' cannot be used in arithmetic: compare it with a value instead.",
      0,
    ],
  ])
  itRejects(onIdx, 'TYPE_MISMATCH', [
    [
      "major_shareholders_share_percentage like '0.5%'",
      "The 'LIKE' operator can only be used on string fields. 'major_shareholders_share_percentage' is a numeric field.",
      0,
    ],
    ['major_shareholders_name = 5', "Cannot compare text field 'major_shareholders_name' with the number 5.", 26],
  ])
  itRejects(onSgx, 'INVALID_WHERE_CLAUSE', [
    [
      "key_executives_name = 'X'",
      "Invalid field name 'key_executives_name'. Yearly fields use bracket notation: field[year].",
      0,
    ],
  ])

  it.each([
    'revenue_q[Q1-2024] > 1000000000',
    'earnings_q[Q4-2023] > earnings_q[Q3-2023]',
    'revenue_q[q2-2025] / total_assets_q[Q2-2025] > 0.1',
    "major_shareholders_name like 'PT%' and major_shareholders_share_percentage > 0.1",
    "key_executives_name in ['A', 'B'] or key_executives_position != 'Direktur'",
    '0.5 < major_shareholders_share_percentage',
    'executives_shareholdings_share_amount is not null',
  ])('accepts %s', (text) => {
    expect(validateWhere(text, idxCatalogue).ok).toBe(true)
  })

  it('reads a quarter in any case and prints it canonically', () => {
    const parsed = parseWhere('revenue_q[ q1-2024 ] > 5')
    expect(parsed.ok && withoutSpans(parsed.value)).toEqual(compare(quarterField('revenue_q', 2024, 1), '>', num(5)))
    expect(parsed.ok && printCondition(parsed.value)).toBe('revenue_q[Q1-2024] > 5')
  })

  it('orders by quarterly fields, not by list members', () => {
    expect(validateOrderBy('-revenue_q[Q3-2026]', idxCatalogue).ok).toBe(true)
    expect(validateOrderBy('major_shareholders_share_percentage', idxCatalogue)).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_ORDER_BY', position: 0 },
    })
  })
})
