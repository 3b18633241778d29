import { dayNumber } from '../core/calendar'
import { assignEmployees, assignMargins, assignRevenue, PeerAverages, rankDescending } from './cross-section'
import { buildIdxCompany, surveyIdxCompany, type MarketRanks, type StatementInputs } from './company'
import { marketCap2025 } from './financials'
import { compositeSeries, idxIndexSeries } from '../prices/index-levels'
import { drawIdxQuote, sharesPerClose, type IdxQuote } from './market'
import { OlderInputsBatches, olderExtremesAt, OlderYearsDrawing, type OlderYearsSource } from './older-years'
import { ownershipContext } from './ownership'
import { buildIdxUniverse } from './universe'
import { selectIndices, tagsFor, TOP_TAG_SIZE } from './indices-and-tags'
import type { IndexCandidate } from './indices-and-tags'
import { CapitalisationSums, type MarketSeriesSink } from '../prices/market-history'
import type { IdxCompany, IdxQuarterlyRow, IdxSnapshotRow, IdxYearlyRow } from '../model'
import { firstInOrder } from '../core/order'
import { allTimeFrom, hasOlderCloses } from '../prices/price-history'
import { WINDOW_DAYS } from '../prices/price-path'
import { at } from '../core/random'
import { idxPathVolumes } from '../prices/daily-recipe'
import { tradingFacts, TradingDays, type CompanyTrading, type SubSectorDay } from '../prices/trading-summary'

/** Where the IDX generator puts what it makes, company by company, so a whole market never sits in memory. */
export interface IdxSink extends MarketSeriesSink {
  /** one company with its fiscal years (forecasts included) and quarters; its indices and tags come later */
  company(company: IdxCompany, yearly: readonly IdxYearlyRow[], quarterly: readonly IdxQuarterlyRow[]): void
  /** after every company, for each: index memberships and tags, which rank the whole market */
  labels(symbol: string, indices: IdxSnapshotRow['indices'], tags: IdxSnapshotRow['tags']): void
  /** right after its company: what its trading days come to (price changes, steadiness) */
  trading(company: CompanyTrading): void
  /** after every company: each day's most traded and each sub-sector's market cap per day */
  tradingDays(days: TradingDays): void
  /** then each sub-sector's market cap at the ends of the quarters before those days (for its report), oldest first */
  subSectorQuarterEnds?(days: readonly SubSectorDay[]): void
  // then marketSeries: the market's daily capitalisation, the composite and every index
}

/** A company's 52-week volumes: scratch space reused company after company. */
const VOLUMES = new Float64Array(WINDOW_DAYS.length)

/**
 * The IDX side of the demo market, streamed into `sink` in symbol order. Market-wide steps (revenue, margins,
 * employee and cap ranks, peer averages, indices, tags) need every company, so the generator surveys first and
 * writes second, rebuilding each company's statements from the same seed instead of keeping them: what stays in
 * memory is a price history and a few ranking numbers per company. Returns the compact ranking records, which is
 * what the auctions need of the listed companies.
 */
