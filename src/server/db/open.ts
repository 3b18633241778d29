import BetterSqlite3, { type Database } from 'better-sqlite3'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { readLatestFiscalYear } from './facts'
import { buildDemoMarketFiles, writeDemoMarket } from './load'

/**
 * Bump when the generator's output or the schema changes: it names the cached database file, so an old cache is
 * never read by newer code.
 */
export const DEMO_DATA_VERSION = 25

/** From this scale up a build takes long enough (seconds to minutes) to report its progress as it goes. */
const PROGRESS_FROM_SCALE = 10

export interface MarketSummary {
  seed: number
  scale: number
  /** the data's "today" (YYYY-MM-DD) */
  asOf: string
  /** the latest fiscal year the data reports in full */
  latestFiscalYear: number
  counts: { idx_companies: number; sgx_companies: number; auctions: number }
}

export interface OpenedMarket {
  db: Database
  summary: MarketSummary
  /** how the database came to be: generated now, or read from DATA_DIR */
  origin: 'generated' | 'cached'
  /** the market's files (the first, then the one attached as `second`), or none for an in-memory database */
  files: readonly string[]
}

function readSummary(db: Database): MarketSummary {
  const rows = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM meta').all()
  const meta = new Map(rows.map((row) => [row.key, row.value]))
  const number = (key: string) => Number(meta.get(key))
  return {
    seed: number('seed'),
    scale: number('scale'),
    asOf: meta.get('as_of') ?? '',
    latestFiscalYear: readLatestFiscalYear(db),
    counts: {
      idx_companies: number('idx_companies'),
      sgx_companies: number('sgx_companies'),
      auctions: number('auctions'),
    },
  }
}

/** The schema name the second file (SECOND_FILE_TABLES) is attached under; queries name its tables unqualified. */
const SECOND_SCHEMA = 'second'

/**
 * Nothing the service does writes data: the connection refuses writes, so no request can change the market. The
 * files are mapped into memory: reads skip a system call each, and every worker shares the one copy the operating
 * system caches (a 100× market is 1.9 GB; SQLite's own page cache would be per worker and 2 MB).
 */
function seal(db: Database, schemas: readonly string[]): Database {
  db.pragma('query_only = ON')
  for (const schema of schemas) db.pragma(`${schema}.mmap_size = ${String(MAP_BYTES)}`)
  return db
}

/** The most of a market file to map: address space, not memory; larger than any market we generate. */
const MAP_BYTES = 16 * 1024 ** 3

/** Opens a built market read-only: its first file, with the second attached (read-only too, as its connection). */
function openFiles(file: string, secondFile: string): Database {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
  db.prepare(`ATTACH DATABASE ? AS ${SECOND_SCHEMA}`).run(secondFile)
  return seal(db, ['main', SECOND_SCHEMA])
}

/**
 * Opens the demo market for a seed and scale: from `dataDir` when it was built there before, else generated now
 * (written to `dataDir` for next time, or kept in memory when no directory is given). A long build of files reports
 * its progress to `log` every few seconds.
 */
export function openDemoMarket(options: {
  seed: number
  scale: number
  dataDir?: string | undefined
  log?: ((line: string) => void) | undefined
}): OpenedMarket {
  const { seed, scale, dataDir } = options
  if (dataDir === undefined) {
    const db = new BetterSqlite3(':memory:')
    writeDemoMarket(db, { seed, scale })
    return { db: seal(db, []), summary: readSummary(db), origin: 'generated', files: [] }
  }
  const name = path.join(dataDir, `demo-market-v${String(DEMO_DATA_VERSION)}-seed${String(seed)}-scale${String(scale)}`)
  const files = [`${name}.sqlite`, `${name}.second.sqlite`] as const
  const [file, secondFile] = files
  // the first file is renamed into place last, so where it is, the second is too; a cache that lost its second file
  // (removed by hand) is built again
  if (existsSync(file) && existsSync(secondFile)) {
    const db = openFiles(file, secondFile)
    return { db, summary: readSummary(db), origin: 'cached', files }
  }
  mkdirSync(dataDir, { recursive: true })
  // Build beside the final names and rename, so a crash mid-build never leaves a half-written cache behind.
  const partials = files.map((final) => `${final}.${String(process.pid)}.partial`)
  const [partial = '', secondPartial = ''] = partials
  for (const stale of partials) rmSync(stale, { force: true })
  const progress = scale >= PROGRESS_FROM_SCALE ? options.log : undefined
  buildDemoMarketFiles(partial, secondPartial, { seed, scale, progress })
  renameSync(secondPartial, secondFile)
  renameSync(partial, file)
  const db = openFiles(file, secondFile)
  return { db, summary: readSummary(db), origin: 'generated', files }
}
