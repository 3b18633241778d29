import BetterSqlite3 from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildDemoMarketFiles } from '../src/server/db/load'
import { option } from './stats'

/**
 * A fingerprint of every table of a demo market built the way the server builds its files (generator, older-years
 * thread, two writer threads): one SHA-256 per table over its rows in primary-key order, and one over them all.
 * Two builds of the same code and seed print the same lines; a refactoring that keeps the market keeps them too.
 * `npx tsx bench/market-hash.ts --scale 1 --seed 1`.
 */
const scale = Number(option('scale', '1'))
const seed = Number(option('seed', '1'))

const dir = mkdtempSync(path.join(os.tmpdir(), 'market-hash-'))
try {
  const main = path.join(dir, 'main.db')
  const second = path.join(dir, 'second.db')
  buildDemoMarketFiles(main, second, { seed, scale })
  const whole = createHash('sha256')
  for (const file of [main, second]) {
    const db = new BetterSqlite3(file, { readonly: true })
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
    for (const { name } of tables) {
      const hash = createHash('sha256')
      let rows = 0
      // rowid order is insertion order, which is the generator's order; WITHOUT ROWID tables are kept in key order
      for (const row of db.prepare(`SELECT * FROM "${name}"`).raw().iterate()) {
        hash.update(JSON.stringify(row))
        rows += 1
      }
      const digest = hash.digest('hex')
      whole.update(`${name}:${digest}`)
      console.log(`${name.padEnd(32)} ${String(rows).padStart(9)} rows  ${digest.slice(0, 16)}`)
    }
    db.close()
  }
  console.log(`market seed ${String(seed)} scale ${String(scale)}: ${whole.digest('hex')}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
