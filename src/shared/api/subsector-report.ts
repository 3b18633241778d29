import { z } from 'zod/mini'
import { integer } from './shape'
export * from './requests/subsector-report'

/** The parameters the sub-sector report accepts. */
export const SUBSECTOR_REPORT_PARAMETERS = ['sections'] as const

const num = z.nullable(z.number())
const numbersBy = z.record(z.string(), z.number())

/** Company count and the spread of trailing P/E (the filtered figures leave out loss-makers and outliers). */
export const subsectorStatistics = z.object({
  total_companies: integer,
  filtered_median_pe: num,
  filtered_weighted_avg_pe: num,
  min_company_pe: num,
  max_company_pe: num,
})

export const subsectorMarketCap = z.object({
  /** IDR, the sum over the companies with a market cap */
  total_market_cap: z.number(),
  avg_market_cap: num,
  quarterly_market_cap: z.object({
    /** the sub-sector's market cap at each quarter's last trading day, the four quarters before the current four */
    prev_ttm_mcap: numbersBy,
    current_ttm_mcap: numbersBy,
    /** current_ttm_mcap per company */
    current_ttm_mcap_pavg: numbersBy,
  }),
  mcap_summary: z.object({
    mcap_change: z.object({ '1w': num, '1y': num, ytd: num }),
    /** the month's change of market cap, keyed by the last trading day it was measured at */
    monthly_performance: numbersBy,
    /** where the sub-sector's 1-year change stands among all sub-sectors (0 = worst, 1 = best) */
    performance_quantile: num,
  }),
})

/** Market-cap-weighted over the sub-sector's companies, from their daily closes. */
export const subsectorStability = z.object({ weighted_max_drawdown: num, weighted_rsd_close: num })

const yearValuation = z.object({
  pb: num,
  pe: num,
  ps: num,
  pcf: num,
  /** the sub-sector's place among every sub-sector that year, 1 = the lowest multiple */
  pb_rank: z.nullable(integer),
  pe_rank: z.nullable(integer),
  ps_rank: z.nullable(integer),
  pcf_rank: z.nullable(integer),
})
export const subsectorValuation = z.object({ historical_valuation: z.record(z.string(), yearValuation) })

export const subsectorGrowth = z.object({
  weighted_avg_growth_data: z.record(
    z.string(),
    z.object({ avg_annual_earning_growth: num, avg_annual_revenue_growth: num }),
  ),
  growth_forecasts: z.record(z.string(), z.object({ base_year: integer, eps_growth: num, revenue_growth: num })),
})

/** `{"BBCA.JK": {"name": …, "<metric>": …}}`: the top five on one metric, keyed by symbol. */
const bySymbol = <T extends z.ZodMiniType>(row: T) => z.record(z.string(), row)

export const subsectorCompanies = z.object({
  top_companies: z.object({
    top_mcap: bySymbol(z.object({ name: z.string(), market_cap: num })),
    top_growth: bySymbol(z.object({ name: z.string(), revenue_growth: num })),
    top_profit: bySymbol(z.object({ name: z.string(), profit_ttm: num })),
    top_revenue: bySymbol(z.object({ name: z.string(), revenue_ttm: num })),
  }),
  /** the five that moved most over the last month */
  top_change_companies: bySymbol(z.object({ pe: num, '1yr': num, '1mth': num, name: z.string(), last_close: num })),
})

export const subsectorReport = z.object({
  sector: z.string(),
  sub_sector: z.string(),
  statistics: z.optional(subsectorStatistics),
  market_cap: z.optional(subsectorMarketCap),
  stability: z.optional(subsectorStability),
  valuation: z.optional(subsectorValuation),
  growth: z.optional(subsectorGrowth),
  companies: z.optional(subsectorCompanies),
})
export type SubsectorReport = z.infer<typeof subsectorReport>
