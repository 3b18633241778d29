import { AS_OF_DAY, dayNumber, yearOf } from '../core/calendar'
import { FIRST_YEAR, LATEST_YEAR, REVENUE_GROWTH_QUANTILES } from '../core/calibration'
import type { IdxPathInputs } from './universe'
import type { CapitalisationSums } from '../prices/market-history'
import { closeBack, closeOn, idxTick, marketSizeZ, pathSinceListing, WINDOW_START_DAY } from '../prices/price-path'
import type { DailyPath, Extremes, Tick } from '../prices/price-path'
import { normalBank } from '../core/normal-bank'
import { allTimeExtremes, olderCloses, OLDER_DAYS, type HistoryInputs } from '../prices/price-history'
import { clamp, normalCdf, quantileAt, rngFor, roundHalfUp } from '../core/random'
import { YearValues, type ReadonlyYearValues } from '../core/year-values'
import { yearlyVolatility } from './steadiness'

/** What the price pass draws for an IDX company: today's quote, the 52-week path, year-end closes and growth. */
export interface IdxQuote {
  readonly close: number
  readonly previousClose: number
  readonly shares: number
  /** shares × close, an integer */
  readonly marketCap: number
  /** close over the close 52 weeks ago, minus one; null when listed more recently */
  readonly yearChange: number | null
  readonly path: DailyPath
  /** year-end closes from the year before the yearly history (2017) on, for years listed at year end */
  readonly yearEnds: ReadonlyYearValues
  readonly tick: Tick
  readonly annualVolatility: number
  /** revenue growth drawn for each fiscal year 2018–2026 (2026 is the run rate behind TTM figures) */
  readonly revenueGrowth: ReadonlyYearValues
}

/** One IDX company's trading history: its quote and the extremes of its ten years. */
export interface IdxPriceHistory extends IdxQuote {
  /** the lowest and highest close since listing or in ten years (prices/price-history.ts) */
  readonly allTime: Extremes
}

/** Median IDX market cap (calibration p50): the centre of the size z-score that shapes prices. */
const MEDIAN_CAP = 1.3e12
/** Typical IDX share prices: small caps trade around a few hundred rupiah, large caps in the thousands. */
const MEDIAN_PRICE = 300

/** Size in standard units on the IDX (marketSizeZ). */
export const sizeZ = (marketCap: number): number => marketSizeZ(marketCap, MEDIAN_CAP)

/** The lowest price a company may quote: Watchlist and Acceleration stocks may trade below the regular 50. */
export const idxTickFloor = ({ board }: Pick<IdxPathInputs, 'board'>): number =>
  board === 'Watchlist' || board === 'Acceleration' ? 1 : 50

/** Today's quote and the 52-week path to it, drawn from the company's own random stream and nothing else. */
export function simulateIdxPath(seed: number, company: IdxPathInputs) {
  const rng = rngFor(seed, 'idx-price', company.key)
  const z = sizeZ(company.marketCapTarget)
  const lowBoard = idxTickFloor(company) === 1
  const tick = idxTick(idxTickFloor(company))
  const drawn = rng.logNormal(MEDIAN_PRICE * Math.exp(0.45 * z) * (lowBoard ? 0.4 : 1), 1)
  const close = tick(clamp(drawn, 1, 45_000))
  const listingDay = dayNumber(company.listingDate)
  const recent = listingDay > WINDOW_START_DAY
  // a steady large bank's price moves far less in a year than a small miner's, so its P/E holds from year end to today
  const steadiness = clamp(yearlyVolatility(company.key, z), 0.4, 1)
  const change = recent
    ? Math.exp(rng.normal(0.15, 0.5)) - 1
    : Math.exp(rng.normal(0.1 * company.quality * steadiness, 0.4 * steadiness)) - 1
  const annualVolatility = clamp(0.55 - 0.08 * z + rng.normal(0, 0.08), 0.18, 1)
  const path = pathSinceListing(listingDay, { rng, bank: normalBank(seed), close, change, annualVolatility, tick })
  return { close, recent, path, tick, annualVolatility }
}

/** What an IDX company's closes before its 52-week path are drawn from (prices/price-history.ts). */
export function idxHistoryInputs(seed: number, company: IdxPathInputs): HistoryInputs {
  const { path, tick, annualVolatility } = simulateIdxPath(seed, company)
  const yearEnds = yearEndCloses(seed, company, path, tick, drawRevenueGrowth(seed, company))
  return historyInputs(company, { path, tick, annualVolatility, yearEnds })
}

function historyInputs(
  company: IdxPathInputs,
  { path, tick, annualVolatility, yearEnds }: Pick<IdxQuote, 'path' | 'tick' | 'annualVolatility' | 'yearEnds'>,
): HistoryInputs {
  return {
    market: 'idx',
    key: company.key,
    listingDay: dayNumber(company.listingDate),
    path,
    yearEnds,
    annualVolatility,
    tick,
  }
}

