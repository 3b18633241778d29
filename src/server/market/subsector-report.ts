import type { Database, Statement } from 'better-sqlite3'
import type { SubsectorReport, SubsectorReportSection } from '../../shared/api/subsector-report'
import { idxTaxonomy } from '../../shared/catalogue'
import { IDX_YEARLY_SERIES, seriesColumnName } from '../db/schema'
import { addDays } from '../daily/window'

interface Member {
  symbol: string
  company_name: string
  market_cap: number | null
  pe_ttm: number | null
  chg_30d: number | null
  chg_365d: number | null
  last_close: number | null
  max_drawdown: number | null
  rsd_close: number | null
}

type Series = Record<string, number | null>
interface Day {
  date: string
  market_cap: number
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Σ weight·value / Σ weight over the pairs where both are known and the weight positive. */
function weighted(pairs: readonly (readonly [number | null, number | null])[]): number | null {
  let sum = 0
  let weights = 0
  for (const [value, weight] of pairs)
    if (value !== null && weight !== null && weight > 0 && Number.isFinite(value)) {
      sum += value * weight
      weights += weight
    }
  return weights > 0 ? sum / weights : null
}

const growth = (now: number | null | undefined, then: number | null | undefined) =>
  now !== null && now !== undefined && then !== null && then !== undefined && then > 0 ? now / then - 1 : null

/** `{"BBCA.JK": {name, <metric>}}` for the five largest on `value`, keyed in symbol order as the real service is. */
function topFive<K extends string>(
  members: readonly Member[],
  metric: K,
  value: (m: Member) => number | null,
): Record<string, { name: string } & Record<K, number>> {
  const ranked = members
    .map((m) => ({ m, v: value(m) }))
    .filter((x): x is { m: Member; v: number } => x.v !== null)
    .sort((a, b) => b.v - a.v || (a.m.symbol < b.m.symbol ? -1 : 1))
    .slice(0, 5)
    .sort((a, b) => (a.m.symbol < b.m.symbol ? -1 : 1))
  // a computed key widens to an index signature: the entry is exactly { name, [metric] }
  const entry = (name: string, v: number) => ({ name, [metric]: v }) as { name: string } & Record<K, number>
  return Object.fromEntries(ranked.map(({ m, v }) => [m.symbol, entry(m.company_name, v)]))
}

const SERIES_FIELDS = ['revenue', 'earnings', 'eps', 'pe', 'pb', 'ps'] as const
type SeriesField = (typeof SERIES_FIELDS)[number]

/** `2026-09-30` → `2026.Q3` */
const quarterOf = (date: string) => `${date.slice(0, 4)}.Q${String(Math.ceil(Number(date.slice(5, 7)) / 3))}`

/**
 * The sub-sector report, over the very rows the screener reads (idx_companies, the yearly series) and the trading
 * figures worked out with the market (idx_trading, idx_subsector_daily). A report is the same until the data
 * changes, and the data is read-only: each is worked out once per process and kept (33 sub-sectors at most).
 */
export class SubsectorReports {
  private readonly members: Statement<[string], Member>
  private readonly series: Statement<[string, string], Series & { symbol: string }>
  private readonly days: Statement<[string], Day>
  private readonly yearChanges: Statement<[string, string], { sub_sector_slug: string; change: number }>
  private readonly kept = new Map<string, Omit<SubsectorReport, 'sector' | 'sub_sector'>>()

  constructor(
    db: Database,
    private readonly facts: { asOf: string; latestFiscalYear: number },
  ) {
    this.members = db.prepare(
      `SELECT c.symbol, c.company_name, c.market_cap, c.pe_ttm, t.chg_30d, t.chg_365d, t.last_close, t.max_drawdown,
         t.rsd_close
       FROM idx_companies c LEFT JOIN idx_trading t ON t.symbol = c.symbol
       WHERE c.sub_sector_slug = ? ORDER BY c.symbol`,
    )
    this.series = db.prepare(
      `SELECT s.* FROM idx_companies c JOIN ${IDX_YEARLY_SERIES.table} s ON s.field = ? AND s.symbol = c.symbol
       WHERE c.sub_sector_slug = ?`,
    )
    this.days = db.prepare('SELECT date, market_cap FROM idx_subsector_daily WHERE sub_sector_slug = ? ORDER BY date')
    this.yearChanges = db.prepare(
      `SELECT now.sub_sector_slug, now.market_cap / before.market_cap - 1 AS change
       FROM idx_subsector_daily now JOIN idx_subsector_daily before ON before.sub_sector_slug = now.sub_sector_slug
         AND before.date = (SELECT max(date) FROM idx_subsector_daily
                            WHERE sub_sector_slug = now.sub_sector_slug AND date <= ?)
       WHERE now.date = ?`,
    )
  }

