import { mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestServer } from '../test/harness'
import { openDemoMarket } from './open'

const all = (market: ReturnType<typeof openDemoMarket>, sql: string) => market.db.prepare(sql).all()
const columnsOf = (market: ReturnType<typeof openDemoMarket>, table: string) =>
  market.db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .map((column) => column.name)

// each test generates one to three markets: seconds, more on a busy machine than the default 5 s allow
describe('the demo market database', { timeout: 60_000 }, () => {
  it('is built once into DATA_DIR and read back from there, identical, on the next start', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-'))
    const built = openDemoMarket({ seed: 3, scale: 0.5, dataDir })
    const cached = openDemoMarket({ seed: 3, scale: 0.5, dataDir })
    expect(built.origin).toBe('generated')
    expect(cached.origin).toBe('cached')
    expect(cached.file).toBe(built.file)
    expect(cached.summary).toEqual(built.summary)
    expect(all(cached, 'SELECT * FROM idx_companies ORDER BY symbol')).toEqual(
      all(built, 'SELECT * FROM idx_companies ORDER BY symbol'),
    )
  })

  it('holds in DATA_DIR (written by the writer thread) exactly what an in-memory build holds, and nothing else', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-'))
    const onFile = openDemoMarket({ seed: 5, scale: 0.3, dataDir })
    const inMemory = openDemoMarket({ seed: 5, scale: 0.3 })
    const tables = [
      'idx_companies', 'idx_company_details', 'idx_yearly', 'idx_yearly_series', 'idx_quarterly', 'sgx_yearly', 'auctions',
    ] // prettier-ignore
    for (const table of tables) {
      // typeof as well as the value: 5 and 5.0 read the same in JavaScript but are stored differently
      const columns = columnsOf(onFile, table)
      const sql = `SELECT ${columns.map((c) => `typeof("${c}"), "${c}"`).join(', ')} FROM ${table} ORDER BY 2, 4, 6`
      expect(onFile.db.prepare(sql).raw().all()).toEqual(inMemory.db.prepare(sql).raw().all())
    }
    expect(readdirSync(dataDir)).toEqual([path.basename(onFile.file ?? '')])
  })

  it('has planner statistics for every table', () => {
    const market = openDemoMarket({ seed: 3, scale: 0.2 })
    const tables = (sql: string) =>
      market.db
        .prepare<[], { name: string }>(sql)
        .all()
        .map((row) => row.name)
        .sort()
    const measured = tables('SELECT DISTINCT tbl AS name FROM sqlite_stat1')
    expect(tables("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).toEqual(measured)
    // the statistics say how many rows each index holds, the figure the planner starts from
    const companies = market.db.prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'idx_companies_market_cap_rank'")
    expect(String(companies.pluck().get()).split(' ')[0]).toBe(String(market.summary.counts.idx_companies))
  })

  it('refuses every write, so no request can change the data', () => {
    const market = openDemoMarket({ seed: 3, scale: 0.5 })
    expect(() => market.db.exec('DELETE FROM idx_companies')).toThrow(/readonly|query_only/i)
  })

  it('answers identically for the same seed and differently for another', async () => {
    const paths = [
      '/v2/companies/?order_by=-market_cap&limit=20&include_query_values=true',
      '/v2/mining/license-auctions/?limit=30',
      '/v2/sgx/companies/?where=market_cap>0&order_by=-market_cap&include_query_values=true',
    ]
    const first = createTestServer({ seed: 11, scale: 0.5 })
    const again = createTestServer({ seed: 11, scale: 0.5 })
    const other = createTestServer({ seed: 12, scale: 0.5 })
    for (const requestPath of paths) {
      expect(await again.get(requestPath)).toEqual(await first.get(requestPath))
      expect(await other.get(requestPath)).not.toEqual(await first.get(requestPath))
    }
  })
})
