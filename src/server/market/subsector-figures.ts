import type { SubsectorReport } from '../../shared/api/subsector-report'
import { idxTaxonomy } from '../../shared/catalogue'
import { IDX_YEARLY_SERIES } from '../db/schema'
import type { IdxCompany, IdxYearlyRow } from '../demo/model'
import type { CompanyTrading, SubSectorDay } from '../demo/prices/trading-summary'
import { capHistory, type CapDay } from './subsector-cap-history'
import { growth, known, median, ranksOf, TopFive, WeightedMean, WeightedMeans } from './subsector-accumulators'

/** A report without its names (the taxonomy's): what is worked out once per sub-sector while the market is built. */
export type SubsectorReportBody = Omit<SubsectorReport, 'sector' | 'sub_sector'>

const YEARS = IDX_YEARLY_SERIES.years
/** The yearly figures a report reads: growth of the first three, medians and ranks of the multiples. */
const FIELDS = ['revenue', 'earnings', 'eps', 'pe', 'pb', 'ps', 'pcf'] as const
const [REVENUE, EARNINGS, EPS] = [0, 1, 2]
/** The fields growth is weighed for: the first three. */
const GROWTH_FIELDS = 3
/** Where the growth of field `f` from one year to a later one is kept. */
const growthCell = (f: number, from: number, to: number) => (f * YEARS.length + from) * YEARS.length + to
const MULTIPLES = ['pe', 'pb', 'ps', 'pcf'] as const
const MULTIPLE_AT = MULTIPLES.map((field) => FIELDS.indexOf(field))

const grid = <T>(rows: number, columns: number, make: () => T): T[][] =>
  Array.from({ length: rows }, () => Array.from({ length: columns }, make))

/**
 * One company's FIELDS by year ([field × YEARS.length + year]), NaN where unknown: scratch space reused company after
 * company. At scale 100 the build gathers these for 98,000 companies, and a grid of arrays and closures per company
 * was seconds of the generating thread's time.
 */
const VALUES = new Float64Array(FIELDS.length * YEARS.length)
const valueOf = (f: number, at: number): number | null => known(VALUES[f * YEARS.length + at])
const setValue = (f: number, at: number, value: number | null) => {
  VALUES[f * YEARS.length + at] = known(value) ?? Number.NaN
}

/**
 * One sub-sector's figures, gathered company by company in symbol order (the order the report's sums were always
 * taken in). The latest fiscal year is known only once every company is in, so what depends on it is gathered for
 * every year it could be: growth from each year to each later one, the leaders of each year.
 */
class SubSector {
  count = 0
  readonly caps: number[] = []
  readonly positivePe: number[] = []
  readonly weightedPe = new WeightedMean()
  readonly allPe: number[] = []
  readonly drawdown = new WeightedMean()
  readonly rsd = new WeightedMean()
  /** [multiple][year]: the positive values */
  readonly multiples = grid<number[]>(MULTIPLES.length, YEARS.length, () => [])
  /** [field][from year][to year], weighted by market cap */
  readonly growth = new WeightedMeans(GROWTH_FIELDS * YEARS.length * YEARS.length)
  readonly topMcap = new TopFive<{ name: string; market_cap: number }>()
  /** [year] */
  readonly topGrowth = YEARS.map(() => new TopFive<{ name: string; revenue_growth: number }>())
  readonly topProfit = YEARS.map(() => new TopFive<{ name: string; profit_ttm: number }>())
  readonly topRevenue = YEARS.map(() => new TopFive<{ name: string; revenue_ttm: number }>())
  readonly topChange = new TopFive<{
    pe: number | null
    '1yr': number | null
    '1mth': number | null
    name: string
    last_close: number | null
  }>()
  readonly days: CapDay[] = []
  /** the quarter ends before `days`, oldest first */
  readonly olderQuarterEnds: CapDay[] = []
}

interface Current {
  symbol: string
  name: string
  cap: number | null
  pe: number | null
  group: SubSector
}

/** Gathers each sub-sector's report figures as the market streams by, and answers every report at the end. */
export class SubsectorFigures {
  private readonly groups = new Map<string, SubSector>()
  private current: Current | undefined
  private latest = -Infinity

