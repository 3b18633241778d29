import { AS_OF_DAY, dayNumber, yearOf } from './calendar'
import { FIRST_YEAR, LATEST_YEAR, REVENUE_GROWTH_QUANTILES } from './calibration'
import type { IdxBlueprint, IdxPathInputs } from './idx-universe'
import type { CapitalisationSums } from './market-history'
import { closeBack, closeOn, idxTick, marketSizeZ, pathSinceListing, WINDOW_START_DAY } from './price-path'
import type { DailyPath, Extremes, Tick } from './price-path'
import { normalBank } from './normal-bank'
import { allTimeExtremes, olderCloses, OLDER_DAYS, type HistoryInputs } from './price-history'
import { clamp, normalCdf, quantileAt, rngFor, roundHalfUp } from './random'
import { YearValues, type ReadonlyYearValues } from './year-values'

/** One IDX company's trading history: today's quote, the 52-week path and year-end closes. */
export interface IdxPriceHistory {
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
  /** revenue growth drawn for each fiscal year 2018–2026 (2026 is the run rate behind TTM figures) */
  readonly revenueGrowth: ReadonlyYearValues
  /** the lowest and highest close since listing or in ten years (price-history.ts) */
  readonly allTime: Extremes
}

/** Median IDX market cap (calibration p50): the centre of the size z-score that shapes prices. */
const MEDIAN_CAP = 1.3e12
/** Typical IDX share prices: small caps trade around a few hundred rupiah, large caps in the thousands. */
const MEDIAN_PRICE = 300

/** Size in standard units on the IDX (marketSizeZ). */
export const sizeZ = (marketCap: number): number => marketSizeZ(marketCap, MEDIAN_CAP)

/** Today's quote and the 52-week path to it, drawn from the company's own random stream and nothing else. */
export function simulateIdxPath(seed: number, company: IdxPathInputs) {
  const rng = rngFor(seed, 'idx-price', company.key)
  const z = sizeZ(company.marketCapTarget)
  // Watchlist and Acceleration stocks may trade below the regular-board minimum of 50
  const lowBoard = company.board === 'Watchlist' || company.board === 'Acceleration'
  const tick = idxTick(lowBoard ? 1 : 50)
  const drawn = rng.logNormal(MEDIAN_PRICE * Math.exp(0.45 * z) * (lowBoard ? 0.4 : 1), 1)
  const close = tick(clamp(drawn, 1, 45_000))
  const listingDay = dayNumber(company.listingDate)
  const recent = listingDay > WINDOW_START_DAY
  const change = recent ? Math.exp(rng.normal(0.15, 0.5)) - 1 : Math.exp(rng.normal(0.1 * company.quality, 0.4)) - 1
  const annualVolatility = clamp(0.55 - 0.08 * z + rng.normal(0, 0.08), 0.18, 1)
  const path = pathSinceListing(listingDay, { rng, bank: normalBank(seed), close, change, annualVolatility, tick })
  return { close, recent, path, tick, annualVolatility }
}

/** What an IDX company's closes before its 52-week path are drawn from (price-history.ts). */
export function idxHistoryInputs(seed: number, company: IdxPathInputs): HistoryInputs {
  return historyInputs(seed, company, simulateIdxPath(seed, company), drawRevenueGrowth(seed, company))
}

function historyInputs(
  seed: number,
  company: IdxPathInputs,
  { path, tick, annualVolatility }: ReturnType<typeof simulateIdxPath>,
  revenueGrowth: ReadonlyYearValues,
): HistoryInputs {
  const yearEnds = yearEndCloses(seed, company, path, tick, revenueGrowth)
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

/** The start-up pass's buffer for a company's older closes, reused company after company. */
const OLDER_CLOSES = new Float64Array(OLDER_DAYS.length)

/**
 * A company's prices; with `market`, its market cap on every day of its history is added to the market's sums
 * (the same closes the daily endpoint draws again, times today's share count).
 */
export function simulateIdxPrices(seed: number, company: IdxBlueprint, market?: CapitalisationSums): IdxPriceHistory {
  const drawn = simulateIdxPath(seed, company)
  const { close, recent, path, tick } = drawn
  const shares = Math.max(1, roundHalfUp(company.marketCapTarget / close))
  const revenueGrowth = drawRevenueGrowth(seed, company)
  const history = historyInputs(seed, company, drawn, revenueGrowth)
  const older = olderCloses(seed, history, OLDER_CLOSES)
  // the daily endpoint's share count: today's market cap over today's close
  market?.add(older, path, (shares * close) / close)
  return {
    close,
    previousClose: closeBack(path, 1),
    shares,
    marketCap: shares * close,
    yearChange: recent ? null : close / closeBack(path, Infinity) - 1,
    path,
    yearEnds: history.yearEnds,
    tick,
    revenueGrowth,
    allTime: allTimeExtremes(older, path),
  }
}

/**
 * Revenue growth per year from the calibrated distribution, with a persistent company component so growers
 * keep growing (a Gaussian copula: the marginal distribution stays on calibration).
 */
function drawRevenueGrowth(seed: number, company: Pick<IdxBlueprint, 'key'>): YearValues {
  const rng = rngFor(seed, 'idx-revenue-growth', company.key)
  const persistent = rng.normal()
  const growth = new YearValues()
  for (let year = FIRST_YEAR; year <= LATEST_YEAR + 1; year++) {
    growth.set(year, quantileAt(REVENUE_GROWTH_QUANTILES, normalCdf(0.4 * persistent + 0.92 * rng.normal())))
  }
  return growth
}

/**
 * Year-end closes walking back from the 2025 close on the path: each year's return follows that year's revenue
 * growth in part, so valuations drift plausibly rather than at random.
 */
function yearEndCloses(
  seed: number,
  company: Pick<IdxBlueprint, 'key' | 'listingDate'>,
  path: DailyPath,
  tick: Tick,
  growth: ReadonlyYearValues,
): YearValues {
  const rng = rngFor(seed, 'idx-year-end', company.key)
  const listingYear = yearOf(company.listingDate)
  const yearEnds = new YearValues()
  const lastDay2025 = dayNumber(`${LATEST_YEAR}-12-31`)
  if (dayNumber(company.listingDate) > lastDay2025 || AS_OF_DAY < lastDay2025) return yearEnds
  let price = closeOn(path, lastDay2025)
  yearEnds.set(LATEST_YEAR, price)
  for (let year = LATEST_YEAR - 1; year >= Math.max(listingYear, FIRST_YEAR - 1); year--) {
    const logReturn = 0.6 * Math.log(1 + (growth.get(year + 1) ?? 0)) + rng.normal(0.02, 0.25)
    price = tick(price / Math.exp(logReturn))
    yearEnds.set(year, price)
  }
  return yearEnds
}
