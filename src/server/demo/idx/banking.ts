import { incomeFromEarnings } from '../core/income'
import type { IncomeLines } from '../core/income'
import type { IdxYearlyRow } from '../model'
import { IDX_BIG_BANK_MARKET_CAP } from '../core/calibration'
import { clamp } from '../core/random'
import type { Rng } from '../core/random'

/** The yearly fields only banks report (the catalogue's banking group). */
export const BANK_FIELD_KEYS = [
  'interest_income',
  'interest_expense',
  'net_interest_income',
  'non_interest_income',
  'gross_loan',
  'net_loan',
  'allowance_for_loans',
  'provision',
  'non_performing_loan',
  'special_mention_loan',
  'restructured_loan_current',
  'current_account',
  'savings_account',
  'time_deposit',
  'total_deposit',
  'total_cash_and_due_from_banks',
  'credit_rwa',
  'market_rwa',
  'operational_rwa',
  'total_risk_weighted_asset',
  'core_capital_tier1',
  'supplementary_capital_tier2',
  'total_capital',
  'high_quality_liquid_asset',
  'non_loan_assets',
  'non_loan_earning_assets',
  'non_loan_non_earning_assets',
  'non_interest_bearing_liabilities',
  'other_interest_bearing_liabilities',
  'casa_ratio',
  'loan_to_deposit_ratio',
  'capital_adequacy_ratio',
  'net_interest_margin',
  'leverage_ratio',
  'liquidity_coverage_ratio',
] as const satisfies readonly (keyof IdxYearlyRow)[]

export type BankFields = { [K in (typeof BANK_FIELD_KEYS)[number]]: number }

/** A bank's business model, stable across years: the ratios Indonesian banks report, in their usual ranges. */
export interface BankProfile {
  readonly casa: number
  readonly loanToDeposit: number
  readonly capitalAdequacy: number
  readonly netInterestMargin: number
  readonly costOfFunds: number
  readonly feeShare: number
  readonly depositShare: number
}

export function drawBankProfile(rng: Rng): BankProfile {
  return {
    casa: rng.range(0.52, 0.78),
    loanToDeposit: rng.range(0.72, 0.93),
    capitalAdequacy: rng.range(0.19, 0.29),
    netInterestMargin: rng.range(0.035, 0.065),
    costOfFunds: rng.range(0.02, 0.04),
    feeShare: rng.range(0.15, 0.35),
    depositShare: rng.range(0.78, 0.9),
  }
}

/**
 * What a bank of this profile and leverage is expected to earn per rupiah of assets at a given net margin: bankYear's
 * arithmetic at the middle of its yearly draws. A bank's balance sheet is sized from it, so that its earnings match
 * what the market pays for them.
 */
export function expectedEarningsPerAsset(profile: BankProfile, equityRatio: number, margin: number): number {
  const liabilities = 1 - equityRatio
  const deposits = liabilities * profile.depositShare
  const netLoan = deposits * profile.loanToDeposit
  const earningAssets = netLoan / (1 - 0.035) + (1 - netLoan) * 0.675
  const netInterest = profile.netInterestMargin * earningAssets
  const interestExpense = deposits * profile.costOfFunds + (liabilities * 0.96 - deposits) * 0.06
  const nonInterestIncome = netInterest * profile.feeShare
  const revenue = netInterest + interestExpense + nonInterestIncome
  return Math.min(margin * revenue, 0.5 * (netInterest + nonInterestIncome))
}

/** What the market pays for a rupiah of an ordinary Indonesian bank's earnings (large state banks trade near 8–15×). */
const BANK_PRICE_TO_EARNINGS = 11
/** The largest private bank's premium over that: the calibration's P/E of 24–30 against its peers' ~11. */
const LARGEST_BANK_PREMIUM = 1.35
/** Below this market cap a bank gets none of the premium; at the largest bank's cap (calibration), all of it. */
const PREMIUM_FROM_CAP = 4e14
/** Book values a bank trades between: thin earners still sell near 0.6 times their book, the richest near five times it. */
const PRICE_TO_BOOK = { min: 0.6, max: 5 } as const

