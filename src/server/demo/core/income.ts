import type { Rng } from './random'
import { roundHalfUp } from './random'

/** One year's income statement in whole currency units. The identities below hold exactly after rounding. */
export interface IncomeLines {
  readonly revenue: number
  readonly costOfRevenue: number
  /** revenue − costOfRevenue */
  readonly grossProfit: number
  readonly operatingExpense: number
  /** grossProfit − operatingExpense */
  readonly operatingPnl: number
  readonly nonOperating: number
  /** operatingPnl + nonOperating */
  readonly ebit: number
  readonly interestExpense: number
  /** ebit − interestExpense */
  readonly earningsBeforeTax: number
  readonly tax: number
  /** earningsBeforeTax − tax */
  readonly earnings: number
  readonly depreciation: number
  /** ebit + depreciation */
  readonly ebitda: number
}

/**
 * Works an income statement back from the year's net earnings (the figure calibrated against the market's
 * margin distribution): tax and interest peel off first, the gross margin sets the cost split, and whatever
 * operations cannot plausibly carry is booked as non-operating income (investment gains of holdings).
 */
export function incomeFromEarnings(options: {
  rng: Rng
  revenue: number
  earnings: number
  grossMargin: number
  interestExpense: number
  taxRate: number
  depreciation: number
  /** operating costs of a company without revenue (a holding vehicle or a pre-revenue miner) */
  overheadWithoutRevenue: number
}): IncomeLines {
  const { rng, revenue, earnings, grossMargin, taxRate } = options
  const interestExpense = roundHalfUp(options.interestExpense)
  // loss-makers still pay some tax (withholding, profitable subsidiaries)
  const tax = roundHalfUp(earnings > 0 ? (earnings * taxRate) / (1 - taxRate) : Math.abs(earnings) * rng.range(0, 0.06))
  const ebt = earnings + tax
  const ebit = ebt + interestExpense
  const roundedRevenue = roundHalfUp(revenue)
  let grossProfit: number
  let operatingPnl: number
  if (roundedRevenue > 0) {
    // a little non-operating income or loss (±1 % of revenue) sits between operations and EBIT
    operatingPnl = ebit - roundedRevenue * rng.normal(0, 0.01)
    grossProfit = Math.min(
      0.97 * roundedRevenue,
      Math.max(roundedRevenue * grossMargin, operatingPnl + 0.03 * roundedRevenue),
    )
    // operations keep at least 2 % of revenue as costs; the rest of EBIT becomes non-operating below
    operatingPnl = Math.min(operatingPnl, grossProfit - 0.02 * roundedRevenue)
  } else {
    grossProfit = 0
    operatingPnl = -Math.abs(options.overheadWithoutRevenue)
  }
  const costOfRevenue = roundHalfUp(roundedRevenue - grossProfit)
  const gross = roundedRevenue - costOfRevenue
  const operatingExpense = roundHalfUp(gross - operatingPnl)
  const operating = gross - operatingExpense
  const nonOperating = roundHalfUp(ebit - operating)
  const exactEbit = operating + nonOperating
  const earningsBeforeTax = exactEbit - interestExpense
  const depreciation = roundHalfUp(options.depreciation)
  return {
    revenue: roundedRevenue,
    costOfRevenue,
    grossProfit: gross,
    operatingExpense,
    operatingPnl: operating,
    nonOperating,
    ebit: exactEbit,
    interestExpense,
    earningsBeforeTax,
    tax,
    earnings: earningsBeforeTax - tax,
    depreciation,
    ebitda: exactEbit + depreciation,
  }
}