  /** The report's sections for a sub-sector slug, or undefined when there is no such sub-sector. */
  report(slug: string, sections: readonly SubsectorReportSection[]): SubsectorReport | undefined {
    const node = idxTaxonomy.subSectors.find((s) => s.slug === slug)
    if (node === undefined) return undefined
    let whole = this.kept.get(slug)
    if (whole === undefined) this.kept.set(slug, (whole = this.build(slug)))
    const answer: SubsectorReport = { sector: node.sector.name, sub_sector: node.name }
    for (const section of sections) Object.assign(answer, { [section]: whole[section] })
    return answer
  }

  private build(slug: string): Omit<SubsectorReport, 'sector' | 'sub_sector'> {
    const members = this.members.all(slug)
    const series = new Map<SeriesField, Map<string, Series>>()
    for (const field of SERIES_FIELDS)
      series.set(field, new Map(this.series.all(field, slug).map((row) => [row.symbol, row])))
    const valueOf = (field: SeriesField, symbol: string, year: number) =>
      series.get(field)?.get(symbol)?.[seriesColumnName(year)] ?? null
    const latest = this.facts.latestFiscalYear
    const caps = members.map((m) => m.market_cap).filter((cap): cap is number => cap !== null)
    const total = caps.reduce((sum, cap) => sum + cap, 0)
    const positivePe = members.filter((m) => m.pe_ttm !== null && m.pe_ttm > 0)
    const allPe = members.map((m) => m.pe_ttm).filter((pe): pe is number => pe !== null)
    const years = IDX_YEARLY_SERIES.years.filter((year) => year <= latest)
    const forecastYears = IDX_YEARLY_SERIES.years.filter((year) => year > latest)
    const revenueGrowth = (m: Member) =>
      growth(valueOf('revenue', m.symbol, latest), valueOf('revenue', m.symbol, latest - 1))

    return {
      statistics: {
        total_companies: members.length,
        filtered_median_pe: median(positivePe.map((m) => m.pe_ttm ?? 0)),
        filtered_weighted_avg_pe: weighted(positivePe.map((m) => [m.pe_ttm, m.market_cap])),
        min_company_pe: allPe.length > 0 ? Math.min(...allPe) : null,
        max_company_pe: allPe.length > 0 ? Math.max(...allPe) : null,
      },
      market_cap: {
        total_market_cap: total,
        avg_market_cap: caps.length > 0 ? total / caps.length : null,
        ...this.capHistory(slug, members.length),
      },
      stability: {
        weighted_max_drawdown: weighted(members.map((m) => [m.max_drawdown, m.market_cap])),
        weighted_rsd_close: weighted(members.map((m) => [m.rsd_close, m.market_cap])),
      },
      valuation: {
        historical_valuation: Object.fromEntries(
          years.map((year) => {
            const mid = (field: 'pe' | 'pb' | 'ps') =>
              median(members.map((m) => valueOf(field, m.symbol, year)).filter((v): v is number => v !== null && v > 0))
            return [
              String(year),
              {
                pb: mid('pb'),
                pe: mid('pe'),
                ps: mid('ps'),
                pcf: null,
                pb_rank: null,
                pe_rank: null,
                ps_rank: null,
                pcf_rank: null,
              },
            ]
          }),
        ),
      },
      growth: {
        weighted_avg_growth_data: Object.fromEntries(
          years.slice(1).map((year) => [
            String(year),
            {
              avg_annual_earning_growth: weighted(
                members.map((m) => [
                  growth(valueOf('earnings', m.symbol, year), valueOf('earnings', m.symbol, year - 1)),
                  m.market_cap,
                ]),
              ),
              avg_annual_revenue_growth: weighted(
                members.map((m) => [
                  growth(valueOf('revenue', m.symbol, year), valueOf('revenue', m.symbol, year - 1)),
                  m.market_cap,
                ]),
              ),
            },
          ]),
        ),
        growth_forecasts: Object.fromEntries(
          forecastYears.map((year) => [
            String(year),
            {
              base_year: latest,
              eps_growth: weighted(
                members.map((m) => [
                  growth(valueOf('eps', m.symbol, year), valueOf('eps', m.symbol, latest)),
                  m.market_cap,
                ]),
              ),
              revenue_growth: weighted(
                members.map((m) => [
                  growth(valueOf('revenue', m.symbol, year), valueOf('revenue', m.symbol, latest)),
                  m.market_cap,
                ]),
              ),
            },
          ]),
        ),
      },
      companies: {
        top_companies: {
          top_mcap: topFive(members, 'market_cap', (m) => m.market_cap),
          top_growth: topFive(members, 'revenue_growth', revenueGrowth),
          top_profit: topFive(members, 'profit_ttm', (m) => valueOf('earnings', m.symbol, latest)),
          top_revenue: topFive(members, 'revenue_ttm', (m) => valueOf('revenue', m.symbol, latest)),
        },
        top_change_companies: Object.fromEntries(
          members
            .filter((m) => m.chg_30d !== null)
            .sort((a, b) => (b.chg_30d ?? 0) - (a.chg_30d ?? 0) || (a.symbol < b.symbol ? -1 : 1))
            .slice(0, 5)
            .sort((a, b) => (a.symbol < b.symbol ? -1 : 1))
            .map((m) => [
              m.symbol,
              { pe: m.pe_ttm, '1yr': m.chg_365d, '1mth': m.chg_30d, name: m.company_name, last_close: m.last_close },
            ]),
        ),
      },
    }
  }

