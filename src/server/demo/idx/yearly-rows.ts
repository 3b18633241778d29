import { idxYearlyFields } from '../../../shared/catalogue/idx-yearly-fields'
import { yearOf } from '../core/calendar'
import { FIRST_YEAR, FORECAST_YEARS, LATEST_YEAR } from '../core/calibration'
import type { IdxDividends } from './dividends'
import type { IdxFinancials, IdxYear } from './financials'
import type { IdxQuote } from './market'
import type { IdxBlueprint } from './universe'
import type { IdxYearlyRow } from '../model'
import { at, rngFor, roundHalfUp } from '../core/random'
import { multiple, nullRow, ratio } from '../core/rows'

/**
 * The fiscal years a company shows: from its listing year (2018 at the earliest) to 2025. About one in ten
 * companies with a long history also lacks its earliest year or two, as coverage in the real data starts late.
 */
export function visibleYears(seed: number, company: IdxBlueprint): number[] {
  const first = Math.max(FIRST_YEAR, yearOf(company.listingDate))
  const years: number[] = []
  for (let year = first; year <= LATEST_YEAR; year++) years.push(year)
  const rng = rngFor(seed, 'idx-visible-years', company.key)
  if (years.length >= 4 && rng.chance(0.1)) years.splice(0, rng.int(1, 2))
  return years
}

/** A year's market cap at its closing price and the multiples on it that peers are averaged over. */
function valuationMultiples(y: IdxYear, yearEndPrice: number | null) {
  const revenue = y.income.revenue > 0 ? y.income.revenue : null
  const marketCap = yearEndPrice === null ? null : yearEndPrice * y.shares
  return {
    revenue,
    marketCap,
    pe: multiple(marketCap, y.income.earnings),
    pb: multiple(marketCap, y.totalEquity),
    ps: multiple(marketCap, revenue),
  }
}

/** The multiples of a reported year that peers are averaged over (cross-section.ts). */
export type PeerMultiples = Pick<IdxYearlyRow, 'symbol' | 'year' | 'pe' | 'pb' | 'ps'>

/**
 * The peer multiples of each reported year, the same as the company's yearly rows hold, without building the rows:
 * the market-wide survey needs only these of every company (idx.ts).
 */
export function idxPeerMultiples(
  seed: number,
  company: IdxBlueprint,
  financials: IdxFinancials,
  prices: IdxQuote,
): PeerMultiples[] {
  return visibleYears(seed, company).map((year) => {
    const { pe, pb, ps } = valuationMultiples(
      at(financials.years, year - FIRST_YEAR),
      prices.yearEnds.get(year) ?? null,
    )
    return { symbol: company.symbol, year, pe, pb, ps }
  })
}

/** The company's reported years as catalogue rows (peer averages are filled in later, market-wide). */
export function idxYearlyRows(
  seed: number,
  company: IdxBlueprint,
  financials: IdxFinancials,
  prices: IdxQuote,
  dividends: IdxDividends,
): IdxYearlyRow[] {
  const years = visibleYears(seed, company)
  const rng = rngFor(seed, 'idx-yearly-rows', company.key)
  const retained = retainedEarnings(financials, dividends, rng.range(0.15, 0.6))
  const rows: IdxYearlyRow[] = []
  let previous: IdxYearlyRow | null = null
  for (const year of years) {
    const figures = at(financials.years, year - FIRST_YEAR)
    const row = yearRow(company.symbol, figures, prices.yearEnds.get(year) ?? null, rng.range(0.9, 1.02))
    row.retained_earnings = at(retained, year - FIRST_YEAR)
    const dividend = dividends.byYear.get(year)
    row.total_dividend = dividend?.total ?? null
    row.total_yield = dividend?.yield ?? null
    const eps = row.eps ?? 0
    const previousEps = previous?.year === year - 1 ? previous.eps : null
    row.eps_growth = previousEps ? (eps - previousEps) / Math.abs(previousEps) : null
    row.peg = row.pe !== null && row.eps_growth !== null && row.eps_growth > 0 ? row.pe / (row.eps_growth * 100) : null
    rows.push(row)
    previous = row
  }
  return rows
}

/** Retained earnings rolled forward from an opening share of 2018 equity: plus earnings, less dividends paid. */
function retainedEarnings(financials: IdxFinancials, dividends: IdxDividends, openingShare: number): number[] {
  const result: number[] = []
  let balance = at(financials.years, 0).totalEquity * openingShare
  for (const figures of financials.years) {
    const paid = (dividends.byYear.get(figures.year)?.total ?? 0) * figures.shares
    balance += (result.length === 0 ? 0 : figures.income.earnings) - paid
    result.push(roundHalfUp(balance))
  }
  return result
}

