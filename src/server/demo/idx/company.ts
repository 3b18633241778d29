import { DEMO_AS_OF } from '../core/calendar'
import { buildIdxDividends } from './dividends'
import { buildIdxFinancials } from './financials'
import type { IdxPriceHistory, IdxQuote } from './market'
import { majorShareholders, type OwnershipContext } from './ownership'
import { idxQuarterlyRows } from './quarterly'
import { analystRatings, contactOf, esgScore, institutionalActivity, management, whaleInvestors } from './report-extras'
import { idxSnapshot } from './snapshot'
import type { IdxBlueprint } from './universe'
import { idxForecastRows, idxPeerMultiples, idxYearlyRows } from './yearly-rows'
import type { IndexCandidate } from './indices-and-tags'
import { LATEST_YEAR } from '../core/calibration'
import type { IdxCompany, IdxQuarterlyRow, IdxYearlyRow } from '../model'
import { rngFor } from '../core/random'

/** ESG risk leans on the business: extractive sectors score worse (higher), finance and tech better. */
const SECTOR_ESG_RISK: Readonly<Record<string, number>> = {
  energy: 0.9,
  'basic-materials': 0.5,
  infrastructures: 0.2,
  financials: -0.5,
  technology: -0.4,
  healthcare: -0.2,
}

/** What one company's statements rest on besides its own blueprint and prices: the market-wide assignments. */
export interface StatementInputs {
  readonly revenue: ReadonlyMap<string, number>
  readonly margins: ReadonlyMap<string, number[]>
}

/** One company's statements. Deterministic in their inputs, like everything drafted from them below. */
function idxStatements(seed: number, blueprint: IdxBlueprint, prices: IdxQuote, inputs: StatementInputs) {
  return buildIdxFinancials(seed, blueprint, prices, {
    revenue2025: inputs.revenue.get(blueprint.symbol) ?? 0,
    margins: inputs.margins.get(blueprint.symbol) ?? [],
  })
}

/**
 * What the market-wide survey needs of a company: its statements and its years' peer multiples. The generator
 * surveys every company first and builds each again to write it (draftIdxCompany), instead of holding every
 * company's rows; the survey skips the dividends and the yearly rows themselves.
 */
export function surveyIdxCompany(seed: number, blueprint: IdxBlueprint, prices: IdxQuote, inputs: StatementInputs) {
  const financials = idxStatements(seed, blueprint, prices, inputs)
  return { financials, multiples: idxPeerMultiples(seed, blueprint, financials, prices) }
}

/** One company's statements, dividends and reported years (forecasts apart). */
function draftIdxCompany(seed: number, blueprint: IdxBlueprint, prices: IdxQuote, inputs: StatementInputs) {
  const financials = idxStatements(seed, blueprint, prices, inputs)
  const dividends = buildIdxDividends(seed, blueprint, financials, prices)
  return { financials, dividends, yearly: idxYearlyRows(seed, blueprint, financials, prices, dividends) }
}

/** The market-wide facts a company's record needs: ranks, head counts and the ownership picture. */
export interface MarketRanks {
  readonly count: number
  readonly capRank: ReadonlyMap<string, number>
  readonly employees: ReadonlyMap<string, number | null>
  readonly employeeRank: ReadonlyMap<string, number>
  readonly coverageRank: ReadonlyMap<string, number>
  readonly ownership: OwnershipContext
}

/** One company as written: its record, every yearly row (forecasts included) and quarter, and its candidacy. */
export interface BuiltIdxCompany {
  readonly company: IdxCompany
  readonly yearly: readonly IdxYearlyRow[]
  readonly quarterly: readonly IdxQuarterlyRow[]
  readonly candidate: IndexCandidate
}

