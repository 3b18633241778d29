import { describe, expect, it } from 'vitest'
import { idxCatalogue, sgxCatalogue } from '../catalogue'
import type { Catalogue } from '../catalogue'
import { analyseWhere, valueType } from './analyse'
import { parseWhere } from './parse'
import { printField } from './print'
import { PERIOD_EXPECTED, inEnglish, itRejects } from './testing/error-cases'
import { arith, field, negate, num, str } from './build'
import { validateWhere } from './validate'
import { englishMessage } from './errors'

const LIST = "use 'in', '=', '!=' or 'like'"

const valid: readonly (readonly [string, readonly string[]])[] = [
  ["sub_sector = 'banks' and pe_ttm < 15", ['sub_sector', 'pe_ttm']],
  ['(revenue[2024] - revenue[2023]) / revenue[2023] > 0.2', ['revenue[2024]', 'revenue[2023]']],
  ['revenue[1990] > revenue[2100]', ['revenue[1990]', 'revenue[2100]']],
  ['-market_cap < -(5) or 52_w_high_price <= 90_d_low_price * 2', ['market_cap', '52_w_high_price', '90_d_low_price']],
  ["listing_date >= '2020-02-29' and listing_date < last_ex_dividend_date", ['listing_date', 'last_ex_dividend_date']],
  ["listing_date like '2020-%' or listing_date in ['2021-01-01']", ['listing_date']],
  ["company_name > 'M' and company_name like '%bank%'", ['company_name']],
  ["sector = industry or symbol in ['BBCA.JK', 'BBRI.JK']", ['sector', 'industry', 'symbol']],
  [
    "tags = 'lq45' and 'idx30' != indices and affiliates in ['Salim'] and tags like '%dividend%'",
    ['tags', 'indices', 'affiliates'],
  ],
  ['tags is null or indices is not null', ['tags', 'indices']],
  ['market_cap / 2 in [1, -2] and not pe_ttm + 1 is null', ['market_cap', 'pe_ttm']],
  ['pe_ttm > 0 and (pe_ttm < 10 or market_cap > pe_ttm)', ['pe_ttm', 'market_cap']],
]

function analyse(text: string, catalogue: Catalogue = idxCatalogue) {
  const parsed = parseWhere(text)
  if (!parsed.ok) throw new Error(`${text}: ${englishMessage(parsed.error)}`)
  return analyseWhere(parsed.value, catalogue)
}

