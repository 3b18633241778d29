import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { QueryTooComplex, refusedByDatabase } from './refusals'

const thrownBy = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('refusedByDatabase', () => {
  const db = new BetterSqlite3(':memory:')
  db.exec('CREATE TABLE t (a INTEGER PRIMARY KEY)')

  it('turns a statement SQLite refuses at a limit into the client-facing refusal, in SQLite words', () => {
    const tables = Array.from({ length: 70 }, (_, i) => `t t${String(i)}`).join(', ')
    const refused = refusedByDatabase(thrownBy(() => db.prepare(`SELECT 1 FROM ${tables}`)))
    expect(refused).toBeInstanceOf(QueryTooComplex)
    expect((refused as QueryTooComplex).message).toBe(
      'The query is too complex: it goes past a limit of the database (at most 64 tables in a join).',
    )
    const tooBig = refusedByDatabase(thrownBy(() => db.prepare('SELECT zeroblob(2000000000)').get()))
    expect((tooBig as QueryTooComplex).message).toContain('(string or blob too big)')
  })

  it('leaves other failures as they are (a constraint is a bug of ours, not a limit)', () => {
    db.exec('INSERT INTO t VALUES (1)')
    const constraint = thrownBy(() => db.exec('INSERT INTO t VALUES (1)'))
    expect(refusedByDatabase(constraint)).toBe(constraint)
    const plain = new Error('not from SQLite')
    expect(refusedByDatabase(plain)).toBe(plain)
  })
})