/** A company's quote, path, year-end closes and revenue growth: everything of its prices but the ten years. */
export function drawIdxQuote(seed: number, company: IdxPathInputs): IdxQuote {
  const { close, recent, path, tick, annualVolatility } = simulateIdxPath(seed, company)
  const shares = Math.max(1, roundHalfUp(company.marketCapTarget / close))
  const revenueGrowth = drawRevenueGrowth(seed, company)
  return {
    close,
    previousClose: closeBack(path, 1),
    shares,
    marketCap: shares * close,
    yearChange: recent ? null : close / closeBack(path, Infinity) - 1,
    path,
    yearEnds: yearEndCloses(seed, company, path, tick, revenueGrowth),
    tick,
    annualVolatility,
    revenueGrowth,
  }
}

/** The daily endpoint's share count: today's market cap over today's close. */
export const sharesPerClose = ({ shares, close }: IdxQuote): number => (shares * close) / close

/** The start-up pass's buffer for a company's older closes, reused company after company. */
const OLDER_CLOSES = new Float64Array(OLDER_DAYS.length)

/**
 * The extremes of a company's whole history, its older closes drawn for them; with `market`, its market cap on every
 * day of that history is added to the market's sums (the same closes the daily endpoint draws again, times today's
 * share count).
 */
function idxAllTime(seed: number, company: IdxPathInputs, quote: IdxQuote, market?: CapitalisationSums): Extremes {
  const older = olderCloses(seed, historyInputs(company, quote), OLDER_CLOSES)
  market?.add(older, quote.path, sharesPerClose(quote))
  return allTimeExtremes(older, quote.path)
}

/** A company's prices, its ten years included (added to `market` when given). */
export function simulateIdxPrices(seed: number, company: IdxPathInputs, market?: CapitalisationSums): IdxPriceHistory {
  const quote = drawIdxQuote(seed, company)
  return { ...quote, allTime: idxAllTime(seed, company, quote, market) }
}

/** The year the whole market's revenue fell (the pandemic), and by how much in standard units of growth. */
const MARKET_SHOCK = { year: 2020, depth: 0.9 } as const

/**
 * Revenue growth per year through the calibrated distribution (a Gaussian copula): a persistent company trend, so
 * growers keep growing, plus yearly shocks whose size follows the company's steadiness (steadiness.ts), and the
 * market's shared 2020 fall. Small and volatile companies take shocks wider than the typical one, large steady ones
 * far narrower, so the market's spread of growth stays wide while a large bank's revenue moves by a few per cent.
 */
function drawRevenueGrowth(seed: number, company: Pick<IdxPathInputs, 'key' | 'marketCapTarget'>): YearValues {
  const rng = rngFor(seed, 'idx-revenue-growth', company.key)
  const persistent = rng.normal()
  const volatility = yearlyVolatility(company.key, sizeZ(company.marketCapTarget))
  const growth = new YearValues()
  for (let year = FIRST_YEAR; year <= LATEST_YEAR + 1; year++) {
    const shock = year === MARKET_SHOCK.year ? MARKET_SHOCK.depth * Math.min(1, volatility + 0.3) : 0
    const z = 0.4 * persistent + 0.92 * volatility * rng.normal() - shock
    growth.set(year, quantileAt(REVENUE_GROWTH_QUANTILES, normalCdf(z)))
  }
  return growth
}

/**
 * Year-end closes walking back from the 2025 close on the path: each year's return follows that year's revenue
 * growth in part, so valuations drift plausibly rather than at random.
 */
function yearEndCloses(
  seed: number,
  company: Pick<IdxPathInputs, 'key' | 'listingDate' | 'marketCapTarget'>,
  path: DailyPath,
  tick: Tick,
  growth: ReadonlyYearValues,
): YearValues {
  const rng = rngFor(seed, 'idx-year-end', company.key)
  // steady companies' prices wander less from their earnings, so their P/E history holds its level
  const noise = 0.25 * clamp(yearlyVolatility(company.key, sizeZ(company.marketCapTarget)), 0.25, 1)
  const listingYear = yearOf(company.listingDate)
  const yearEnds = new YearValues()
  const lastDay2025 = dayNumber(`${LATEST_YEAR}-12-31`)
  if (dayNumber(company.listingDate) > lastDay2025 || AS_OF_DAY < lastDay2025) return yearEnds
  let price = closeOn(path, lastDay2025)
  yearEnds.set(LATEST_YEAR, price)
  for (let year = LATEST_YEAR - 1; year >= Math.max(listingYear, FIRST_YEAR - 1); year--) {
    const logReturn = 0.6 * Math.log(1 + (growth.get(year + 1) ?? 0)) + rng.normal(0.02, noise)
    price = tick(price / Math.exp(logReturn))
    yearEnds.set(year, price)
  }
  return yearEnds
}
