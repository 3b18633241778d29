import type { Database } from 'better-sqlite3'
import { DEMO_AS_OF, streamDemoMarket, type DemoCounts, type OlderYearsSource } from '../demo'
import { BuiltFigures } from '../market/built-figures'
import { withBuildProgress } from './build-progress'
import { inserter } from './inserters'
import { MARKET_INDEXES } from './indexes'
import { SECOND_FILE_TABLES_SQL, TABLES_SQL } from './schema'
import { databaseSink, targetOf, type MarketTargets } from './sink'
import { quoteIdent } from './sql'
import { connectionTarget } from './sql-target'
import { olderYearsThread } from './older-years-thread'
import { writerThread } from './writer-thread'

/**
 * Builds the demo market for a seed and scale in an in-memory database, in this thread (tests, and a server started
 * without DATA_DIR).
 */
export function writeDemoMarket(db: Database, options: { seed: number; scale: number }): DemoCounts {
  const target = connectionTarget(db)
  return writeMarket({ main: target, second: target }, options)
}

/**
 * Builds the demo market files for a seed and scale with both cores: this thread generates the market while two
 * writer threads write it (see writer-thread.ts), `file` and `secondFile` (SECOND_FILE_TABLES) side by side; the
 * three share two cores, and the generator is no longer kept waiting for one writer. Nothing market-wide is held.
 */
export function buildDemoMarketFiles(
  file: string,
  secondFile: string,
  options: { seed: number; scale: number; progress?: ((line: string) => void) | undefined },
): DemoCounts {
  const olderYears = olderYearsThread()
  const main = writerThread(file)
  const second = writerThread(secondFile)
  try {
    for (const writer of [main, second]) {
      // better-sqlite3 turns foreign keys on, so every yearly, quarterly and series row would look its company up
      // before going in, a noticeable share of a large build's CPU.
      // The in-memory build that the tests use keeps the check, so a row written for an unknown company fails
      // there (the second file's rows name companies of the first, which no check could see).
      writer.exec('PRAGMA foreign_keys = OFF')
      writer.exec(PAGE_SIZE)
      writer.exec('PRAGMA journal_mode = OFF')
      writer.exec('PRAGMA synchronous = OFF')
    }
    return writeMarket({ main, second }, { ...options, idxOlderYears: olderYears.source })
  } finally {
    // every one, even when one fails: no thread may outlive the build
    try {
      main.close()
    } finally {
      try {
        second.close()
      } finally {
        olderYears.close()
      }
    }
  }
}

/**
 * Pages of 16 KiB instead of SQLite's 4 KiB: a quarter of the pages to fill, split and link, for the same rows. At
 * scale 30 the writers spent 7 % less CPU and the first build took 5 % less time (six alternating pairs, each one
 * faster: bench:startup); the files are 2 % smaller, and the screener, the reports and the market endpoints answer
 * as fast (bench, bench:endpoints: medians within a millisecond either way).
 */
const PAGE_SIZE = 'PRAGMA page_size = 16384'

/**
 * Page cache of each writer while rows go in: each company's rows land inside every year's range (the tables are
 * keyed by year first), and the open ends of those trees stay in it. 64 MiB builds as fast as 128 MiB with less
 * peak memory, and 32 MiB is slower (docs/benchmarks.md).
 */
const INSERT_CACHE = 'PRAGMA cache_size = -65536'

/**
 * Creates the schema and streams the market into it in one transaction per file, company by company. Each market's
 * indexes and statistics are built as soon as its rows are in: in a file build, the first writer builds the IDX
 * ones while this thread generates the SGX market and the second writer writes it.
 */
function writeMarket(
  targets: MarketTargets,
  options: {
    seed: number
    scale: number
    idxOlderYears?: OlderYearsSource
    /** where a long build reports how far it is (build-progress.ts) */
    progress?: ((line: string) => void) | undefined
  },
): DemoCounts {
  const everyTarget = distinctTargets(targets)
  targets.main.exec(TABLES_SQL)
  targets.second.exec(SECOND_FILE_TABLES_SQL)
  for (const target of everyTarget) {
    target.exec('BEGIN')
    target.exec(INSERT_CACHE)
  }
  const finished = (market: 'idx' | 'sgx') => {
    indexAndMeasure(targets, market)
  }
  const figures = new BuiltFigures()
  const sink = figures.listening(databaseSink(targets, finished))
  const counts = streamDemoMarket(options, options.progress ? withBuildProgress(sink, options.progress) : sink)
  figures.write(targets.main, DEMO_AS_OF)
  const insertMeta = inserter(targets.main, 'meta', ['key', 'value'])
  const meta = { seed: options.seed, scale: options.scale, as_of: DEMO_AS_OF, ...counts }
  for (const [key, value] of Object.entries(meta)) insertMeta([key, String(value)])
  indexAndMeasure(targets, 'rest')
  for (const target of everyTarget) target.exec('COMMIT')
  return counts
}

const distinctTargets = ({ main, second }: MarketTargets) => (main === second ? [main] : [main, second])

/**
 * Builds the secondary indexes of one market's tables, then their statistics for the query planner, each on the
 * connection that holds the table: in a file build the two writers index and measure their files' tables side by side.
 */
function indexAndMeasure(targets: MarketTargets, market: keyof typeof MARKET_INDEXES): void {
  const { tables, indexes } = MARKET_INDEXES[market]
  const sqlOf: Partial<Record<string, string>> = indexes
  for (const target of distinctTargets(targets)) {
    const here = tables.filter((table) => targetOf(targets, table) === target)
    if (here.length === 0) continue
    // the inserts wanted a large page cache, and each index is built by a sort that may take as much memory again:
    // shrink the cache first so that the two do not add up, and give it back for the next market's rows
    target.exec('PRAGMA cache_size = -16384')
    target.exec(here.map((table) => sqlOf[table] ?? '').join('\n'))
    // statistics: without them the planner guesses that "market_cap_rank <= 200" keeps a quarter of the companies
    // and starts from a whole year of yearly rows instead, and it cannot tell that
    // the narrow headline index is cheaper to read than the yearly table itself
    target.exec(here.map((table) => `ANALYZE ${quoteIdent(table)};`).join('\n'))
    target.exec(INSERT_CACHE)
  }
}
