import { FIRST_YEAR, LATEST_YEAR } from '../core/calibration'
import { bankAssets2025, drawBankProfile } from './banking'
import type { IdxQuote } from './market'
import { profileOf, statementKind } from './profiles'
import type { MostRecentQuarter } from './quarterly'
import type { IdxBlueprint } from './universe'
import { bankStatement, cashFlows, equityCentre, generalStatement } from './statements'
import type { IdxYear } from './statements'
import { at, clamp, rngFor, roundHalfUp } from '../core/random'
import type { Rng } from '../core/random'

export type { IdxYear } from './statements'

/** Trailing and latest-quarter figures behind the snapshot's TTM and MRQ fields. */
export interface IdxRecent extends MostRecentQuarter {
  readonly revenueTtm: number
  readonly earningsTtm: number
  /** the 2026 run rate analysts extrapolate from */
  readonly revenue2026: number
  readonly earnings2026: number
}

export interface IdxFinancials {
  readonly years: readonly IdxYear[]
  readonly recent: IdxRecent
}

/**
 * The company's statements for 2018–2025 plus the recent quarters. 2025 revenue and the yearly net margins
 * come from the market-wide assignments (calibrated quantiles); earlier revenue walks back through the drawn
 * growth, and the balance sheet follows revenue through the sub-sector's asset turnover (banks and no-revenue
 * vehicles: book value and leverage).
 */
export function buildIdxFinancials(
  seed: number,
  company: IdxBlueprint,
  prices: IdxQuote,
  /** from the market-wide assignments: 2025 revenue, and net margins for 2018–2026 */
  assigned: { revenue2025: number; margins: readonly number[] },
): IdxFinancials {
  const { revenue2025, margins } = assigned
  const rng = rngFor(seed, 'idx-financials', company.key)
  const subSector = company.subIndustry.industry.subSector.slug
  const profile = profileOf(subSector)
  const kind = statementKind(subSector)
  const shares = sharesByYear(rng, prices.shares)
  const bank = kind === 'bank' ? drawBankProfile(rng) : null
  const equityRatio = bank ? 1 / rng.range(8, 10) : clamp(rng.normal(equityCentre(subSector), 0.14), 0.12, 0.9)
  const marketCap = marketCap2025(prices, shares)
  // drawn for every other company, so that their random streams stay as they were
  const priceToBook = bank ? 0 : rng.logNormal(1.2, 0.6)
  const assets2025 = bank
    ? bankAssets2025({
        rng,
        profile: bank,
        equityRatio,
        marketCap,
        marketCapToday: prices.marketCap,
        quality: company.quality,
        margin: goodYearMargin(margins.slice(0, LATEST_YEAR - FIRST_YEAR + 1)),
      })
    : revenue2025 <= 0
      ? marketCap / priceToBook / equityRatio
      : revenue2025 / (profile.assetTurnover * 0.85 * rng.logNormal(1, 0.35))
  const shape = {
    debtShare: subSector === 'financing-service' ? rng.range(0.65, 0.85) : rng.range(0.12, 0.7),
    cashShare: rng.range(0.03, 0.2),
    receivableShare: rng.range(0.05, 0.2),
    inventoryShare: Math.min(0.45, profile.inventoryShare * rng.logNormal(1, 0.3)),
    currentLiabilityShare: rng.range(0.35, 0.75),
    grossMargin: clamp(profile.grossMargin * rng.logNormal(1, 0.25), 0.04, 0.9),
    taxRate: rng.range(0.19, 0.26),
    interestRate: rng.range(0.06, 0.11),
    depreciationRate: rng.range(0.04, 0.09),
  }
  // cash, receivables, stock and prepaid come first; plant takes at most what they leave of the balance sheet
  const working = shape.cashShare + shape.receivableShare + shape.inventoryShare + 0.02
  const fixedShare = Math.min(clamp(profile.fixedAssetShare * rng.logNormal(1, 0.3), 0.01, 0.8), 0.97 - working)

  const revenues: number[] = []
  const assetsByYear: number[] = []
  let revenue = revenue2025
  let assets = assets2025
  for (let year = LATEST_YEAR; year >= FIRST_YEAR; year--) {
    revenues.unshift(revenue)
    assetsByYear.unshift(assets)
    const growth = prices.revenueGrowth.get(year) ?? 0
    revenue /= 1 + growth
    assets /= 1 + clamp(0.4 * growth + rng.normal(0.04, 0.05), -0.25, 0.5)
  }
  const years: IdxYear[] = []
  let previousFixed = 0
  let previousCash: number | null = null
  for (let i = 0; i < revenues.length; i++) {
    const totalAssets = at(assetsByYear, i)
    // banks stay levered 8–10×, as Indonesian banks are
    const ratio = bank
      ? clamp(equityRatio + rng.normal(0, 0.004), 0.1, 0.125)
      : clamp(equityRatio + rng.normal(0, 0.02), 0.05, 0.95)
    const equity = roundHalfUp(totalAssets * ratio)
    const liabilities = roundHalfUp(totalAssets) - equity
    const s = bank
      ? bankStatement(rng, bank, equity, liabilities, at(margins, i), shape.taxRate)
      : generalStatement(rng, company, shape, fixedShare, {
          revenue: at(revenues, i),
          equity,
          liabilities,
          margin: at(margins, i),
          insurer: kind === 'insurer',
        })
    const flows = cashFlows(rng, s.income, s.fixedAssets, previousFixed, bank ? 0.02 : 0.04)
    const openingCash = previousCash ?? roundHalfUp(s.cash / rng.logNormal(1.05, 0.15))
    const netCashFlow = s.cash - openingCash
    years.push({
      year: FIRST_YEAR + i,
      income: s.income,
      totalAssets: equity + liabilities,
      totalLiabilities: liabilities,
      totalEquity: equity,
      totalDebt: s.totalDebt,
      cash: s.cash,
      cashOnly: s.cashOnly,
      currentAssets: s.currentAssets,
      currentLiabilities: s.currentLiabilities,
      fixedAssets: s.fixedAssets,
      inventories: s.inventories,
      prepaid: s.prepaid,
      shares: at(shares, i),
      operatingCashFlow: flows.operatingCashFlow,
      capitalExpenditure: flows.capitalExpenditure,
      investingCashFlow: flows.investingCashFlow,
      netCashFlow,
      financingCashFlow: netCashFlow - flows.operatingCashFlow - flows.investingCashFlow,
      bank: s.bank,
      efficiencyRatio: s.efficiencyRatio,
      costToIncome: s.costToIncome,
      insurance: s.insurance,
    })
    previousFixed = s.fixedAssets
    previousCash = s.cash
  }
  return { years, recent: recentQuarters(rng, company, years, margins, prices) }
}