  company(company: IdxCompany, yearly: readonly IdxYearlyRow[]): void {
    const s = company.snapshot
    const slug = company.slugs.subSector
    let group = this.groups.get(slug)
    if (group === undefined) this.groups.set(slug, (group = new SubSector()))
    const symbol = s.symbol ?? ''
    const name = s.company_name ?? ''
    const cap = known(s.market_cap)
    const pe = known(s.pe_ttm)
    this.current = { symbol, name, cap, pe, group }
    group.count++
    if (cap !== null) {
      group.caps.push(cap)
      if (group.topMcap.admits(symbol, cap)) group.topMcap.offer(symbol, cap, { name, market_cap: cap })
    }
    if (pe !== null) group.allPe.push(pe)
    if (pe !== null && pe > 0) {
      group.positivePe.push(pe)
      group.weightedPe.add(pe, cap)
    }
    this.yearly(group, this.current, yearly)
  }

  private yearly(group: SubSector, { symbol, name, cap }: Current, yearly: readonly IdxYearlyRow[]): void {
    VALUES.fill(Number.NaN)
    for (const row of yearly) {
      const at = YEARS.indexOf(row.year)
      if (at < 0) continue
      // read by name, in FIELDS' order: a field looked up by a computed key goes through V8's generic lookup
      setValue(0, at, row.revenue)
      setValue(1, at, row.earnings)
      setValue(2, at, row.eps)
      setValue(3, at, row.pe)
      setValue(4, at, row.pb)
      setValue(5, at, row.ps)
      setValue(6, at, row.pcf)
      if (known(row.revenue) !== null) this.latest = Math.max(this.latest, row.year)
    }
    for (let m = 0; m < MULTIPLE_AT.length; m++) {
      const byYear = group.multiples[m] ?? []
      for (let at = 0; at < YEARS.length; at++) {
        const v = valueOf(MULTIPLE_AT[m] ?? 0, at)
        if (v !== null && v > 0) byYear[at]?.push(v)
      }
    }
    // a weighted mean takes nothing without a positive weight: a company without a market cap adds to no growth
    if (cap !== null && cap > 0)
      for (let f = 0; f < GROWTH_FIELDS; f++)
        for (let from = 0; from < YEARS.length; from++) {
          const then = valueOf(f, from)
          // growth from an unknown or non-positive figure is none: nothing to add for any later year
          if (then === null || then <= 0) continue
          for (let to = from + 1; to < YEARS.length; to++)
            group.growth.add(growthCell(f, from, to), growth(valueOf(f, to), then), cap)
        }
    for (let at = 0; at < YEARS.length; at++) {
      const revenueGrowth = at > 0 ? growth(valueOf(REVENUE, at), valueOf(REVENUE, at - 1)) : null
      const topGrowth = group.topGrowth[at]
      if (topGrowth?.admits(symbol, revenueGrowth))
        topGrowth.offer(symbol, revenueGrowth, { name, revenue_growth: revenueGrowth })
      const profit = valueOf(EARNINGS, at)
      const topProfit = group.topProfit[at]
      if (topProfit?.admits(symbol, profit)) topProfit.offer(symbol, profit, { name, profit_ttm: profit })
      const revenue = valueOf(REVENUE, at)
      const topRevenue = group.topRevenue[at]
      if (topRevenue?.admits(symbol, revenue)) topRevenue.offer(symbol, revenue, { name, revenue_ttm: revenue })
    }
  }

  /** Right after its company (the generator's order): its trading figures. */
  trading({ symbol, facts }: CompanyTrading): void {
    const current = this.current
    if (current?.symbol !== symbol) throw new Error(`trading figures of ${symbol} away from its company`)
    const { group, cap, pe, name } = current
    group.drawdown.add(known(facts.maxDrawdown), cap)
    group.rsd.add(known(facts.rsdClose), cap)
    const month = known(facts.changes['30d'])
    const year = known(facts.changes['365d'])
    const lastClose = known(facts.lastClose)
    if (group.topChange.admits(symbol, month))
      group.topChange.offer(symbol, month, { pe, '1yr': year, '1mth': month, name, last_close: lastClose })
  }

  days(days: Iterable<SubSectorDay>): void {
    for (const day of days) this.groups.get(day.subSector)?.days.push({ date: day.date, market_cap: day.marketCap })
  }

  /** After `days`: the sub-sectors' market caps at the quarter ends before them, oldest first. */
  olderQuarterEnds(days: readonly SubSectorDay[]): void {
    for (const day of days)
      this.groups.get(day.subSector)?.olderQuarterEnds.push({ date: day.date, market_cap: day.marketCap })
  }