/**
 * One reported year as a catalogue row, written as a single literal so the compiler checks that every yearly
 * field is accounted for (and the rows share one shape, which keeps large markets fast to build). Bank fields
 * are null for everyone but banks; premiums for everyone but insurers.
 */
function yearRow(symbol: string, y: IdxYear, yearEndPrice: number | null, receiptsRatio: number): IdxYearlyRow {
  const i = y.income
  const b = y.bank
  const isBank = b !== null
  const { revenue, marketCap, pe, pb, ps } = valuationMultiples(y, yearEndPrice)
  const enterpriseValue = marketCap === null ? null : marketCap + y.totalDebt - y.cash
  // gross receipts plus every inflowing activity; outflows are what the net change leaves
  const cashInflow =
    roundHalfUp(Math.max(0, i.revenue) * receiptsRatio) +
    Math.max(0, y.operatingCashFlow) +
    Math.max(0, y.investingCashFlow) +
    Math.max(0, y.financingCashFlow)
  return {
    symbol,
    year: y.year,
    revenue: i.revenue,
    cost_of_revenue: i.costOfRevenue,
    gross_profit: i.grossProfit,
    operating_expense: i.operatingExpense,
    operating_pnl: i.operatingPnl,
    ebit: i.ebit,
    ebitda: i.ebitda,
    earnings_before_tax: i.earningsBeforeTax,
    tax: i.tax,
    earnings: i.earnings,
    non_operating_income_or_loss: i.nonOperating,
    // a bank's interest is its cost of revenue, not a financing cost below operations
    interest_expense_non_operating: isBank ? null : i.interestExpense,
    eps: i.earnings / y.shares,
    eps_growth: null,
    total_assets: y.totalAssets,
    total_liabilities: y.totalLiabilities,
    total_equity: y.totalEquity,
    total_debt: y.totalDebt,
    net_debt: y.totalDebt - y.cash,
    current_assets: y.currentAssets,
    current_liabilities: y.currentLiabilities,
    non_current_liabilities: y.currentLiabilities === null ? null : y.totalLiabilities - y.currentLiabilities,
    cash_and_equivalents: y.cash,
    cash_only: y.cashOnly,
    fixed_assets: y.fixedAssets,
    inventories: y.inventories,
    prepaid_assets: y.prepaid,
    retained_earnings: null,
    outstanding_shares: y.shares,
    operating_cash_flow: y.operatingCashFlow,
    investing_cash_flow: y.investingCashFlow,
    financing_cash_flow: y.financingCashFlow,
    capital_expenditure: y.capitalExpenditure,
    free_cash_flow: y.operatingCashFlow - y.capitalExpenditure,
    net_cash_flow: y.netCashFlow,
    end_cash_position: y.cash,
    cash_inflow: cashInflow,
    cash_outflow: cashInflow - y.netCashFlow,
    realized_capital_goods_investment: roundHalfUp(y.capitalExpenditure * receiptsRatio * 0.95),
    total_dividend: null,
    total_yield: null,
    pe,
    pb,
    ps,
    pcf: multiple(marketCap, y.operatingCashFlow),
    peg: null,
    pe_peer_avg: null,
    pb_peer_avg: null,
    ps_peer_avg: null,
    // enterprise value means little for a bank, whose debt is its raw material
    enterprise_to_ebitda: isBank ? null : multiple(enterpriseValue, i.ebitda),
    enterprise_to_revenue: isBank ? null : multiple(enterpriseValue, revenue),
    roe: ratio(i.earnings, y.totalEquity),
    roa: ratio(i.earnings, y.totalAssets),
    net_profit_margin: ratio(i.earnings, revenue),
    gross_profit_margin: ratio(i.grossProfit, revenue),
    operating_profit_margin: ratio(i.operatingPnl, revenue),
    operating_cash_flow_margin: ratio(y.operatingCashFlow, revenue),
    efficiency_ratio: y.efficiencyRatio,
    cost_to_income_ratio: y.costToIncome,
    debt_to_asset_ratio: ratio(y.totalDebt, y.totalAssets),
    debt_to_equity_ratio: ratio(y.totalDebt, y.totalEquity),
    current_ratio: ratio(y.currentAssets, y.currentLiabilities),
    interest_coverage_ratio: isBank ? null : ratio(i.ebit, i.interestExpense),
    cash_flow_to_debt_ratio: ratio(y.operatingCashFlow, y.totalDebt),
    total_asset_turnover: ratio(i.revenue, y.totalAssets),
    fixed_asset_turnover: ratio(i.revenue, y.fixedAssets),
    interest_income: b?.interest_income ?? null,
    interest_expense: b?.interest_expense ?? null,
    net_interest_income: b?.net_interest_income ?? null,
    non_interest_income: b?.non_interest_income ?? null,
    gross_loan: b?.gross_loan ?? null,
    net_loan: b?.net_loan ?? null,
    allowance_for_loans: b?.allowance_for_loans ?? null,
    provision: b?.provision ?? null,
    non_performing_loan: b?.non_performing_loan ?? null,
    special_mention_loan: b?.special_mention_loan ?? null,
    restructured_loan_current: b?.restructured_loan_current ?? null,
    current_account: b?.current_account ?? null,
    savings_account: b?.savings_account ?? null,
    time_deposit: b?.time_deposit ?? null,
    total_deposit: b?.total_deposit ?? null,
    total_cash_and_due_from_banks: b?.total_cash_and_due_from_banks ?? null,
    credit_rwa: b?.credit_rwa ?? null,
    market_rwa: b?.market_rwa ?? null,
    operational_rwa: b?.operational_rwa ?? null,
    total_risk_weighted_asset: b?.total_risk_weighted_asset ?? null,
    core_capital_tier1: b?.core_capital_tier1 ?? null,
    supplementary_capital_tier2: b?.supplementary_capital_tier2 ?? null,
    total_capital: b?.total_capital ?? null,
    high_quality_liquid_asset: b?.high_quality_liquid_asset ?? null,
    non_loan_assets: b?.non_loan_assets ?? null,
    non_loan_earning_assets: b?.non_loan_earning_assets ?? null,
    non_loan_non_earning_assets: b?.non_loan_non_earning_assets ?? null,
    non_interest_bearing_liabilities: b?.non_interest_bearing_liabilities ?? null,
    other_interest_bearing_liabilities: b?.other_interest_bearing_liabilities ?? null,
    casa_ratio: b?.casa_ratio ?? null,
    loan_to_deposit_ratio: b?.loan_to_deposit_ratio ?? null,
    capital_adequacy_ratio: b?.capital_adequacy_ratio ?? null,
    net_interest_margin: b?.net_interest_margin ?? null,
    leverage_ratio: b?.leverage_ratio ?? null,
    liquidity_coverage_ratio: b?.liquidity_coverage_ratio ?? null,
    premium_income: y.insurance?.premiumIncome ?? null,
    premium_expense: y.insurance?.premiumExpense ?? null,
    net_premium_income: y.insurance?.netPremiumIncome ?? null,
    forecast_revenue_estimate: null,
    forecast_eps_estimate: null,
    forecast_revenue_growth: null,
    forecast_eps_growth: null,
  }
}