/** The year-end 2025 market cap (for a 2026 listing, the valuation it listed at, roughly). */
export function marketCap2025(prices: IdxQuote, shares: readonly number[] = [prices.shares]): number {
  return (prices.yearEnds.get(LATEST_YEAR) ?? prices.close * 0.85) * at(shares, shares.length - 1)
}

/** Shares outstanding per year, walking back from today's count through occasional rights issues. */
function sharesByYear(rng: Rng, current: number): number[] {
  const shares = [current]
  for (let year = LATEST_YEAR; year > FIRST_YEAR; year--) {
    const issue = rng.chance(0.12) ? rng.range(0.03, 0.3) : 0
    shares.unshift(Math.max(1, roundHalfUp(at(shares, 0) / (1 + issue))))
  }
  return shares
}

/** Q4 2025 plus three quarters at the 2026 run rate make the trailing twelve months; Q3 is the latest quarter. */
function recentQuarters(
  rng: Rng,
  company: IdxBlueprint,
  years: readonly IdxYear[],
  margins: readonly number[],
  prices: IdxQuote,
): IdxRecent {
  const latest = at(years, years.length - 1)
  const revenue2025 = latest.income.revenue
  const earnings2025 = latest.income.earnings
  const revenue2026 = revenue2025 * (1 + (prices.revenueGrowth.get(LATEST_YEAR + 1) ?? 0))
  const earnings2026 = company.noRevenue
    ? earnings2025 * rng.logNormal(1, 0.3)
    : at(margins, margins.length - 1) * revenue2026
  const quarter = (annual: number, spread: number) => annual / 4 + (Math.abs(annual) / 4) * rng.normal(0, spread)
  const assetsGrowth = 1 + 0.75 * clamp(rng.normal(0.05, 0.05), -0.2, 0.4)
  const assetsMrq = roundHalfUp(latest.totalAssets * assetsGrowth)
  return {
    revenueTtm: roundHalfUp(0.25 * revenue2025 + 0.75 * revenue2026),
    earningsTtm: roundHalfUp(0.25 * earnings2025 + 0.75 * earnings2026),
    revenueMrq: roundHalfUp(Math.max(0, quarter(revenue2026, 0.06))),
    earningsMrq: roundHalfUp(quarter(earnings2026, 0.15)),
    revenueMrqYearAgo: roundHalfUp(Math.max(0, quarter(revenue2025, 0.06))),
    earningsMrqYearAgo: roundHalfUp(quarter(earnings2025, 0.15)),
    assetsMrq,
    equityMrq: roundHalfUp(assetsMrq * (latest.totalEquity / latest.totalAssets)),
    debtMrq: roundHalfUp(latest.totalDebt * assetsGrowth),
    revenue2026: roundHalfUp(revenue2026),
    earnings2026: roundHalfUp(earnings2026),
  }
}

/**
 * The upper quartile of a company's reported years' margins: what it earns in a good year, a loss year aside, so that
 * even its best year's earnings stay a fraction of what the market pays for it.
 */
function goodYearMargin(margins: readonly number[]): number {
  const sorted = [...margins].sort((a, b) => a - b)
  return at(sorted, Math.floor(sorted.length * 0.75))
}