export function generateIdx(
  seed: number,
  scale: number,
  sink: IdxSink,
  olderYears: OlderYearsSource = (at, count) => new OlderYearsDrawing(at, count),
): IndexCandidate[] {
  const blueprints = buildIdxUniverse(seed, scale)
  sink.universe?.('idx', blueprints.length)
  // the market's daily capitalisation: the paths' days summed here as each quote is drawn, the older days by the
  // drawer of the older closes (on a thread of its own in a file build)
  const pathSums = new CapitalisationSums()
  const older = olderYears(seed, blueprints.length)
  const olderInputs = new OlderInputsBatches(older)
  const prices: (IdxQuote | undefined)[] = blueprints.map((blueprint) => {
    const quote = drawIdxQuote(seed, blueprint)
    pathSums.addPath(quote.path, sharesPerClose(quote), hasOlderCloses(dayNumber(blueprint.listingDate)))
    olderInputs.add(blueprint, quote)
    return quote
  })
  olderInputs.flush()
  const priceOf = (i: number) => {
    const known = prices[i]
    if (known === undefined) throw new Error(`the prices of ${at(blueprints, i).symbol} were released too early`)
    return known
  }
  const inputs: StatementInputs = {
    revenue: assignRevenue(
      seed,
      blueprints.map((blueprint, i) => ({ blueprint, marketCap2025: marketCap2025(priceOf(i)) })),
    ),
    margins: assignMargins(seed, blueprints),
  }

  // survey: peer averages and head counts need every company's statements
  const peers = new PeerAverages(blueprints)
  const survey = blueprints.map((blueprint, i) => {
    const { financials, multiples } = surveyIdxCompany(seed, blueprint, priceOf(i), inputs)
    for (const year of multiples) peers.add(year)
    const latest = at(financials.years, financials.years.length - 1)
    return { blueprint, revenue: latest.income.revenue, marketCap: priceOf(i).marketCap }
  })
  const employees = assignEmployees(seed, survey)
  const ranks: MarketRanks = {
    count: blueprints.length,
    capRank: rankDescending(survey.map((s) => ({ symbol: s.blueprint.symbol, value: s.marketCap }))),
    employees,
    employeeRank: rankDescending(blueprints.map((b) => ({ symbol: b.symbol, value: employees.get(b.symbol) ?? null }))),
    coverageRank: rankDescending(
      survey.filter((s) => s.blueprint.covered).map((s) => ({ symbol: s.blueprint.symbol, value: s.marketCap })),
    ),
    ownership: ownershipContext(blueprints),
  }

  // write, in symbol order (so each table, and each year's range of the period-keyed ones, grows at its end),
  // releasing each price history
  const bySymbol = blueprints
    .map((_, i) => i)
    .sort((a, b) => compare(at(blueprints, a).symbol, at(blueprints, b).symbol))
  const market = { ...inputs, ...ranks }
  const fillYear = (row: IdxYearlyRow) => {
    peers.fill(row)
  }
  const history = older.finish()
  const candidates: IndexCandidate[] = []
  const tradingDays = new TradingDays()
  for (const i of bySymbol) {
    const quote = priceOf(i)
    const price = { ...quote, allTime: allTimeFrom(olderExtremesAt(history, i), quote.path) }
    const built = buildIdxCompany(seed, at(blueprints, i), price, market, fillYear)
    prices[i] = undefined
    sink.company(built.company, built.yearly, built.quarterly)
    // the volumes /v2/daily/ draws again on request, drawn here once on the path in hand for the market-wide figures
    const volumes = idxPathVolumes(seed, built.company.dailyRecipe, price.path, VOLUMES)
    const { symbol } = at(blueprints, i)
    const subSector = built.company.slugs.subSector
    sink.trading({ symbol, subSector, marketCap: built.company.snapshot.market_cap, facts: tradingFacts(price.path) })
    tradingDays.add(symbol, subSector, price.path, volumes, price.shares)
    candidates.push(built.candidate)
  }

  sink.tradingDays(tradingDays)
  sink.subSectorQuarterEnds?.([...history.quarterEnds.days()])
  const indices = selectIndices(candidates)
  const topBy = (value: (c: IndexCandidate) => number) =>
    new Set(
      firstInOrder(
        candidates.filter((c) => value(c) > 0),
        TOP_TAG_SIZE,
        (a, b) => value(b) - value(a) || compare(a.blueprint.symbol, b.blueprint.symbol),
      ).map((c) => c.blueprint.symbol),
    )
  const topValue = topBy((c) => c.value90d)
  const topVolume = topBy((c) => c.volume90d)
  const topBuying = topBy((c) => c.institutionBuying)
  for (const candidate of candidates) {
    const symbol = candidate.blueprint.symbol
    sink.labels(symbol, indices.get(symbol) ?? null, tagsFor(candidate, topValue, topVolume, topBuying))
  }
  const capitalisation = pathSums.plus(history.sums)
  const marketWide = [capitalisation.totalSeries(), compositeSeries(capitalisation)]
  for (const series of [...marketWide, ...idxIndexSeries(seed, blueprints, indices)]) sink.marketSeries(series)
  return candidates
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