/** Builds one company's whole record; `fillYear` completes each reported year with what needs the whole market. */
export function buildIdxCompany(
  seed: number,
  b: IdxBlueprint,
  prices: IdxPriceHistory,
  inputs: StatementInputs & MarketRanks,
  fillYear: (row: IdxYearlyRow) => void,
): BuiltIdxCompany {
  const { financials, dividends, yearly } = draftIdxCompany(seed, b, prices, inputs)
  yearly.forEach(fillYear)
  const forecasts = b.covered ? idxForecastRows(seed, b, financials) : []
  const rank = inputs.capRank.get(b.symbol) ?? inputs.count
  const snapshot = idxSnapshot(seed, b, prices, financials, dividends, forecasts[0] ?? null)
  const holders = majorShareholders(seed, b, prices.shares, prices.close, inputs.ownership)
  const publicRow = holders.find((h) => h.name === 'Public')
  const liquidity = rngFor(seed, 'idx-liquidity', b.key)
  // yearly turnover of the free float: covered names trade more; Watchlist names hardly at all
  const turnover = liquidity.logNormal(b.covered ? 0.6 : 0.25, 0.9) * (b.board === 'Watchlist' ? 0.3 : 1)
  snapshot.market_cap_rank = rank
  snapshot.employee_num = inputs.employees.get(b.symbol) ?? null
  snapshot.employee_num_rank = inputs.employeeRank.get(b.symbol) ?? null
  snapshot.free_float = publicRow ? Number(publicRow.share_percentage) : null
  snapshot.affiliates = b.group ? [b.group.brand, b.group.family] : null
  snapshot.esg_score = esgScore(
    rngFor(seed, 'idx-esg', b.key),
    rank / inputs.count,
    SECTOR_ESG_RISK[b.subIndustry.industry.subSector.sector.slug] ?? 0,
  )
  const value90d = prices.marketCap * (snapshot.free_float ?? 0.2) * turnover * (90 / 365)
  const activity = institutionalActivity(
    seed,
    b,
    prices.shares,
    prices.marketCap,
    b.covered || rank <= inputs.count * 0.6,
  )
  const company: IdxCompany = {
    snapshot,
    slugs: {
      sector: b.subIndustry.industry.subSector.sector.slug,
      subSector: b.subIndustry.industry.subSector.slug,
      industry: b.subIndustry.industry.slug,
      subIndustry: b.subIndustry.slug,
    },
    contact: contactOf(seed, b),
    latestCloseDate: DEMO_AS_OF,
    dividends: [...dividends.payments],
    analystRatings: b.covered ? analystRatings(seed, b, inputs.coverageRank.get(b.symbol) ?? inputs.count) : null,
    ...management(seed, b, prices.shares),
    majorShareholders: holders,
    ...activity,
    whaleInvestors: whaleInvestors(seed, b),
    conglomeratesGroup: b.group ? [`${b.group.brand} Group`] : [],
    // the turnover above, spread over the 64 or so trading days of 90 calendar days
    dailyRecipe: {
      key: b.key,
      marketCapTarget: b.marketCapTarget,
      board: b.board,
      listingDate: b.listingDate,
      quality: b.quality,
      averageVolume: value90d / prices.close / 64,
    },
  }
  const s = snapshot
  const candidate: IndexCandidate = {
    blueprint: b,
    // only what the market-wide rankings read: this outlives the company's record
    snapshot: {
      company_name: s.company_name, sub_industry: s.sub_industry, market_cap: s.market_cap, free_float: s.free_float,
      esg_score: s.esg_score, dar_mrq: s.dar_mrq, der_mrq: s.der_mrq, roe_ttm: s.roe_ttm, pe_ttm: s.pe_ttm,
      pb_mrq: s.pb_mrq, yield_ttm: s.yield_ttm, last_close_price: s.last_close_price,
      '52_w_high_price': s['52_w_high_price'], '90_d_high_price': s['90_d_high_price'],
      ytd_high_price: s.ytd_high_price, all_time_high_price: s.all_time_high_price,
    }, // prettier-ignore
    value90d,
    volume90d: value90d / prices.close,
    institutionBuying: activity.institutionalFlow.slice(-3).reduce((sum, f) => sum + f.net_transaction, 0),
    yearly: yearly
      .filter((row) => row.year >= LATEST_YEAR - 5)
      .map(({ year, revenue, eps_growth, total_dividend }) => ({ year, revenue, eps_growth, total_dividend })),
  }
  const quarterly = idxQuarterlyRows(seed, b.key, b.symbol, yearly, financials.recent)
  return { company, yearly: [...yearly, ...forecasts], quarterly, candidate }
}
