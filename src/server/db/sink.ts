import { idxSnapshotFields } from '../../shared/catalogue/idx-fields'
import { idxQuarterlyFields } from '../../shared/catalogue/idx-quarterly-fields'
import { idxYearlyFields } from '../../shared/catalogue/idx-yearly-fields'
import { sgxSnapshotFields, sgxYearlyFields } from '../../shared/catalogue/sgx-fields'
import type { DemoSink } from '../demo'
import type { IdxCompany, MajorShareholder } from '../demo/model'
import { inserter, rowEncoder, rowInserter, seriesInserter, SYMBOL_YEAR, toSql } from './inserters'
import { IDX_YEARLY_SERIES, SECOND_FILE_TABLES, TRADING_PERIODS } from './schema'
import type { SqlTarget } from './sql-target'

/**
 * Where the market's rows go: one connection for every table, or in a file build two writer threads, the second
 * writing SECOND_FILE_TABLES (schema.ts) into its own file.
 */
export interface MarketTargets {
  main: SqlTarget
  second: SqlTarget
}

/** The connection that writes `table`: the second writer for SECOND_FILE_TABLES, the first for every other. */
export const targetOf = (targets: MarketTargets, table: string): SqlTarget =>
  SECOND_FILE_TABLES.some((name) => name === table) ? targets.second : targets.main

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

/** The insert statements of every table, prepared once, behind the generator's sink. */
export function databaseSink(targets: MarketTargets, finished: DemoSink['finished']): DemoSink {
  // each table's statements go to the writer of its file
  const insertInto = (table: string, columns: readonly string[]) => inserter(targetOf(targets, table), table, columns)
  const rowsInto = (table: string, columns: Parameters<typeof rowInserter>[2]) =>
    rowInserter(targetOf(targets, table), table, columns)
  const insertIdxCompany = insertInto('idx_companies', [
    ...names(idxSnapshotFields),
    ...['sector_slug', 'sub_sector_slug', 'industry_slug', 'sub_industry_slug', 'latest_close_date'],
  ])
  const encodeIdxSnapshot = rowEncoder(idxSnapshotFields)
  const insertIdxSeries = seriesInserter(targetOf(targets, IDX_YEARLY_SERIES.table))
  const insertIdxDetails = insertInto('idx_company_details', [
    'symbol', 'address', 'website', 'phone', 'email', 'analyst_ratings', 'executives_shareholdings', 'key_executives',
    'major_shareholders', 'top_transactions', 'whale_investors', 'conglomerates_group',
  ]) // prettier-ignore
  const labelIdxCompany = targetOf(targets, 'idx_companies').prepare(
    'UPDATE idx_companies SET indices = ?, tags = ? WHERE symbol = ?',
  )
  const insertIdxYear = rowsInto('idx_yearly', [...SYMBOL_YEAR, ...idxYearlyFields])
  const insertIdxQuarter = rowsInto('idx_quarterly', [...SYMBOL_YEAR, { name: 'quarter' }, ...idxQuarterlyFields])
  const insertSgxYear = rowsInto('sgx_yearly', [...SYMBOL_YEAR, ...sgxYearlyFields])
  const insertIdxDividend = insertInto('idx_dividends', ['symbol', 'date', 'total', 'yield'])
  const insertExecutive = insertInto('idx_executives', ['symbol', 'ordinal', 'name', 'position'])
  const insertShareholder = insertInto('idx_shareholders', [
    'symbol', 'ordinal', 'name', 'holder_symbol', 'share_value', 'share_amount', 'share_percentage',
  ]) // prettier-ignore
  const insertFlow = insertInto('idx_institutional_flow', ['symbol', 'date', 'net_transaction'])
  const insertSgxCompany = insertInto('sgx_companies', [...names(sgxSnapshotFields), 'sector_slug', 'sub_sector_slug'])
  const encodeSgxSnapshot = rowEncoder(sgxSnapshotFields)
  const tagSgxCompany = targetOf(targets, 'sgx_companies').prepare('UPDATE sgx_companies SET tags = ? WHERE symbol = ?')
  const insertSgxDividend = insertInto('sgx_dividends', ['symbol', 'date', 'total', 'yield'])
  const insertIdxDaily = insertInto('idx_daily', [
    'symbol', 'stream_key', 'market_cap_target', 'board', 'listing_date', 'quality', 'average_volume',
  ]) // prettier-ignore
  const insertSgxDaily = insertInto('sgx_daily', [
    'symbol', 'stream_key', 'market_cap_target', 'listing_date', 'quality', 'average_volume',
  ]) // prettier-ignore
  const insertSeriesDay = insertInto('market_series', ['name', 'date', 'value'])
  const insertTrading = insertInto('idx_trading', [
    'symbol', 'sub_sector_slug', 'market_cap', 'last_close', ...TRADING_PERIODS.map((p) => `chg_${p}`),
    'max_drawdown', 'rsd_close',
  ]) // prettier-ignore
  const insertMostTraded = insertInto('idx_most_traded', ['grp', 'adjusted', 'date', 'places'])
  const insertSubSectorDay = insertInto('idx_subsector_daily', ['sub_sector_slug', 'date', 'market_cap'])
  const auctionColumns = [
    'wiup_code', 'commodity_type', 'city', 'province', 'company_name', 'winner_date', 'licensed_area_ha',
    'license_number', 'area_type', 'kdi', 'auction_status', 'participant_count', 'winner', 'company_slug',
    'created_at', 'last_modified',
  ] as const // prettier-ignore
  const insertAuction = insertInto('auctions', auctionColumns)
  const insertPhase = insertInto('auction_phases', ['wiup_code', 'order', 'description', 'start_date', 'end_date'])
  const insertParticipant = insertInto('auction_participants', [
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
    trading({ symbol, subSector, marketCap, facts }) {
      insertTrading([
        symbol, subSector, marketCap, facts.lastClose, ...TRADING_PERIODS.map((p) => facts.changes[p]),
        facts.maxDrawdown, facts.rsdClose,
      ]) // prettier-ignore
    },
    tradingDays(days) {
      for (const day of days.mostTraded()) {
        const places = day.places.map((place) => [place.symbol, place.volume, place.close])
        insertMostTraded([day.group, Number(day.adjusted), day.date, JSON.stringify(places)])
      }
      for (const day of days.subSectorDays()) insertSubSectorDay([day.subSector, day.date, day.marketCap])
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
    marketSeries({ name, dates, values }) {
      dates.forEach((date, i) => {
        insertSeriesDay([name, date, values[i] ?? null])
      })
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
