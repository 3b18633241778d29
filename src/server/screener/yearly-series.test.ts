import { describe, expect, it } from 'vitest'
import { idxCatalogue } from '../../shared/catalogue'
import { validateWhere } from '../../shared/where'
import { openDemoMarket } from '../db/open'
import { IDX_YEARLY_SERIES, seriesColumn } from '../db/schema'
import { quoteIdent } from '../db/sql'
import { WhereCompiler } from './compile'
import { SCREENER_TABLES, SqlBuilder } from './sql-builder'
import { englishMessage } from '../../shared/where'

const tables = SCREENER_TABLES.idx

function compile(text: string) {
  const validated = validateWhere(text, idxCatalogue)
  if (!validated.ok) throw new Error(englishMessage(validated.error))
  const sql = new SqlBuilder(tables, validated.value.fields)
  const where = new WhereCompiler(sql).condition(validated.value.condition)
  return { where, joins: sql.from().split('\n').slice(1), params: sql.params }
}

const SERIES_JOIN = 'LEFT JOIN idx_yearly_series s0 ON s0.field = +:s0 AND s0.symbol = c.symbol'

describe('the yearly series (one figure across years, one row per company)', () => {
  it('serves a figure compared across two years with one join instead of two', () => {
    const compiled = compile('revenue[2025] > revenue[2024] * 1.2')
    expect(compiled.where).toBe('(s0."y2025" > ((1.0 * s0."y2024") * :p0))')
    expect(compiled.joins).toEqual([SERIES_JOIN])
    expect(compiled.params).toEqual({ s0: 'revenue', p0: 1.2 })
  })

  it('joins a year alongside for the other fields of the query when that still means fewer joins', () => {
    const compiled = compile('revenue[2025] > revenue[2024] and revenue[2023] > 0 and roe[2023] > 0.1')
    expect(compiled.joins).toEqual([SERIES_JOIN, 'LEFT JOIN idx_yearly y0 ON y0.symbol = c.symbol AND y0.year = +:y0'])
    expect(compiled.where).toContain('y0."roe"')
  })

  it.each([
    ['several fields of one year', 'pe[2024] < pe_peer_avg[2024] and roe[2024] > 0.15'],
    ['as many joins either way', 'revenue[2025] > revenue[2024] and pe[2025] > pe[2024]'],
    ['a year the series does not hold', 'revenue[2010] > 0 and revenue[2024] > 0'],
    ['a figure outside the headline ones', 'cost_of_revenue[2025] > cost_of_revenue[2024]'],
  ])('keeps a join per year for %s', (_case, text) => {
    const compiled = compile(text)
    expect(compiled.joins.join('\n')).not.toContain('idx_yearly_series')
    expect(compiled.joins.every((join) => join.startsWith('LEFT JOIN idx_yearly y'))).toBe(true)
  })

  it('is used only for a market that has the table', () => {
    const validated = validateWhere('revenue[2025] > revenue[2024]', idxCatalogue)
    if (!validated.ok) throw new Error(englishMessage(validated.error))
    const sql = new SqlBuilder({ ...tables, series: undefined }, validated.value.fields)
    new WhereCompiler(sql).condition(validated.value.condition)
    expect(sql.from()).not.toContain('idx_yearly_series')
  })
})

describe('the yearly series table', () => {
  it('holds every headline figure of every year exactly as the yearly rows do, null where a year has no row', () => {
    const { db } = openDemoMarket({ seed: 5, scale: 0.3 })
    const companiesWithYears = db.prepare('SELECT COUNT(DISTINCT symbol) FROM idx_yearly').pluck().get()
    for (const field of IDX_YEARLY_SERIES.fields) {
      const rows = db.prepare('SELECT COUNT(*) FROM idx_yearly_series WHERE field = ?').pluck().get(field)
      expect(rows, field).toBe(companiesWithYears)
      for (const year of IDX_YEARLY_SERIES.years) {
        const [series, yearly] = [`s.${seriesColumn(year)}`, `y.${quoteIdent(field)}`]
        const differing = db
          .prepare(
            `SELECT COUNT(*) FROM idx_yearly_series s LEFT JOIN idx_yearly y ON y.symbol = s.symbol AND y.year = ?
             WHERE s.field = ? AND (${series} IS NOT ${yearly} OR typeof(${series}) <> typeof(${yearly}))`,
          )
          .pluck()
          .get(year, field)
        expect(differing, `${field}[${String(year)}]`).toBe(0)
      }
    }
  })
})