  /** Every sub-sector's report (one without companies too), once every company is in. */
  reports(asOf: string): Map<string, SubsectorReportBody> {
    const latest = this.latest
    const years = YEARS.map((year, at) => ({ year, at })).filter(({ year }) => year <= latest)
    const empty = new SubSector()
    const groupOf = (slug: string) => this.groups.get(slug) ?? empty
    for (const group of this.groups.values()) group.days.sort((a, b) => (a.date < b.date ? -1 : 1))
    const slugs = idxTaxonomy.subSectors.map((node) => node.slug)
    // [multiple][year] → each sub-sector's median, then its rank among them
    const medians = MULTIPLES.map((_, m) =>
      years.map(({ at }) => new Map(slugs.map((slug) => [slug, median(groupOf(slug).multiples[m]?.[at] ?? [])]))),
    )
    const ranks = medians.map((byYear) => byYear.map((bySlug) => ranksOf(bySlug)))
    const allDays = new Map(slugs.map((slug) => [slug, groupOf(slug).days]))
    return new Map(
      slugs.map((slug) => {
        const group = groupOf(slug)
        const multiple = (m: number, y: number, of: 'median' | 'rank') =>
          (of === 'median' ? medians : ranks)[m]?.[y]?.get(slug) ?? null
        return [slug, body(group, { latest, asOf, years, allDays, slug, multiple })]
      }),
    )
  }
}

interface BodyInputs {
  latest: number
  asOf: string
  years: readonly { year: number; at: number }[]
  allDays: ReadonlyMap<string, readonly CapDay[]>
  slug: string
  multiple: (m: number, y: number, of: 'median' | 'rank') => number | null
}

function body(group: SubSector, inputs: BodyInputs): SubsectorReportBody {
  const { latest, years, multiple } = inputs
  const latestAt = YEARS.indexOf(latest)
  const total = group.caps.reduce((sum, cap) => sum + cap, 0)
  const growthOf = (f: number, from: number, to: number) => group.growth.value(growthCell(f, from, to))
  const valuation = (y: number) => {
    const [pe, pb, ps, pcf] = MULTIPLES.map((_, m) => multiple(m, y, 'median'))
    const [peRank, pbRank, psRank, pcfRank] = MULTIPLES.map((_, m) => multiple(m, y, 'rank'))
    return {
      pb: pb ?? null,
      pe: pe ?? null,
      ps: ps ?? null,
      pcf: pcf ?? null,
      pb_rank: pbRank ?? null,
      pe_rank: peRank ?? null,
      ps_rank: psRank ?? null,
      pcf_rank: pcfRank ?? null,
    }
  }
  return {
    statistics: {
      total_companies: group.count,
      filtered_median_pe: median(group.positivePe),
      filtered_weighted_avg_pe: group.weightedPe.value,
      // reduced, not spread: a sub-sector of a large market has more companies than a call has arguments
      min_company_pe: group.allPe.length > 0 ? group.allPe.reduce((a, b) => Math.min(a, b)) : null,
      max_company_pe: group.allPe.length > 0 ? group.allPe.reduce((a, b) => Math.max(a, b)) : null,
    },
    market_cap: {
      total_market_cap: total,
      avg_market_cap: group.caps.length > 0 ? total / group.caps.length : null,
      ...capHistory(inputs.slug, inputs.allDays, group.count, inputs.asOf, group.olderQuarterEnds),
    },
    stability: { weighted_max_drawdown: group.drawdown.value, weighted_rsd_close: group.rsd.value },
    valuation: {
      historical_valuation: Object.fromEntries(years.map(({ year }, y) => [String(year), valuation(y)])),
    },
    growth: {
      weighted_avg_growth_data: Object.fromEntries(
        years.slice(1).map(({ year, at }) => [
          String(year),
          {
            avg_annual_earning_growth: growthOf(EARNINGS, at - 1, at),
            avg_annual_revenue_growth: growthOf(REVENUE, at - 1, at),
          },
        ]),
      ),
      growth_forecasts: Object.fromEntries(
        YEARS.flatMap((year, at) =>
          year > latest
            ? [
                [
                  String(year),
                  {
                    base_year: latest,
                    eps_growth: growthOf(EPS, latestAt, at),
                    revenue_growth: growthOf(REVENUE, latestAt, at),
                  },
                ],
              ]
            : [],
        ),
      ),
    },
    companies: {
      top_companies: {
        top_mcap: group.topMcap.answer(),
        top_growth: group.topGrowth[latestAt]?.answer() ?? {},
        top_profit: group.topProfit[latestAt]?.answer() ?? {},
        top_revenue: group.topRevenue[latestAt]?.answer() ?? {},
      },
      top_change_companies: group.topChange.answer(),
    },
  }
}
