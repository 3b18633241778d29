import { yearOf } from '../core/calendar'
import { FIRST_YEAR, LATEST_YEAR, NET_MARGIN_QUANTILES, REVENUE_GROWTH_QUANTILES } from '../core/calibration'
import { incomeFromEarnings } from '../core/income'
import type { IncomeLines } from '../core/income'
import type { SgxYearlyRow } from '../model'
import { at, clamp, normalCdf, quantileAt, rngFor, roundHalfUp } from '../core/random'
import type { Rng } from '../core/random'
import type { SgxPriceHistory } from './market'
import type { SgxBlueprint } from './universe'

/** One modelled SGX year (every year 2018–2025 is modelled; rows start at the listing year). */
export interface SgxYear {
  readonly year: number
  readonly income: IncomeLines
  readonly totalAssets: number
  readonly totalEquity: number
  readonly currentAssets: number
  readonly currentLiabilities: number
  readonly totalDebt: number
  readonly operatingCashFlow: number
  readonly investingCashFlow: number
  readonly financingCashFlow: number
  readonly capitalExpenditure: number
}

export interface SgxFinancials {
  readonly years: readonly SgxYear[]
  /** trailing twelve months: Q4 2025 and three quarters at the 2026 run rate */
  readonly revenueTtm: number
  readonly earningsTtm: number
}

/**
 * The company's years: revenue from market cap over a price-to-sales draw (REITs and banks trade richer), net
 * margin from the calibrated distribution (REITs mostly earn their rent; revaluations make a few lose), and a
 * balance sheet from price-to-book and the business's leverage.
 */
export function buildSgxFinancials(seed: number, company: SgxBlueprint, prices: SgxPriceHistory): SgxFinancials {
  const rng = rngFor(seed, 'sgx-financials', company.key)
  const marketCap2025 = (prices.yearEnds.get(LATEST_YEAR) ?? prices.close) * prices.shares
  const priceToSales = company.isReit
    ? rng.logNormal(9, 0.3)
    : company.isBank
      ? rng.logNormal(4.5, 0.3)
      : rng.logNormal(1.2, 0.6) * Math.exp(-0.3 * company.quality)
  const priceToBook = company.isReit
    ? rng.logNormal(0.9, 0.2)
    : company.isBank
      ? rng.logNormal(1.1, 0.25) * Math.exp(0.3 * company.quality)
      : rng.logNormal(1, 0.6)
  const equityRatio = company.isBank
    ? rng.range(0.07, 0.1)
    : company.isReit
      ? rng.range(0.55, 0.65)
      : rng.range(0.3, 0.7)
  const growthFactor = rng.normal()
  let revenue = marketCap2025 / priceToSales
  let assets = marketCap2025 / priceToBook / equityRatio
  const reversed: SgxYear[] = []
  for (let year = LATEST_YEAR; year >= FIRST_YEAR; year--) {
    reversed.push(sgxYear(rng, company, year, revenue, assets, equityRatio))
    const growth = quantileAt(REVENUE_GROWTH_QUANTILES, normalCdf(0.4 * growthFactor + 0.92 * rng.normal()))
    revenue /= 1 + growth
    assets /= 1 + clamp(0.4 * growth + rng.normal(0.04, 0.04), -0.2, 0.4)
  }
  const years = reversed.reverse()
  const latest = at(years, years.length - 1)
  const runRate = margin(rng, company) * latest.income.revenue * (1 + rng.normal(0.04, 0.1))
  return {
    years,
    revenueTtm: roundHalfUp(latest.income.revenue * (1 + rng.normal(0.03, 0.06))),
    earningsTtm: roundHalfUp(0.25 * latest.income.earnings + 0.75 * runRate),
  }
}

function margin(rng: Rng, company: SgxBlueprint): number {
  if (company.isReit) return rng.chance(0.1) ? -rng.range(0.1, 0.5) : clamp(rng.normal(0.5, 0.15), 0.15, 0.9)
  const u = normalCdf(0.75 * company.quality + 0.66 * rng.normal())
  return quantileAt(NET_MARGIN_QUANTILES, company.isBank ? 0.45 + 0.55 * u : u)
}

function sgxYear(
  rng: Rng,
  company: SgxBlueprint,
  year: number,
  revenue: number,
  assets: number,
  equityRatio: number,
): SgxYear {
  const totalEquity = roundHalfUp(assets * equityRatio)
  const totalAssets = roundHalfUp(assets)
  const totalDebt = roundHalfUp((totalAssets - totalEquity) * (company.isBank ? 0.1 : rng.range(0.2, 0.7)))
  const income = incomeFromEarnings({
    rng,
    revenue,
    earnings: margin(rng, company) * revenue,
    grossMargin: company.isReit ? 0.7 : company.isBank ? 1 : rng.range(0.15, 0.5),
    interestExpense: company.isBank ? 0 : totalDebt * rng.range(0.03, 0.06),
    taxRate: 0.17,
    depreciation: totalAssets * rng.range(0.01, 0.04),
    overheadWithoutRevenue: 0,
  })
  const capitalExpenditure = roundHalfUp(totalAssets * rng.range(0.01, 0.05))
  const operatingCashFlow = roundHalfUp(income.earnings + income.depreciation + revenue * rng.normal(0, 0.05))
  const investingCashFlow = roundHalfUp(-capitalExpenditure + revenue * rng.normal(0, 0.02))
  return {
    year,
    income,
    totalAssets,
    totalEquity,
    currentAssets: roundHalfUp(totalAssets * rng.range(0.15, 0.45)),
    currentLiabilities: roundHalfUp((totalAssets - totalEquity) * rng.range(0.3, 0.6)),
    totalDebt,
    operatingCashFlow,
    investingCashFlow,
    financingCashFlow: roundHalfUp(-operatingCashFlow * rng.range(0.3, 0.9)),
    capitalExpenditure,
  }
}