/**
 * A bank's total assets for 2025, sized so that its expected earnings that year are its market cap over a P/E the
 * market would pay (around 11, the largest private bank near 25, richer for better banks), its book value within
 * what banks trade at. Sizing the balance sheet from the price-to-book alone gave a cheap bank a balance sheet, and
 * so earnings, out of all proportion to its market cap.
 */
export function bankAssets2025(options: {
  rng: Rng
  profile: BankProfile
  equityRatio: number
  /** at the end of 2025, what the earnings are sized against */
  marketCap: number
  /** today's, which places the bank among its peers */
  marketCapToday: number
  quality: number
  /** the bank's net margin in its better years */
  margin: number
}): number {
  const { profile, equityRatio, marketCap } = options
  const premium = clamp(
    Math.log(options.marketCapToday / PREMIUM_FROM_CAP) / Math.log(IDX_BIG_BANK_MARKET_CAP / PREMIUM_FROM_CAP),
    0,
    1,
  )
  const priceToEarnings =
    clamp(
      BANK_PRICE_TO_EARNINGS * options.rng.logNormal(1, 0.15) * Math.exp(0.1 * options.quality),
      BANK_PRICE_TO_EARNINGS * 0.75,
      BANK_PRICE_TO_EARNINGS * 1.6,
    ) *
    (1 + LARGEST_BANK_PREMIUM * premium)
  const perAsset = expectedEarningsPerAsset(profile, equityRatio, options.margin)
  const byEarnings = perAsset > 0 ? marketCap / priceToEarnings / perAsset : Infinity
  const bookFloor = marketCap / PRICE_TO_BOOK.max / equityRatio
  const bookCeiling = marketCap / PRICE_TO_BOOK.min / equityRatio
  return clamp(byEarnings, bookFloor, bookCeiling)
}

export interface BankYear {
  readonly income: IncomeLines
  readonly fields: BankFields
  readonly efficiencyRatio: number
  readonly costToIncome: number
  readonly totalDebt: number
  readonly cash: number
  readonly cashOnly: number
  readonly fixedAssets: number
  readonly prepaid: number
}

