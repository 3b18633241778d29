import { bankYear } from './banking'
import type { BankFields, BankProfile } from './banking'
import type { IdxBlueprint } from './universe'
import { incomeFromEarnings } from '../core/income'
import type { IncomeLines } from '../core/income'
import { clamp, roundHalfUp } from '../core/random'
import type { Rng } from '../core/random'

/**
 * One year's statements of one IDX company, from the size of its balance sheet and the year's profitability:
 * the bank layout for banks, the general layout (with premiums for insurers) for everyone else.
 */

/** One fiscal year of one IDX company as the model holds it (whole IDR; every year 2018–2025 is modelled). */
export interface IdxYear {
  readonly year: number
  readonly income: IncomeLines
  readonly totalAssets: number
  readonly totalLiabilities: number
  readonly totalEquity: number
  readonly totalDebt: number
  readonly cash: number
  readonly cashOnly: number
  /** null for banks, which do not split current and non-current */
  readonly currentAssets: number | null
  readonly currentLiabilities: number | null
  readonly fixedAssets: number
  readonly inventories: number | null
  readonly prepaid: number
  readonly shares: number
  readonly operatingCashFlow: number
  readonly capitalExpenditure: number
  readonly investingCashFlow: number
  /** change in cash and equivalents over the year */
  readonly netCashFlow: number
  /** the balancing flow: net change less operating and investing flows */
  readonly financingCashFlow: number
  readonly bank: BankFields | null
  readonly efficiencyRatio: number | null
  readonly costToIncome: number | null
  readonly insurance: { premiumIncome: number; premiumExpense: number; netPremiumIncome: number } | null
}

/** A company's balance-sheet and cost structure, stable across years. */
export type Shape = Readonly<{
  debtShare: number
  cashShare: number
  receivableShare: number
  inventoryShare: number
  currentLiabilityShare: number
  grossMargin: number
  taxRate: number
  interestRate: number
  depreciationRate: number
}>

/** What a year's statements fix before cash flows and share counts are added. */
export type Statement = Omit<
  IdxYear,
  | 'year'
  | 'totalAssets'
  | 'totalLiabilities'
  | 'totalEquity'
  | 'shares'
  | 'operatingCashFlow'
  | 'capitalExpenditure'
  | 'investingCashFlow'
  | 'netCashFlow'
  | 'financingCashFlow'
>

export function bankStatement(
  rng: Rng,
  profile: BankProfile,
  equity: number,
  liabilities: number,
  margin: number,
  taxRate: number,
): Statement {
  const y = bankYear({ rng, profile, assets: equity + liabilities, equity, margin, taxRate })
  return {
    income: y.income,
    totalDebt: y.totalDebt,
    cash: y.cash,
    cashOnly: y.cashOnly,
    currentAssets: null,
    currentLiabilities: null,
    fixedAssets: y.fixedAssets,
    inventories: null,
    prepaid: y.prepaid,
    bank: y.fields,
    efficiencyRatio: y.efficiencyRatio,
    costToIncome: y.costToIncome,
    insurance: null,
  }
}

export function generalStatement(
  rng: Rng,
  company: IdxBlueprint,
  shape: Shape,
  fixedShare: number,
  year: { revenue: number; equity: number; liabilities: number; margin: number; insurer: boolean },
): Statement {
  const totalAssets = year.equity + year.liabilities
  const fixedAssets = roundHalfUp(totalAssets * fixedShare)
  const totalDebt = roundHalfUp(year.liabilities * shape.debtShare)
  const interestExpense = totalDebt * shape.interestRate
  const overhead = totalAssets * rng.range(0.004, 0.015)
  const income = incomeFromEarnings({
    rng,
    revenue: year.revenue,
    earnings: company.noRevenue
      ? vehicleEarnings(rng, company, totalAssets, overhead + interestExpense)
      : year.margin * year.revenue,
    grossMargin: clamp(shape.grossMargin + rng.normal(0, 0.02), 0.03, 0.92),
    interestExpense,
    taxRate: shape.taxRate,
    depreciation: fixedAssets * shape.depreciationRate,
    overheadWithoutRevenue: overhead,
  })
  const cash = roundHalfUp(totalAssets * shape.cashShare * rng.logNormal(1, 0.2))
  const inventories = roundHalfUp(totalAssets * shape.inventoryShare * rng.logNormal(1, 0.1))
  const prepaid = roundHalfUp(totalAssets * rng.range(0.005, 0.02))
  const receivables = roundHalfUp(totalAssets * shape.receivableShare)
  const currentShare = clamp(shape.currentLiabilityShare + rng.normal(0, 0.04), 0.2, 0.9)
  return {
    income,
    totalDebt,
    cash,
    cashOnly: roundHalfUp(cash * rng.range(0.6, 0.95)),
    currentAssets: cash + inventories + prepaid + receivables,
    currentLiabilities: roundHalfUp(year.liabilities * currentShare),
    fixedAssets,
    inventories,
    prepaid,
    bank: null,
    efficiencyRatio: null,
    costToIncome: null,
    insurance: year.insurer ? premiums(rng, income.revenue) : null,
  }
}

/**
 * Pre-revenue miners lose their overhead and interest (give or take a little other income); holding vehicles
 * earn, or lose, a return on what they hold, booked as non-operating income.
 */
function vehicleEarnings(rng: Rng, company: IdxBlueprint, totalAssets: number, costs: number): number {
  const miner = company.subIndustry.industry.slug === 'metals-minerals' || company.subIndustry.industry.slug === 'coal'
  return miner ? -costs * rng.range(0.85, 1.05) : totalAssets * rng.normal(0.02, 0.035)
}

/** Typical equity over assets: lenders and contractors run leaner. */
export function equityCentre(subSector: string): number {
  if (subSector === 'financing-service') return 0.25
  if (subSector === 'insurance') return 0.32
  if (subSector === 'heavy-constructions-civil-engineering') return 0.35
  return 0.55
}

/** Operating cash follows earnings plus depreciation; capex keeps the plant growing as the balance sheet does. */
export function cashFlows(rng: Rng, income: IncomeLines, fixedAssets: number, previousFixed: number, noise: number) {
  const operatingCashFlow = roundHalfUp(
    income.earnings + income.depreciation + Math.max(income.revenue, Math.abs(income.earnings)) * rng.normal(0, noise),
  )
  const growthCapex = previousFixed > 0 ? fixedAssets - previousFixed : fixedAssets * 0.05
  const capitalExpenditure = roundHalfUp(Math.max(income.depreciation * 0.3, growthCapex + income.depreciation))
  const investingCashFlow = roundHalfUp(-capitalExpenditure + income.revenue * rng.normal(0, 0.01))
  return { operatingCashFlow, capitalExpenditure, investingCashFlow }
}

function premiums(rng: Rng, revenue: number) {
  const netPremiumIncome = roundHalfUp(revenue * rng.range(0.7, 0.9))
  const premiumIncome = roundHalfUp(netPremiumIncome / (1 - rng.range(0.1, 0.35)))
  return { premiumIncome, premiumExpense: premiumIncome - netPremiumIncome, netPremiumIncome }
}