// One template with every key, cloned whole: V8 copies a spread-only literal fast, and a literal with keys before
// the spread field by field (0.4 s of a scale-100 build for the two forecast years of each company).
const FORECAST_TEMPLATE: IdxYearlyRow = { symbol: '', year: 0, ...nullRow(idxYearlyFields) }

/** Analyst consensus rows for 2026 and 2027: only the forecast fields, everything else null. */
export function idxForecastRows(seed: number, company: IdxBlueprint, financials: IdxFinancials): IdxYearlyRow[] {
  const rng = rngFor(seed, 'idx-forecast', company.key)
  const latest = at(financials.years, financials.years.length - 1)
  let baseRevenue = latest.income.revenue
  let baseEps = latest.income.earnings / latest.shares
  // consensus starts from the 2026 run rate, a little optimistic, as sell-side estimates tend to be
  const runRateEps = financials.recent.earnings2026 / latest.shares
  return FORECAST_YEARS.map((year, i) => {
    const revenueGrowth =
      i === 0 && baseRevenue > 0
        ? financials.recent.revenue2026 / baseRevenue - 1 + rng.normal(0.02, 0.03)
        : rng.normal(0.08, 0.05)
    const revenue = roundHalfUp(Math.max(0, baseRevenue * (1 + revenueGrowth)))
    const eps =
      i === 0
        ? Math.max(runRateEps * rng.range(1, 1.15), Math.abs(baseEps) * 0.1)
        : baseEps * (1 + rng.normal(0.1, 0.08))
    const row: IdxYearlyRow = { ...FORECAST_TEMPLATE }
    row.symbol = company.symbol
    row.year = year
    row.forecast_revenue_estimate = revenue
    row.forecast_eps_estimate = eps
    row.forecast_revenue_growth = baseRevenue > 0 ? revenue / baseRevenue - 1 : null
    row.forecast_eps_growth = baseEps !== 0 ? (eps - baseEps) / Math.abs(baseEps) : null
    baseRevenue = revenue
    baseEps = eps
    return row
  })
}