/** Catalogue rows from the listing year on; the big-cap fields only for big caps, the bank fields only for banks. */
export function sgxYearlyRows(
  seed: number,
  company: SgxBlueprint,
  financials: SgxFinancials,
  dividends: ReadonlyMap<number, { total: number; yield: number }>,
): SgxYearlyRow[] {
  const rng = rngFor(seed, 'sgx-bank-lines', company.key)
  const listingYear = yearOf(company.listingDate)
  return financials.years
    .filter((y) => y.year >= listingYear)
    .map((y): SgxYearlyRow => {
      const i = y.income
      const big = company.bigCap ? y : null
      // a bank has no cost of sales and no current/non-current split
      const split = big && !company.isBank ? y : null
      const bank = big && company.isBank ? bankLines(rng, i.revenue, y.totalAssets, y.totalEquity) : null
      const dividend = dividends.get(y.year)
      return {
        symbol: company.symbol,
        year: y.year,
        revenue: i.revenue,
        earnings: i.earnings,
        total_dividend: dividend?.total ?? null,
        total_yield: dividend?.yield ?? null,
        gross_income: split ? i.grossProfit : null,
        cost_of_revenue: split ? i.costOfRevenue : null,
        operating_income: big ? i.operatingPnl : null,
        operating_expense: big ? i.operatingExpense : null,
        ebit: big ? i.ebit : null,
        ebitda: big ? i.ebitda : null,
        pretax_income: big ? i.earningsBeforeTax : null,
        income_taxes: big ? i.tax : null,
        total_asset: big ? y.totalAssets : null,
        total_equity: big ? y.totalEquity : null,
        total_liabilities: big ? y.totalAssets - y.totalEquity : null,
        working_capital: split ? y.currentAssets - y.currentLiabilities : null,
        total_current_asset: split ? y.currentAssets : null,
        total_non_current_asset: split ? y.totalAssets - y.currentAssets : null,
        operating_cash_flow: big ? y.operatingCashFlow : null,
        investing_cash_flow: big ? y.investingCashFlow : null,
        financing_cash_flow: big ? y.financingCashFlow : null,
        free_cash_flow: big ? y.operatingCashFlow - y.capitalExpenditure : null,
        net_cash_flow: big ? y.operatingCashFlow + y.investingCashFlow + y.financingCashFlow : null,
        capital_expenditure: big ? y.capitalExpenditure : null,
        net_interest_income: bank?.net_interest_income ?? null,
        interest_income: bank?.interest_income ?? null,
        interest_expense: bank?.interest_expense ?? null,
        net_fee_and_commission_income: bank?.net_fee_and_commission_income ?? null,
        net_trading_income: bank?.net_trading_income ?? null,
        net_loan: bank?.net_loan ?? null,
        gross_loan: bank?.gross_loan ?? null,
        total_deposit: bank?.total_deposit ?? null,
        core_capital_tier1: bank?.core_capital_tier1 ?? null,
        total_risk_weighted_asset: bank?.total_risk_weighted_asset ?? null,
      }
    })
}

/** A big bank's lines: net interest about 60 % of revenue, fees and trading the rest; loans about 55 % of assets. */
function bankLines(rng: Rng, revenue: number, assets: number, equity: number) {
  const netInterest = roundHalfUp(revenue * rng.range(0.55, 0.68))
  const fees = roundHalfUp(revenue * rng.range(0.18, 0.25))
  const interestExpense = roundHalfUp(netInterest * rng.range(0.8, 1.2))
  const netLoan = roundHalfUp(assets * rng.range(0.5, 0.6))
  const rwa = roundHalfUp(assets * rng.range(0.4, 0.5))
  return {
    net_interest_income: netInterest,
    interest_income: netInterest + interestExpense,
    interest_expense: interestExpense,
    net_fee_and_commission_income: fees,
    net_trading_income: revenue - netInterest - fees,
    net_loan: netLoan,
    gross_loan: roundHalfUp(netLoan * rng.range(1.01, 1.02)),
    total_deposit: roundHalfUp((assets - equity) * rng.range(0.72, 0.8)),
    core_capital_tier1: roundHalfUp(rwa * rng.range(0.14, 0.17)),
    total_risk_weighted_asset: rwa,
  }
}
