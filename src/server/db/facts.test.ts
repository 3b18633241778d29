import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { readLatestFiscalYear } from './facts'

describe('readLatestFiscalYear', () => {
  const withYears = (rows: readonly [number, number | null][]) => {
    const db = new BetterSqlite3(':memory:')
    db.exec('CREATE TABLE idx_yearly (symbol TEXT, year INTEGER, revenue NUMERIC)')
    const insert = db.prepare('INSERT INTO idx_yearly VALUES (?, ?, ?)')
    for (const [year, revenue] of rows) insert.run('ABCD.JK', year, revenue)
    return db
  }

  it('is the last year with reported revenue: forecast rows (estimates only) do not count', () => {
    expect(
      readLatestFiscalYear(
        withYears([
          [2023, 5],
          [2024, 6],
          [2025, 7],
          [2026, null],
          [2027, null],
        ]),
      ),
    ).toBe(2025)
  })

  it('moves with the data', () => {
    expect(
      readLatestFiscalYear(
        withYears([
          [2030, 1],
          [2031, null],
        ]),
      ),
    ).toBe(2030)
  })

  it('refuses a database without a reported year', () => {
    expect(() => readLatestFiscalYear(withYears([[2026, null]]))).toThrow(/no fiscal year/)
  })
})
