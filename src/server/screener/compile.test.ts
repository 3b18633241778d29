import { describe, expect, it } from 'vitest'
import { idxCatalogue } from '../../shared/catalogue'
import { parseOrderBy, validateWhere } from '../../shared/where'
import { WhereCompiler } from './compile'
import { SqlBuilder } from './sql-builder'
import { englishMessage } from '../../shared/where'

const tables = { companies: 'idx_companies', yearly: 'idx_yearly', catalogue: idxCatalogue } as const

function compileWhere(text: string) {
  const validated = validateWhere(text, idxCatalogue)
  if (!validated.ok) throw new Error(englishMessage(validated.error))
  const sql = new SqlBuilder(tables)
  const where = new WhereCompiler(sql).condition(validated.value.condition)
  return { where, from: sql.from(), params: sql.params }
}

describe('the where compiler', () => {
  it.each([
    ['market_cap > 1000000', '(c."market_cap" > :p0)', { p0: 1000000 }],
    ['pe_ttm != 5', '(c."pe_ttm" <> :p0)', { p0: 5 }],
    ["company_name = 'Bank X'", '(lower(c."company_name") = :p0)', { p0: 'bank x' }],
    ["company_name like '%Energi%'", '(c."company_name" LIKE :p0)', { p0: '%Energi%' }],
    ["sub_sector = 'Banks'", '(c."sub_sector_slug" IN (:p0))', { p0: 'banks' }],
    ["sub_sector != 'banks'", '(NOT (c."sub_sector_slug" IN (:p0)))', { p0: 'banks' }],
    [
      "sub_industry in ['Coal Production', 'no such thing']",
      '(c."sub_industry_slug" IN (:p0, :p1))',
      { p0: 'coal-production', p1: 'no such thing' },
    ],
    ["sector in ['Energy', 'financials']", '(c."sector_slug" IN (:p0, :p1))', { p0: 'energy', p1: 'financials' }],
    [
      "indices in ['LQ45', 'IDX30']",
      '(c."indices" IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(c."indices") WHERE lower(value) IN (:p0, :p1)))',
      { p0: 'lq45', p1: 'idx30' },
    ],
    [
      "tags = 'esg-under-25'",
      '(c."tags" IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(c."tags") WHERE lower(value) = :p0))',
      { p0: 'esg-under-25' },
    ],
    [
      "affiliates != 'Wijaya'",
      // the null-list rule: a company with no affiliates has none equal to 'Wijaya'
      '(NOT (c."affiliates" IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(c."affiliates") WHERE lower(value) = :p0)))',
      { p0: 'wijaya' },
    ],
    ["listing_date > '2020-12-31'", '(c."listing_date" > :p0)', { p0: '2020-12-31' }],
    ['esg_score is null', '(c."esg_score" IS NULL)', {}],
    ['esg_score is not null', '(c."esg_score" IS NOT NULL)', {}],
    ['market_cap_rank in [1, 2]', '(c."market_cap_rank" IN (:p0, :p1))', { p0: 1, p1: 2 }],
    [
      'revenue[2024] > revenue[2023] * 1.2',
      '(y0."revenue" > ((1.0 * y1."revenue") * :p0))',
      { y0: 2024, y1: 2023, p0: 1.2 },
    ],
    [
      'earnings[2024] / revenue[2024] > 0.1',
      '(((1.0 * y0."earnings") / NULLIF(y0."revenue", 0)) > :p0)',
      { y0: 2024, p0: 0.1 },
    ],
    ['-pe_ttm < -5', '((-c."pe_ttm") < :p0)', { p0: -5 }],
    [
      'not (market_cap > 5 or pe_ttm < 3) and yield_ttm > 0',
      '((NOT ((c."market_cap" > :p0) OR (c."pe_ttm" < :p1))) AND (c."yield_ttm" > :p2))',
      { p0: 5, p1: 3, p2: 0 },
    ],
  ])('compiles %s', (text, sql, params) => {
    const compiled = compileWhere(text)
    expect(compiled.where).toBe(sql)
    expect(compiled.params).toEqual(params)
  })

  it('joins the yearly table once per fiscal year, with the year as a bound parameter', () => {
    const compiled = compileWhere('revenue[2024] > 0 and earnings[2024] > 0 and revenue[2023] > 0')
    expect(compiled.from).toBe(
      [
        'FROM idx_companies c',
        'LEFT JOIN idx_yearly y0 ON y0.symbol = c.symbol AND y0.year = +:y0',
        'LEFT JOIN idx_yearly y1 ON y1.symbol = c.symbol AND y1.year = +:y1',
      ].join('\n'),
    )
    expect(compiled.params).toMatchObject({ y0: 2024, y1: 2023 })
  })

  it('never puts a value written by the client into the SQL text', () => {
    const hostile = "company_name = 'x''; DROP TABLE idx_companies; --' or company_name like '%'' OR 1=1 --'"
    const compiled = compileWhere(hostile)
    expect(compiled.where).not.toMatch(/DROP|OR 1=1|--/)
    expect(Object.values(compiled.params)).toEqual(["x'; drop table idx_companies; --", "%' OR 1=1 --"])
  })

  it('orders with missing values last in both directions, text case-insensitively, then by symbol', () => {
    const parsed = parseOrderBy('-market_cap, company_name, (earnings[2024] / revenue[2024])')
    if (!parsed.ok) throw new Error(englishMessage(parsed.error))
    const sql = new SqlBuilder(tables)
    expect(new WhereCompiler(sql).orderBy(parsed.value, false)).toBe(
      'ORDER BY (c."market_cap") IS NULL, c."market_cap" DESC, (c."company_name") IS NULL, ' +
        'c."company_name" COLLATE NOCASE ASC, (((1.0 * y0."earnings") / NULLIF(y0."revenue", 0))) IS NULL, ' +
        '((1.0 * y0."earnings") / NULLIF(y0."revenue", 0)) ASC, c.symbol ASC',
    )
  })

  it('makes keys written without "-" descending when desc=true', () => {
    const parsed = parseOrderBy('pe_ttm, -market_cap')
    if (!parsed.ok) throw new Error(englishMessage(parsed.error))
    const sql = new SqlBuilder(tables)
    expect(new WhereCompiler(sql).orderBy(parsed.value, true)).toContain('c."pe_ttm" DESC')
    expect(new WhereCompiler(sql).orderBy(parsed.value, true)).toContain('c."market_cap" DESC')
  })
})
