import { DEMO_AS_OF } from './calendar'
import { dailySeries } from './daily-series'
import { assignEmployees, assignMargins, assignRevenue, fillPeerAverages, rankDescending } from './idx-cross-section'
import { buildIdxDividends } from './idx-dividends'
import { buildIdxFinancials, marketCap2025 } from './idx-financials'
import { simulateIdxPrices } from './idx-market'
import { majorShareholders, ownershipContext } from './idx-ownership'
import {
  analystRatings,
  contactOf,
  esgScore,
  institutionalActivity,
  management,
  whaleInvestors,
} from './idx-report-extras'
import { idxSnapshot } from './idx-snapshot'
import { buildIdxUniverse } from './idx-universe'
import { idxForecastRows, idxYearlyRows } from './idx-yearly-rows'
import { selectIndices, tagsFor, TOP_TAG_SIZE } from './indices-and-tags'
import type { IndexCandidate } from './indices-and-tags'
import { idxQuarterlyRows } from './idx-quarterly'
import type { IdxCompany, IdxQuarterlyRow, IdxYearlyRow } from './model'
import { at, rngFor } from './random'

/** ESG risk leans on the business: extractive sectors score worse (higher), finance and tech better. */
const SECTOR_ESG_RISK: Readonly<Record<string, number>> = {
  energy: 0.9,
  'basic-materials': 0.5,
  infrastructures: 0.2,
  financials: -0.5,
  technology: -0.4,
  healthcare: -0.2,
}

/** The IDX side of the demo market: companies with their report data, and every yearly row. */
export function generateIdx(
  seed: number,
  scale: number,
): { companies: IdxCompany[]; yearly: IdxYearlyRow[]; quarterly: IdxQuarterlyRow[] } {
  const blueprints = buildIdxUniverse(seed, scale)
  const priced = blueprints.map((blueprint) => ({ blueprint, prices: simulateIdxPrices(seed, blueprint) }))
  const revenue = assignRevenue(
    seed,
    priced.map(({ blueprint, prices }) => ({ blueprint, marketCap2025: marketCap2025(prices) })),
  )
  const margins = assignMargins(seed, blueprints)
  const drafts = priced.map(({ blueprint, prices }) => {
    const financials = buildIdxFinancials(seed, blueprint, prices, {
      revenue2025: revenue.get(blueprint.symbol) ?? 0,
      margins: margins.get(blueprint.symbol) ?? [],
    })
    const dividends = buildIdxDividends(seed, blueprint, financials, prices)
    const yearly = idxYearlyRows(seed, blueprint, financials, prices, dividends)
    const forecasts = blueprint.covered ? idxForecastRows(seed, blueprint, financials) : []
    return { blueprint, prices, financials, dividends, yearly, forecasts }
  })
  const companyOf = new Map(blueprints.map((b) => [b.symbol, b]))
  fillPeerAverages(
    drafts.flatMap((d) => d.yearly),
    companyOf,
  )

  const employees = assignEmployees(
    seed,
    drafts.map((d) => ({
      blueprint: d.blueprint,
      revenue: at(d.financials.years, d.financials.years.length - 1).income.revenue,
      marketCap: d.prices.marketCap,
    })),
  )
  const capRank = rankDescending(drafts.map((d) => ({ symbol: d.blueprint.symbol, value: d.prices.marketCap })))
  const employeeRank = rankDescending(
    blueprints.map((b) => ({ symbol: b.symbol, value: employees.get(b.symbol) ?? null })),
  )
  const coverageRank = rankDescending(
    drafts.filter((d) => d.blueprint.covered).map((d) => ({ symbol: d.blueprint.symbol, value: d.prices.marketCap })),
  )
  const context = ownershipContext(blueprints)
  const count = blueprints.length

  const built = drafts.map((d) => {
    const { blueprint: b, prices } = d
    const rank = capRank.get(b.symbol) ?? count
    const snapshot = idxSnapshot(seed, b, prices, d.financials, d.dividends, d.forecasts[0] ?? null)
    const holders = majorShareholders(seed, b, prices.shares, prices.close, context)
    const publicRow = holders.find((h) => h.name === 'Public')
    const liquidity = rngFor(seed, 'idx-liquidity', b.key)
    // yearly turnover of the free float: covered names trade more; Watchlist names hardly at all
    const turnover = liquidity.logNormal(b.covered ? 0.6 : 0.25, 0.9) * (b.board === 'Watchlist' ? 0.3 : 1)
    snapshot.market_cap_rank = rank
    snapshot.employee_num = employees.get(b.symbol) ?? null
    snapshot.employee_num_rank = employeeRank.get(b.symbol) ?? null
    snapshot.free_float = publicRow ? Number(publicRow.share_percentage) : null
    snapshot.affiliates = b.group ? [b.group.brand, b.group.family] : null
    snapshot.esg_score = esgScore(
      rngFor(seed, 'idx-esg', b.key),
      rank / count,
      SECTOR_ESG_RISK[b.subIndustry.industry.subSector.sector.slug] ?? 0,
    )
    const value90d = prices.marketCap * (snapshot.free_float ?? 0.2) * turnover * (90 / 365)
    const activity = institutionalActivity(seed, b, prices.shares, prices.marketCap, b.covered || rank <= count * 0.6)
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
      dividends: [...d.dividends.payments],
      analystRatings: b.covered ? analystRatings(seed, b, coverageRank.get(b.symbol) ?? count) : null,
      ...management(seed, b, prices.shares),
      majorShareholders: holders,
      ...activity,
      whaleInvestors: whaleInvestors(seed, b),
      conglomeratesGroup: b.group ? [`${b.group.brand} Group`] : [],
      // the turnover above, spread over the 64 or so trading days of 90 calendar days
      daily: dailySeries(rngFor(seed, 'idx-daily-volume', b.key), prices.path, value90d / prices.close / 64),
    }
    const candidate: IndexCandidate = {
      blueprint: b,
      snapshot,
      value90d,
      volume90d: value90d / prices.close,
      institutionBuying: activity.institutionalFlow.slice(-3).reduce((s, f) => s + f.net_transaction, 0),
      yearly: d.yearly,
    }
    return { company, candidate }
  })

  const candidates = built.map((b) => b.candidate)
  const indices = selectIndices(candidates)
  const topBy = (value: (c: IndexCandidate) => number) =>
    new Set(
      [...candidates]
        .filter((c) => value(c) > 0)
        .sort((a, b) => value(b) - value(a) || (a.blueprint.symbol < b.blueprint.symbol ? -1 : 1))
        .slice(0, TOP_TAG_SIZE)
        .map((c) => c.blueprint.symbol),
    )
  const topValue = topBy((c) => c.value90d)
  const topVolume = topBy((c) => c.volume90d)
  const topBuying = topBy((c) => c.institutionBuying)
  for (const { company, candidate } of built) {
    company.snapshot.indices = indices.get(candidate.blueprint.symbol) ?? null
    company.snapshot.tags = tagsFor(candidate, topValue, topVolume, topBuying)
  }
  return {
    companies: built.map((b) => b.company),
    yearly: drafts.flatMap((d) => [...d.yearly, ...d.forecasts]),
    quarterly: drafts.flatMap((d) =>
      idxQuarterlyRows(seed, d.blueprint.key, d.blueprint.symbol, d.yearly, d.financials.recent),
    ),
  }
}