/** One year of a bank, from its balance-sheet size and the year's net margin. Money rounded to whole IDR. */
export function bankYear(options: {
  rng: Rng
  profile: BankProfile
  assets: number
  equity: number
  margin: number
  taxRate: number
}): BankYear {
  const { rng, profile, assets, equity } = options
  // bounds sit just inside the reported ranges, so rounding to whole rupiah cannot push a ratio out
  const wobble = (value: number, spread: number, min: number, max: number) =>
    clamp(value + rng.normal(0, spread), min, max)
  const liabilities = assets - equity
  const deposits = liabilities * wobble(profile.depositShare, 0.01, 0.75, 0.92)
  const casa = wobble(profile.casa, 0.02, 0.505, 0.795)
  const current = deposits * casa * rng.range(0.35, 0.5)
  const savings = deposits * casa - current
  const ldr = wobble(profile.loanToDeposit, 0.02, 0.705, 0.945)
  const netLoan = deposits * ldr
  const grossLoan = netLoan / (1 - rng.range(0.02, 0.05))
  const nonLoanAssets = assets - netLoan
  const nonLoanEarning = nonLoanAssets * rng.range(0.55, 0.8)
  const earningAssets = grossLoan + nonLoanEarning
  const nim = wobble(profile.netInterestMargin, 0.003, 0.032, 0.068)
  const netInterest = nim * earningAssets
  const nonInterestBearing = liabilities * rng.range(0.02, 0.06)
  const otherInterestBearing = liabilities - deposits - nonInterestBearing
  const interestExpense = deposits * profile.costOfFunds + otherInterestBearing * 0.06
  const nonInterestIncome = netInterest * profile.feeShare
  const revenue = netInterest + interestExpense + nonInterestIncome
  // a bank's cost base caps what it can earn: at most half of its operating income
  const earnings = Math.min(options.margin * revenue, 0.5 * (netInterest + nonInterestIncome))
  const income = incomeFromEarnings({
    rng,
    revenue,
    earnings,
    grossMargin: (netInterest + nonInterestIncome) / revenue,
    interestExpense: 0,
    taxRate: options.taxRate,
    depreciation: assets * rng.range(0.002, 0.004),
    overheadWithoutRevenue: 0,
  })
  // the bank's interest expense is its cost of revenue; what the statement rounding leaves goes there too
  const interestExpenseRounded = income.costOfRevenue
  const provision = Math.min(grossLoan * rng.range(0.005, 0.025), income.operatingExpense * 0.6)
  const totalCapital = equity * rng.range(0.92, 1.02)
  const tier1 = totalCapital * rng.range(0.9, 0.97)
  const rwa = totalCapital / wobble(profile.capitalAdequacy, 0.01, 0.185, 0.295)
  const creditRwa = rwa * rng.range(0.82, 0.88)
  const marketRwa = rwa * rng.range(0.01, 0.04)
  const hqla = assets * rng.range(0.12, 0.25)
  const cashAndDue = assets * rng.range(0.04, 0.09)
  const r = Math.round
  const fields: BankFields = {
    interest_income: income.revenue - r(nonInterestIncome),
    interest_expense: interestExpenseRounded,
    net_interest_income: income.revenue - r(nonInterestIncome) - interestExpenseRounded,
    non_interest_income: r(nonInterestIncome),
    gross_loan: r(grossLoan),
    net_loan: r(netLoan),
    allowance_for_loans: r(grossLoan) - r(netLoan),
    provision: r(provision),
    non_performing_loan: r(grossLoan * rng.range(0.01, 0.045)),
    special_mention_loan: r(grossLoan * rng.range(0.02, 0.06)),
    restructured_loan_current: r(grossLoan * rng.range(0.01, 0.06)),
    current_account: r(current),
    savings_account: r(savings),
    time_deposit: r(deposits) - r(current) - r(savings),
    total_deposit: r(deposits),
    total_cash_and_due_from_banks: r(cashAndDue),
    credit_rwa: r(creditRwa),
    market_rwa: r(marketRwa),
    operational_rwa: r(rwa) - r(creditRwa) - r(marketRwa),
    total_risk_weighted_asset: r(rwa),
    core_capital_tier1: r(tier1),
    supplementary_capital_tier2: r(totalCapital) - r(tier1),
    total_capital: r(totalCapital),
    high_quality_liquid_asset: r(hqla),
    non_loan_assets: r(nonLoanAssets),
    non_loan_earning_assets: r(nonLoanEarning),
    non_loan_non_earning_assets: r(nonLoanAssets) - r(nonLoanEarning),
    non_interest_bearing_liabilities: r(nonInterestBearing),
    other_interest_bearing_liabilities: r(otherInterestBearing),
    casa_ratio: (r(current) + r(savings)) / r(deposits),
    loan_to_deposit_ratio: r(netLoan) / r(deposits),
    capital_adequacy_ratio: r(totalCapital) / r(rwa),
    net_interest_margin: (income.revenue - r(nonInterestIncome) - interestExpenseRounded) / r(earningAssets),
    leverage_ratio: r(tier1) / assets,
    liquidity_coverage_ratio: rng.range(1.4, 3),
  }
  const operatingIncome = income.grossProfit
  return {
    income,
    fields,
    efficiencyRatio: (income.operatingExpense - fields.provision) / operatingIncome,
    costToIncome: income.operatingExpense / operatingIncome,
    totalDebt: r(otherInterestBearing),
    cash: r(cashAndDue * rng.range(1.1, 1.6)),
    cashOnly: r(cashAndDue * rng.range(0.2, 0.4)),
    fixedAssets: r(assets * rng.range(0.01, 0.03)),
    prepaid: r(assets * rng.range(0.002, 0.01)),
  }
}
