import type { Database } from 'better-sqlite3'
import { idxSnapshotFields } from '../../shared/catalogue/idx-fields'
import { idxQuarterlyFields } from '../../shared/catalogue/idx-quarterly-fields'
import { idxYearlyFields } from '../../shared/catalogue/idx-yearly-fields'
import { sgxSnapshotFields, sgxYearlyFields } from '../../shared/catalogue/sgx-fields'
import { DEMO_AS_OF, streamDemoMarket, type DemoCounts, type DemoSink } from '../demo'
import type { IdxCompany, MajorShareholder } from '../demo/model'
import { inserter, rowEncoder, rowInserter, seriesInserter, SYMBOL_YEAR, toSql } from './inserters'
import { MARKET_INDEXES, TABLES_SQL } from './schema'
import { quoteIdent } from './sql'
import { connectionTarget, type SqlTarget } from './sql-target'
import { writerThread } from './writer-thread'

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value))
const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name)

/** Major shareholders as the real service lists them: `symbol` only for listed holders, the percentage a string. */
const majorShareholdersJson = (holders: readonly MajorShareholder[]) =>
  holders.map(({ symbol, ...rest }) =>
    symbol === null
      ? {
          name: rest.name,
          share_value: rest.share_value,
          share_amount: rest.share_amount,
          share_percentage: rest.share_percentage,
        }
      : {
          name: rest.name,
          symbol,
          share_value: rest.share_value,
          share_amount: rest.share_amount,
          share_percentage: rest.share_percentage,
        },
  )

/**
 * Builds the demo market for a seed and scale in an in-memory database, in this thread (tests, and a server started
 * without DATA_DIR).
 */
export function writeDemoMarket(db: Database, options: { seed: number; scale: number }): DemoCounts {
  return writeMarket(connectionTarget(db), options)
}

/**
 * Builds the demo market file for a seed and scale with both cores: this thread generates the market while a
 * writer thread writes it (see writer-thread.ts). Nothing market-wide is held in either.
 */
export function buildDemoMarketFile(file: string, options: { seed: number; scale: number }): DemoCounts {
  const writer = writerThread(file)
  try {
    // better-sqlite3 turns foreign keys on, so every yearly, quarterly and series row would look its company up
    // before going in: about 8 s of a 100× build's 130 s of CPU (wall 83–85 → 77–78.5 s, measured twice each).
    // The in-memory build that the tests use keeps the check, so a row written for an unknown company fails there.
    writer.exec('PRAGMA foreign_keys = OFF')
    writer.exec('PRAGMA journal_mode = OFF')
    writer.exec('PRAGMA synchronous = OFF')
    return writeMarket(writer, options)
  } finally {
    writer.close()
  }
}

/**
 * Page cache while rows go in: each company's rows land inside every year's range (the tables are keyed by year
 * first), and the open ends of those trees stay in it.
 */
const INSERT_CACHE = 'PRAGMA cache_size = -131072'

/**
 * Creates the schema and streams the market into it in one transaction, company by company. Each market's indexes
 * and statistics are built as soon as its rows are in: in a file build, the writer thread builds the IDX ones while
 * this thread generates the SGX market (at scale 100 the IDX ones take 7–8 s).
 */
function writeMarket(target: SqlTarget, options: { seed: number; scale: number }): DemoCounts {
  target.exec(TABLES_SQL)
  target.exec('BEGIN')
  target.exec(INSERT_CACHE)
  const finished = (market: 'idx' | 'sgx') => {
    indexAndMeasure(target, market)
  }
  const counts = streamDemoMarket(options, databaseSink(target, finished))
  const insertMeta = inserter(target, 'meta', ['key', 'value'])
  const meta = { seed: options.seed, scale: options.scale, as_of: DEMO_AS_OF, ...counts }
  for (const [key, value] of Object.entries(meta)) insertMeta([key, String(value)])
  indexAndMeasure(target, 'rest')
  target.exec('COMMIT')
  return counts
}

