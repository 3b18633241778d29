import { AS_OF_DAY, civilDay, dayNumber, isoDate, randomTradingDay, yearOf } from '../core/calendar'
import { FIRST_YEAR, LATEST_YEAR } from '../core/calibration'
import { recordDividendYear, type DividendYear } from '../idx/dividends'
import type { DividendPayment } from '../model'
import {
  closeBack,
  closeOn,
  firstDay,
  marketSizeZ,
  pathSinceListing,
  sgxTick,
  WINDOW_START_DAY,
} from '../prices/price-path'
import type { DailyPath, Extremes } from '../prices/price-path'
import type { CapitalisationSums } from '../prices/market-history'
import { normalBank } from '../core/normal-bank'
import { allTimeExtremes, olderCloses, OLDER_DAYS, type HistoryInputs } from '../prices/price-history'
import { clamp, rngFor, round, roundHalfUp } from '../core/random'
import { YearValues, type ReadonlyYearValues } from '../core/year-values'
import type { SgxBlueprint, SgxPathInputs } from './universe'

/** One SGX company's quote and history. Prices in SGD on the SGX tick grid. */
export interface SgxPriceHistory {
  readonly close: number
  readonly shares: number
  readonly marketCap: number
  readonly path: DailyPath
  /** year-end closes 2017–2025 for the years the company was listed at year end */
  readonly yearEnds: ReadonlyYearValues
  /** close over the close 52 weeks ago minus one; null when listed more recently */
  readonly yearChange: number | null
  /** the lowest and highest close since listing or in ten years (prices/price-history.ts) */
  readonly allTime: Extremes
}

/** Median SGX market cap: the centre of the size z-score. */
const MEDIAN_CAP = 1e8

/** Size in standard units on the SGX (marketSizeZ). */
export const sgxSizeZ = (marketCap: number): number => marketSizeZ(marketCap, MEDIAN_CAP)

/**
 * Today's quote and the 52-week path to it, from the company's own random stream; the stream is returned because
 * the year-end closes continue it.
 */
export function simulateSgxPath(seed: number, company: SgxPathInputs) {
  const rng = rngFor(seed, 'sgx-price', company.key)
  const z = sgxSizeZ(company.marketCapTarget)
  const close = sgxTick(clamp(rng.logNormal(0.3 * Math.exp(0.55 * z), 0.9), 0.005, 80))
  const listingDay = dayNumber(company.listingDate)
  const change = Math.exp(rng.normal(0.05 + 0.08 * company.quality, 0.3)) - 1
  const annualVolatility = clamp(0.45 - 0.07 * z + rng.normal(0, 0.06), 0.12, 0.9)
  const path = pathSinceListing(listingDay, {
    rng,
    bank: normalBank(seed),
    close,
    change,
    annualVolatility,
    tick: sgxTick,
  })
  return { rng, close, listingDay, path, annualVolatility }
}

/**
 * An SGX company's path and year-end closes (2017–2025, for the years it was listed at year end), the year ends
 * walking back from the 2025 close on the path with the path's own stream.
 */
function sgxPathAndYearEnds(seed: number, company: SgxPathInputs) {
  const drawn = simulateSgxPath(seed, company)
  const { rng, listingDay, path } = drawn
  const yearEnds = new YearValues()
  const lastDay2025 = dayNumber(`${LATEST_YEAR}-12-31`)
  if (listingDay <= lastDay2025) {
    let price = closeOn(path, lastDay2025)
    yearEnds.set(LATEST_YEAR, price)
    for (let year = LATEST_YEAR - 1; year >= Math.max(yearOf(company.listingDate), FIRST_YEAR - 1); year--) {
      price = sgxTick(price / Math.exp(rng.normal(0.03, 0.22)))
      yearEnds.set(year, price)
    }
  }
  const history: HistoryInputs = {
    market: 'sgx',
    key: company.key,
    listingDay,
    path,
    yearEnds,
    annualVolatility: drawn.annualVolatility,
    tick: sgxTick,
  }
  return { ...drawn, yearEnds, history }
}

