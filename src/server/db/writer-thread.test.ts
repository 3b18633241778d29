import BetterSqlite3 from 'better-sqlite3'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writerThread } from './writer-thread'

const scratchFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'writer-')), 'file.sqlite')

describe('the writer thread', () => {
  it('writes every row it is given, in order, across many batches', () => {
    const file = scratchFile()
    const writer = writerThread(file)
    writer.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, label TEXT)')
    writer.exec('BEGIN')
    const insert = writer.prepare('INSERT INTO t VALUES (?, ?)')
    for (let n = 0; n < 50_000; n++) insert([n, `row ${String(n)}`])
    writer.exec('COMMIT')
    writer.close()

    const db = new BetterSqlite3(file, { readonly: true })
    expect(db.prepare('SELECT count(*) AS rows, sum(n) AS total FROM t').get()).toEqual({
      rows: 50_000,
      total: (49_999 * 50_000) / 2,
    })
    expect(db.prepare('SELECT label FROM t WHERE n = 31337').get()).toEqual({ label: 'row 31337' })
    db.close()
  })

  it('keeps every value as given: numbers, nulls and strings, in rows too wide for one batch', () => {
    const file = scratchFile()
    const writer = writerThread(file)
    // 300 columns: a batch carries 32,768 values, so rows of this width end a batch before 256 rows do
    const columns = Array.from({ length: 300 }, (_, i) => `c${String(i)}`)
    writer.exec(`CREATE TABLE wide (id INTEGER PRIMARY KEY, ${columns.join(', ')})`)
    const insert = writer.prepare(`INSERT INTO wide VALUES (${['?', ...columns.map(() => '?')].join(', ')})`)
    const valueAt = (row: number, column: number) =>
      [null, row * column, -1.5e12 / (column + 1), `text ${String(row)}·${String(column)}`, '', 0.1 + 0.2][
        (row + column) % 6
      ] ?? null
    const rows = 400
    for (let row = 0; row < rows; row++) insert([row, ...columns.map((_, column) => valueAt(row, column))])
    writer.close()

    const db = new BetterSqlite3(file, { readonly: true })
    const read = db.prepare<[], unknown[]>('SELECT * FROM wide ORDER BY id').raw().all()
    expect(read).toHaveLength(rows)
    for (const row of [0, 1, 137, 272, 273, 399])
      expect(read[row]).toEqual([row, ...columns.map((_, column) => valueAt(row, column))])
    db.close()
  })

  it('reports the first failure instead of hanging, and the rest is not written', () => {
    const writer = writerThread(scratchFile())
    writer.exec('CREATE TABLE t (n INTEGER PRIMARY KEY)')
    const insert = writer.prepare('INSERT INTO t VALUES (?)')
    insert([1])
    insert([1])
    expect(() => {
      writer.close()
    }).toThrow(/writing the demo market failed: .*UNIQUE constraint failed: t\.n/)
  })
})