describe('analyseWhere', () => {
  // against the IDX catalogue
  itRejects(analyse, 'INVALID_WHERE_CLAUSE', [
    // field names
    ['revenu[2024] > 1', "Invalid field name 'revenu'. Did you mean 'revenue[2024]'?", 0],
    ['revenu > 1', "Invalid field name 'revenu'. Did you mean 'revenue[2025]'?", 0],
    ['markt_cap > 1', "Invalid field name 'markt_cap'. Did you mean 'market_cap'?", 0],
    ['pe_tmm < 15', "Invalid field name 'pe_tmm'. Did you mean 'pe_ttm'?", 0],
    ['ebitad[2024] > 0', "Invalid field name 'ebitad'. Did you mean 'ebitda[2024]'?", 0],
    ['market > 1', "Invalid field name 'market'. Did you mean 'market_cap'?", 0],
    ['pe_ttm > 1 and foo > 1', "Invalid field name 'foo'. Yearly fields use bracket notation: field[year].", 15],
    ['revenue_in_2024 > 1', "Invalid field name 'revenue_in_2024'. Use bracket notation instead: 'revenue[2024]'.", 0],
    ['eps_2023 > 1', "Invalid field name 'eps_2023'. Use bracket notation instead: 'eps[2023]'.", 0],
    ['revenue > 1', "'revenue' is a yearly field: add a year, e.g. revenue[2025].", 0],
    ['pe_ttm < revenue', "'revenue' is a yearly field: add a year, e.g. revenue[2025].", 9],
    ['market_cap[2024] > 1', "'market_cap' is not a yearly field: remove '[2024]'.", 0],
    // a condition must name a field
    ['1 = 1', 'A condition must name a field.', 0],
    ["pe_ttm > 1 or 'a' = 'a'", 'A condition must name a field.', 14],
    ["'x' like 'x%'", 'A condition must name a field.', 0],
    ['5 in [5]', 'A condition must name a field.', 0],
    ['1 + 2 is null', 'A condition must name a field.', 0],
  ])
  itRejects(analyse, 'TYPE_MISMATCH', [
    // arithmetic needs numbers
    ['company_name + 1 > 2', "Arithmetic needs numbers: 'company_name' is a text field.", 0],
    ['market_cap * listing_date > 2', "Arithmetic needs numbers: 'listing_date' is a date field.", 13],
    ["market_cap - 'x' > 2", "Arithmetic needs numbers: 'x' is text.", 13],
    ['-sector = 1', "Arithmetic needs numbers: 'sector' is a text field.", 1],
    // comparisons of mismatched kinds
    ["market_cap > 'big'", "Cannot compare numeric field 'market_cap' with the text 'big'.", 13],
    ["'big' < market_cap", "Cannot compare the text 'big' with numeric field 'market_cap'.", 0],
    ['company_name = 5', "Cannot compare text field 'company_name' with the number 5.", 15],
    ['market_cap = company_name', "Cannot compare numeric field 'market_cap' with text field 'company_name'.", 13],
    ["market_cap / 2 = 'x'", "Cannot compare the expression 'market_cap / 2' with the text 'x'.", 17],
    ['listing_date > 2020', "Cannot compare date field 'listing_date' with the number 2020.", 15],
    ['listing_date = company_name', "Cannot compare date field 'listing_date' with text field 'company_name'.", 15],
    ['tags = 5', "Cannot compare list field 'tags' with the number 5.", 7],
    // like
    [
      "market_cap like '1%'",
      "The 'LIKE' operator can only be used on string fields. 'market_cap' is a numeric field.",
      0,
    ],
    [
      "revenue[2024] not like '1%'",
      "The 'LIKE' operator can only be used on string fields. 'revenue[2024]' is a numeric field.",
      0,
    ],
    ["market_cap + 1 like '1%'", "The 'LIKE' operator can only be used on string fields.", 0],
    // in
    ["market_cap in [1, 'a']", "Cannot compare numeric field 'market_cap' with the text 'a'.", 18],
    ["sector in ['Banks', 2]", "Cannot compare text field 'sector' with the number 2.", 20],
    ["tags not in ['a', 1]", "Cannot compare list field 'tags' with the number 1.", 18],
    ['listing_date in [2020]', "Cannot compare date field 'listing_date' with the number 2020.", 17],
  ])
  itRejects(analyse, 'INVALID_DATE_FORMAT', [
    // dates
    ["listing_date > '2020-13-01'", "Invalid date '2020-13-01' for 'listing_date': use 'YYYY-MM-DD'.", 15],
    ["'2021-02-29' < listing_date", "Invalid date '2021-02-29' for 'listing_date': use 'YYYY-MM-DD'.", 0],
    ["listing_date > '2020-1-1'", "Invalid date '2020-1-1' for 'listing_date': use 'YYYY-MM-DD'.", 15],
    ["listing_date >= 'yesterday'", "Invalid date 'yesterday' for 'listing_date': use 'YYYY-MM-DD'.", 16],
    [
      "listing_date in ['2020-01-01', '2020-02-30']",
      "Invalid date '2020-02-30' for 'listing_date': use 'YYYY-MM-DD'.",
      31,
    ],
  ])
  itRejects(analyse, 'UNSUPPORTED_OPERATOR', [
    // list fields
    ["tags > 'x'", `The '>' operator is not supported on list field 'tags'; ${LIST}.`, 0],
    ["'x' <= indices", `The '<=' operator is not supported on list field 'indices'; ${LIST}.`, 7],
    ['tags + 1 > 2', `The '+' operator is not supported on list field 'tags'; ${LIST}.`, 0],
    ['-affiliates is null', `The '-' operator is not supported on list field 'affiliates'; ${LIST}.`, 1],
    ['tags = sector', "List field 'tags' can only be compared with a text in quotes.", 7],
    ['tags != indices', "List field 'tags' can only be compared with a text in quotes.", 8],
  ])

  it.each(valid)('accepts %j, naming its fields in order of appearance', (text, fields) => {
    const result = analyse(text)
    expect(result.ok && result.value.fields.map(printField)).toEqual(fields)
  })

  it('keeps the spans of the first occurrence of each field', () => {
    const result = analyse('pe_ttm > 1 and pe_ttm < 5')
    expect(result.ok && result.value.fields).toEqual(
      [field('pe_ttm')].map((f) => ({ ...f, span: { start: 0, end: 6 } })),
    )
  })

  it('reads the SGX catalogue', () => {
    expect(analyse('change_ytd > 0.1 and beta < 1', sgxCatalogue).ok).toBe(true)
    expect(inEnglish(analyse('pe_ttm < 15', sgxCatalogue))).toEqual({
      ok: false,
      error: { code: 'INVALID_WHERE_CLAUSE', message: "Invalid field name 'pe_ttm'. Did you mean 'pe'?", position: 0 },
    })
    expect(inEnglish(analyse('total_assets[2024] > 0', sgxCatalogue))).toEqual({
      ok: false,
      error: {
        code: 'INVALID_WHERE_CLAUSE',
        message: "Invalid field name 'total_assets'. Did you mean 'total_asset[2024]'?",
        position: 0,
      },
    })
    expect(analyse('indices = 1', sgxCatalogue).ok).toBe(false)
  })

  it('checks trees built by hand, such as a builder year out of range', () => {
    const parsed = parseWhere('revenue[2024] > 0')
    if (!parsed.ok || parsed.value.kind !== 'compare') throw new Error('unexpected parse')
    const built = { ...parsed.value, left: field('revenue', 1800) }
    expect(inEnglish(analyseWhere(built, idxCatalogue))).toEqual({
      ok: false,
      error: {
        code: 'INVALID_WHERE_CLAUSE',
        message: PERIOD_EXPECTED,
        position: 0,
      },
    })
  })
})

describe('validateWhere', () => {
  it('parses, then analyses', () => {
    expect(validateWhere('pe_ttm <', idxCatalogue).ok).toBe(false)
    expect(validateWhere('pe_tm < 1', idxCatalogue)).toMatchObject({ ok: false, error: { position: 0 } })
    const result = validateWhere('pe_ttm < 15', idxCatalogue)
    expect(result.ok && result.value.fields.map(printField)).toEqual(['pe_ttm'])
    expect(result.ok && result.value.condition.kind).toBe('compare')
  })
})

describe('valueType', () => {
  it('gives the type of analysed values', () => {
    expect(valueType(field('listing_date'), idxCatalogue)).toBe('date')
    expect(valueType(field('tags'), idxCatalogue)).toBe('string_list')
    expect(valueType(field('revenue', 2024), idxCatalogue)).toBe('number')
    expect(valueType(str('x'), idxCatalogue)).toBe('string')
    expect(valueType(num(1), idxCatalogue)).toBe('number')
    expect(valueType(arith(field('a'), '+', num(1)), idxCatalogue)).toBe('number')
    expect(valueType(negate(field('a')), idxCatalogue)).toBe('number')
    expect(() => valueType(field('nope'), idxCatalogue)).toThrow(/unknown field 'nope'/)
  })
})