/** What an SGX company's closes before its 52-week path are drawn from (prices/price-history.ts). */
export const sgxHistoryInputs = (seed: number, company: SgxPathInputs): HistoryInputs =>
  sgxPathAndYearEnds(seed, company).history

/** The start-up pass's buffer for a company's older closes, reused company after company. */
const OLDER_CLOSES = new Float64Array(OLDER_DAYS.length)

/** Today's quote (SGX penny stocks trade well below a dollar), the 52-week path and year-end closes. */
export function simulateSgxPrices(seed: number, company: SgxBlueprint, market?: CapitalisationSums): SgxPriceHistory {
  const { close, listingDay, path, yearEnds, history } = sgxPathAndYearEnds(seed, company)
  const shares = Math.max(1, roundHalfUp(company.marketCapTarget / close))
  const recent = listingDay > WINDOW_START_DAY
  const older = olderCloses(seed, history, OLDER_CLOSES)
  market?.add(older, path, roundHalfUp(shares * close) / close)
  return {
    close,
    shares,
    marketCap: roundHalfUp(shares * close),
    path,
    yearEnds,
    yearChange: recent ? null : close / closeBack(path, Infinity) - 1,
    allTime: allTimeExtremes(older, path),
  }
}

export interface SgxDividends {
  readonly payments: readonly DividendPayment[]
  readonly byYear: ReadonlyMap<number, DividendYear>
}

/**
 * SGX dividends. REITs distribute nearly all they earn, twice a year, for yields around 5–8 %; about half of
 * the other companies pay (more among the large and profitable) out of the previous year's earnings.
 */
export function buildSgxDividends(
  seed: number,
  company: SgxBlueprint,
  prices: SgxPriceHistory,
  earningsPerShare: ReadonlyMap<number, number>,
): SgxDividends {
  const rng = rngFor(seed, 'sgx-dividends', company.key)
  const payer = company.isReit
    ? rng.chance(0.95)
    : rng.normal(0.6 * company.quality + 0.4 * sgxSizeZ(prices.marketCap), 0.8) > -0.1
  const payments: DividendPayment[] = []
  const byYear = new Map<number, DividendYear>()
  if (!payer) return { payments, byYear }
  const reitYield = rng.normal(0.065, 0.012)
  const payout = rng.range(0.3, 0.7)
  const ceiling = 0.06 * rng.logNormal(1, 0.35)
  const listingDay = dayNumber(company.listingDate)
  for (let year = FIRST_YEAR; year <= LATEST_YEAR + 1; year++) {
    const previousEps = earningsPerShare.get(year - 1) ?? earningsPerShare.get(year) ?? 0
    if (!company.isReit && (previousEps <= 0 || rng.chance(0.1))) continue
    const windows = company.isReit || rng.chance(0.35) ? [2, 8] : [5]
    const yearPayments: DividendPayment[] = []
    for (const month of windows) {
      const from = Math.max(civilDay(year, month, 3), listingDay + 30)
      const to = Math.min(civilDay(year, month, 27), AS_OF_DAY)
      if (from > to) continue
      const day = randomTradingDay(rng, from, to)
      const price = day >= firstDay(prices.path) ? closeOn(prices.path, day) : yearPrice(prices, year)
      const annual = company.isReit ? reitYield * price : Math.min(payout * previousEps, ceiling * price)
      const total = round(annual / windows.length, 4)
      if (total > 0) yearPayments.push({ date: isoDate(day), total, yield: total / price })
    }
    recordDividendYear({ payments, byYear }, year, yearPayments, 4)
  }
  return { payments, byYear }
}

function yearPrice(prices: SgxPriceHistory, year: number): number {
  return prices.yearEnds.get(year - 1) ?? prices.yearEnds.get(year) ?? prices.close
}
