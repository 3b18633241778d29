import { AS_OF_DAY, civilDay, dayNumber, isoDate, randomTradingDay } from '../core/calendar'
import { FIRST_YEAR, LATEST_YEAR } from '../core/calibration'
import type { IdxFinancials } from './financials'
import type { IdxQuote } from './market'
import { sizeZ } from './market'
import type { IdxBlueprint } from './universe'
import type { DividendPayment } from '../model'
import { closeOn, firstDay } from '../prices/price-path'
import { at, round, rngFor } from '../core/random'
import type { Rng } from '../core/random'

/** A year's dividends: the sum of its payments per share and of their yields at the time. */
export interface DividendYear {
  readonly total: number
  readonly yield: number
}

export interface IdxDividends {
  /** ex-dividend payments, oldest first, 2018 up to the as-of day */
  readonly payments: readonly DividendPayment[]
  readonly byYear: ReadonlyMap<number, DividendYear>
}

/**
 * Boards rarely pay out more than a typical yield even when the payout ratio would allow it: each company has
 * a yield ceiling around 7 % (log-normal), so most payers yield 1–8 % and only a few top 10 %.
 */
const TYPICAL_YIELD_CEILING = 0.07

/**
 * Dividends out of the previous year's earnings. About a third of companies pay in a given year (more among
 * large, profitable, state-owned and Main-board names); payers distribute 20–80 % of earnings, so yields land
 * mostly between 1 and 8 %.
 */
export function buildIdxDividends(
  seed: number,
  company: IdxBlueprint,
  financials: IdxFinancials,
  prices: IdxQuote,
): IdxDividends {
  const rng = rngFor(seed, 'idx-dividends', company.key)
  const score =
    0.9 * company.quality +
    0.5 * sizeZ(prices.marketCap) +
    (company.board === 'Main' ? 0.5 : 0) +
    (company.stateOwned ? 0.6 : 0) +
    rng.normal(0, 0.8)
  const policy = score > 0.35 ? 'regular' : score > -0.35 ? 'occasional' : 'never'
  const yieldCeiling = TYPICAL_YIELD_CEILING * rng.logNormal(1, 0.35)
  const payout = company.stateOwned
    ? rng.range(0.45, 0.9)
    : policy === 'regular'
      ? rng.range(0.2, 0.75)
      : rng.range(0.1, 0.4)
  const payments: DividendPayment[] = []
  const byYear = new Map<number, DividendYear>()
  if (policy === 'never') return { payments, byYear }

  const listingDay = dayNumber(company.listingDate)
  const eps = financials.years.map((y) => y.income.earnings / y.shares)
  for (let year = FIRST_YEAR; year <= LATEST_YEAR + 1; year++) {
    const previousEps = year === FIRST_YEAR ? at(eps, 0) * rng.range(0.8, 1.1) : at(eps, year - 1 - FIRST_YEAR)
    const pays = policy === 'regular' || rng.chance(0.45)
    if (!pays || previousEps <= 0) continue
    const perShare = payout * previousEps * rng.range(0.85, 1.15)
    const interim = rng.chance(0.3)
    const parts = interim ? [0.6, 0.4] : [1]
    const windows = [
      [`${year}-05-02`, `${year}-07-31`],
      [`${year}-11-03`, `${year}-12-19`],
    ] as const
    const yearPayments: DividendPayment[] = []
    parts.forEach((share, i) => {
      const [from, to] = at(windows, i)
      // never before the first month of trading, never after the as-of day
      const earliest = Math.max(dayNumber(from), listingDay + 30)
      const latest = Math.min(dayNumber(to), AS_OF_DAY)
      if (earliest > latest) return
      const day = randomTradingDay(rng, earliest, latest)
      const price = priceOn(prices, day, year, rng)
      const total = round(Math.min(perShare, price * yieldCeiling) * share, 2)
      if (total >= 0.5) yearPayments.push({ date: isoDate(day), total, yield: total / price })
    })
    recordDividendYear({ payments, byYear }, year, yearPayments, 2)
  }
  return { payments, byYear }
}

/**
 * Adds a year's payments to a market's dividends with their roll-up (the year's total, rounded to the market's
 * precision, and its summed yields); a year without payments adds nothing. Both markets' builders use it.
 */
export function recordDividendYear(
  into: { payments: DividendPayment[]; byYear: Map<number, DividendYear> },
  year: number,
  yearPayments: readonly DividendPayment[],
  decimals: number,
): void {
  if (yearPayments.length === 0) return
  into.payments.push(...yearPayments)
  into.byYear.set(year, {
    total: round(
      yearPayments.reduce((sum, p) => sum + p.total, 0),
      decimals,
    ),
    yield: yearPayments.reduce((sum, p) => sum + (p.yield ?? 0), 0),
  })
}

/** The close on `day`: from the daily path when inside it, else between the surrounding year-end closes. */
function priceOn(prices: IdxQuote, day: number, year: number, rng: Rng): number {
  if (day >= firstDay(prices.path)) return closeOn(prices.path, day)
  const start = prices.yearEnds.get(year - 1) ?? prices.yearEnds.get(year) ?? prices.close
  const end = prices.yearEnds.get(year) ?? start
  const f = (day - civilDay(year, 1, 1)) / 365
  return prices.tick(start * (end / start) ** f * rng.range(0.95, 1.05))
}
