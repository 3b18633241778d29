import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestServer } from '../testing/harness'
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
    expect(cached.files).toEqual(built.files)
    expect(cached.summary).toEqual(built.summary)
    expect(all(cached, 'SELECT * FROM idx_companies ORDER BY symbol')).toEqual(
      all(built, 'SELECT * FROM idx_companies ORDER BY symbol'),
    )
  })

  it('holds in DATA_DIR (its older closes drawn and its rows written on threads) exactly what an in-memory build holds, and nothing else', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-'))
    const onFile = openDemoMarket({ seed: 5, scale: 0.3, dataDir })
    const inMemory = openDemoMarket({ seed: 5, scale: 0.3 })
    const tables = [
      'idx_companies', 'idx_company_details', 'idx_yearly', 'idx_yearly_series', 'idx_quarterly', 'sgx_yearly', 'auctions',
      'market_series', 'idx_trading', 'idx_most_traded',
    ] // prettier-ignore
    for (const table of tables) {
      // typeof as well as the value: 5 and 5.0 read the same in JavaScript but are stored differently
      const columns = columnsOf(onFile, table)
      const sql = `SELECT ${columns.map((c) => `typeof("${c}"), "${c}"`).join(', ')} FROM ${table} ORDER BY 2, 4, 6`
      expect(onFile.db.prepare(sql).raw().all()).toEqual(inMemory.db.prepare(sql).raw().all())
    }
    expect(readdirSync(dataDir).sort()).toEqual(onFile.files.map((file) => path.basename(file)).sort())
  })

  it('answers the market endpoints from DATA_DIR (each table with its indexes, in either file) as from memory', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-'))
    const onFile = createTestServer({ seed: 5, scale: 0.3, dataDir })
    const inMemory = createTestServer({ seed: 5, scale: 0.3 })
    const paths = [
      '/v2/companies/top-changes/?classifications=top_gainers,top_losers&periods=1d,30d,365d&n_stock=5',
      '/v2/companies/top-changes/?sub_sector=banks&min_mcap_billion=0',
      '/v2/most-traded/?n_stock=5&adjusted=true',
      '/v2/subsector/report/banks/',
      '/v2/free-float/?sub_sector=banks',
    ]
    for (const request of paths) {
      const answer = await onFile.get(request)
      expect(answer.status, request).toBe(200)
      expect(answer, request).toEqual(await inMemory.get(request))
    }
  })

  it('rebuilds a cache in DATA_DIR that lost its second file', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-'))
    const built = openDemoMarket({ seed: 3, scale: 0.2, dataDir })
    const [, secondFile = ''] = built.files
    rmSync(secondFile)
    const rebuilt = openDemoMarket({ seed: 3, scale: 0.2, dataDir })
    expect(rebuilt.origin).toBe('generated')
    expect(all(rebuilt, 'SELECT * FROM sgx_companies ORDER BY symbol')).toEqual(
      all(openDemoMarket({ seed: 3, scale: 0.2 }), 'SELECT * FROM sgx_companies ORDER BY symbol'),
    )
    expect(readdirSync(dataDir).sort()).toEqual(built.files.map((file) => path.basename(file)).sort())
  })

  it.each([
    ['in memory', undefined],
    ['in DATA_DIR, in two files', 'files'],
  ])('has planner statistics for every table (%s)', (_, kept) => {
    const dataDir = kept === undefined ? undefined : mkdtempSync(path.join(os.tmpdir(), 'market-'))
    const market = openDemoMarket({ seed: 3, scale: 0.2, dataDir })
    const schemas = market.files.length > 1 ? ['main', 'second'] : ['main']
    const tables = (sql: (schema: string) => string) =>
      schemas
        .flatMap((schema) => market.db.prepare<[], { name: string }>(sql(schema)).all())
        .map((row) => row.name)
        .sort()
    const measured = tables((schema) => `SELECT DISTINCT tbl AS name FROM ${schema}.sqlite_stat1`)
    const every = tables(
      (schema) => `SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    expect(every).toEqual(measured)
    expect(every).toContain('sgx_companies')
    // the statistics say how many rows each index holds, the figure the planner starts from
    const companies = market.db.prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'idx_companies_market_cap_rank'")
    expect(String(companies.pluck().get()).split(' ')[0]).toBe(String(market.summary.counts.idx_companies))
  })

  it.each([
    ['in memory', false],
    ['in DATA_DIR, either file', true],
  ])('refuses every write, so no request can change the data (%s)', (_, kept) => {
    const dataDir = kept ? mkdtempSync(path.join(os.tmpdir(), 'market-')) : undefined
    const market = openDemoMarket({ seed: 3, scale: 0.5, dataDir })
    for (const table of ['idx_companies', 'idx_quarterly', 'sgx_companies'])
      expect(() => market.db.exec(`DELETE FROM ${table}`)).toThrow(/readonly|query_only/i)
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