  /** Quarter-end market caps, the changes over a week, a year and the year to date, and the monthly changes. */
  private capHistory(slug: string, count: number) {
    const days = this.days.all(slug)
    const last = days.at(-1)
    const onOrBefore = (date: string) => days.findLast((day) => day.date <= date)
    const changeSince = (date: string) => {
      const then = onOrBefore(date)
      return last !== undefined && then !== undefined && then.date < last.date
        ? last.market_cap / then.market_cap - 1
        : null
    }
    // the last trading day of each quarter, complete quarters only, newest last
    const quarterEnds = new Map<string, Day>()
    for (const day of days) quarterEnds.set(quarterOf(day.date), day)
    if (last !== undefined) quarterEnds.delete(quarterOf(last.date))
    const quarters = [...quarterEnds.entries()]
    const current = quarters.slice(-4)
    const previous = quarters.slice(-8, -4)
    const asOf = this.facts.asOf
    const monthEnds = new Map<string, Day>()
    for (const day of days) monthEnds.set(day.date.slice(0, 7), day)
    const months = [...monthEnds.values()]
    const yearAgo = addDays(asOf, -365)
    const changes = this.yearChanges.all(yearAgo, last?.date ?? asOf)
    const mine = changes.find((c) => c.sub_sector_slug === slug)?.change
    return {
      quarterly_market_cap: {
        prev_ttm_mcap: Object.fromEntries(previous.map(([q, day]) => [q, day.market_cap])),
        current_ttm_mcap: Object.fromEntries(current.map(([q, day]) => [q, day.market_cap])),
        current_ttm_mcap_pavg: Object.fromEntries(current.map(([q, day]) => [q, day.market_cap / Math.max(1, count)])),
      },
      mcap_summary: {
        mcap_change: {
          '1w': changeSince(addDays(asOf, -7)),
          '1y': changeSince(yearAgo),
          ytd: changeSince(`${String(Number(asOf.slice(0, 4)) - 1)}-12-31`),
        },
        monthly_performance: Object.fromEntries(
          months.slice(1).map((day, i) => [day.date, day.market_cap / (months[i]?.market_cap ?? day.market_cap) - 1]),
        ),
        performance_quantile:
          mine === undefined || changes.length < 2
            ? null
            : changes.filter((c) => c.change < mine).length / (changes.length - 1),
      },
    }
  }
}