/** Builds the secondary indexes of one market's tables, then their statistics for the query planner. */
function indexAndMeasure(target: SqlTarget, market: keyof typeof MARKET_INDEXES): void {
  const { sql, tables } = MARKET_INDEXES[market]
  // the inserts wanted a large page cache, and each index is built by a sort that may take as much memory again:
  // shrink the cache first so that the two do not add up, and give it back for the next market's rows
  target.exec('PRAGMA cache_size = -16384')
  target.exec(sql)
  // statistics: without them the planner guesses that "market_cap_rank <= 200" keeps a quarter of the companies
  // and starts from a whole year of yearly rows instead (scale 100: 170 ms against 7 ms), and it cannot tell that
  // the narrow headline index is cheaper to read than the yearly table itself
  target.exec(tables.map((table) => `ANALYZE ${quoteIdent(table)};`).join('\n'))
  target.exec(INSERT_CACHE)
}

/** The insert statements of every table, prepared once, behind the generator's sink. */
function databaseSink(target: SqlTarget, finished: DemoSink['finished']): DemoSink {
  const insertIdxCompany = inserter(target, 'idx_companies', [
    ...names(idxSnapshotFields),
    ...['sector_slug', 'sub_sector_slug', 'industry_slug', 'sub_industry_slug', 'latest_close_date'],
  ])
  const encodeIdxSnapshot = rowEncoder(idxSnapshotFields)
  const insertIdxSeries = seriesInserter(target)
  const insertIdxDetails = inserter(target, 'idx_company_details', [
    'symbol', 'address', 'website', 'phone', 'email', 'analyst_ratings', 'executives_shareholdings', 'key_executives',
    'major_shareholders', 'top_transactions', 'whale_investors', 'conglomerates_group',
  ]) // prettier-ignore
  const labelIdxCompany = target.prepare('UPDATE idx_companies SET indices = ?, tags = ? WHERE symbol = ?')
  const insertIdxYear = rowInserter(target, 'idx_yearly', [...SYMBOL_YEAR, ...idxYearlyFields])
  const insertIdxQuarter = rowInserter(target, 'idx_quarterly', [
    ...SYMBOL_YEAR,
    { name: 'quarter' },
    ...idxQuarterlyFields,
  ])
  const insertSgxYear = rowInserter(target, 'sgx_yearly', [...SYMBOL_YEAR, ...sgxYearlyFields])
  const insertIdxDividend = inserter(target, 'idx_dividends', ['symbol', 'date', 'total', 'yield'])
  const insertExecutive = inserter(target, 'idx_executives', ['symbol', 'ordinal', 'name', 'position'])
  const insertShareholder = inserter(target, 'idx_shareholders', [
    'symbol', 'ordinal', 'name', 'holder_symbol', 'share_value', 'share_amount', 'share_percentage',
  ]) // prettier-ignore
  const insertFlow = inserter(target, 'idx_institutional_flow', ['symbol', 'date', 'net_transaction'])
  const insertSgxCompany = inserter(target, 'sgx_companies', [
    ...names(sgxSnapshotFields),
    'sector_slug',
    'sub_sector_slug',
  ])
  const encodeSgxSnapshot = rowEncoder(sgxSnapshotFields)
  const tagSgxCompany = target.prepare('UPDATE sgx_companies SET tags = ? WHERE symbol = ?')
  const insertSgxDividend = inserter(target, 'sgx_dividends', ['symbol', 'date', 'total', 'yield'])
  const insertIdxDaily = inserter(target, 'idx_daily', [
    'symbol', 'stream_key', 'market_cap_target', 'board', 'listing_date', 'quality', 'average_volume',
  ]) // prettier-ignore
  const insertSgxDaily = inserter(target, 'sgx_daily', [
    'symbol', 'stream_key', 'market_cap_target', 'listing_date', 'quality', 'average_volume',
  ]) // prettier-ignore
  const auctionColumns = [
    'wiup_code', 'commodity_type', 'city', 'province', 'company_name', 'winner_date', 'licensed_area_ha',
    'license_number', 'area_type', 'kdi', 'auction_status', 'participant_count', 'winner', 'company_slug',
    'created_at', 'last_modified',
  ] as const // prettier-ignore
  const insertAuction = inserter(target, 'auctions', auctionColumns)
  const insertPhase = inserter(target, 'auction_phases', [
    'wiup_code',
    'order',
    'description',
    'start_date',
    'end_date',
  ])
  const insertParticipant = inserter(target, 'auction_participants', [
    'wiup_code', 'ordinal', 'nib', 'company_name', 'email', 'qualification_result',
  ]) // prettier-ignore

  const writeIdxCompany = (company: IdxCompany, symbol: string) => {
    const { slugs, contact } = company
    const values = encodeIdxSnapshot(company.snapshot)
    values.push(slugs.sector, slugs.subSector, slugs.industry, slugs.subIndustry, company.latestCloseDate)
    insertIdxCompany(values)
    insertIdxDetails([
      symbol, contact.address, contact.website, contact.phone, contact.email,
      json(company.analystRatings), json(company.executivesShareholdings),
      json(company.keyExecutives), json(majorShareholdersJson(company.majorShareholders)), json(company.topTransactions),
      JSON.stringify(company.whaleInvestors), JSON.stringify(company.conglomeratesGroup),
    ]) // prettier-ignore
    for (const payment of company.dividends) insertIdxDividend([symbol, payment.date, payment.total, payment.yield])
    for (const [i, person] of company.keyExecutives.entries())
      insertExecutive([symbol, i, person.name, person.position])
    for (const [i, holder] of company.majorShareholders.entries())
      insertShareholder([
        symbol, i, holder.name, holder.symbol, holder.share_value, holder.share_amount, holder.share_percentage,
      ]) // prettier-ignore
    for (const point of company.institutionalFlow) insertFlow([symbol, point.date, point.net_transaction])
    const daily = company.dailyRecipe
    insertIdxDaily([
      symbol, daily.key, daily.marketCapTarget, daily.board, daily.listingDate, daily.quality, daily.averageVolume,
    ]) // prettier-ignore
  }

  return {
    finished,
    company(company, yearly, quarterly) {
      const symbol = company.snapshot.symbol
      if (symbol === null) throw new Error('an IDX company without a symbol')
      writeIdxCompany(company, symbol)
      for (const row of yearly) insertIdxYear(row)
      insertIdxSeries(symbol, yearly)
      for (const row of quarterly) insertIdxQuarter(row)
    },
    labels(symbol, indices, tags) {
      labelIdxCompany([toSql(indices), toSql(tags), symbol])
    },
    sgxCompany(company, yearly) {
      const symbol = company.snapshot.symbol
      if (symbol === null) throw new Error('an SGX company without a symbol')
      const values = encodeSgxSnapshot(company.snapshot)
      values.push(company.slugs.sector, company.slugs.subSector)
      insertSgxCompany(values)
      for (const payment of company.dividends) insertSgxDividend([symbol, payment.date, payment.total, payment.yield])
      const daily = company.dailyRecipe
      insertSgxDaily([symbol, daily.key, daily.marketCapTarget, daily.listingDate, daily.quality, daily.averageVolume])
      for (const row of yearly) insertSgxYear(row)
    },
    sgxTags(symbol, tags) {
      tagSgxCompany([toSql(tags), symbol])
    },
    auction(auction) {
      insertAuction(auctionColumns.map((column) => (column === 'winner' ? Number(auction.winner) : auction[column])))
      for (const phase of auction.phases)
        insertPhase([auction.wiup_code, phase.order, phase.description, phase.start_date, phase.end_date])
      auction.participants.forEach((person, i) => {
        insertParticipant([
          auction.wiup_code,
          i,
          person.NIB,
          person.company_name,
          person.email,
          person.qualification_result,
        ])
      })
    },
  }
}
