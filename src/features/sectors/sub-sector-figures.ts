/**
 * The sub-sector report's sections reshaped for the page's charts and tables. The input types name only what the
 * page reads, each part optional: a report carries only the sections asked for, and the real service leaves
 * figures out.
 */
type Figure = number | null | undefined
type ByKey<Value> = Partial<Record<string, Value>> | null | undefined

export interface SubSectorReportParts {
  market_cap?: {
    quarterly_market_cap?: { prev_ttm_mcap?: ByKey<Figure>; current_ttm_mcap?: ByKey<Figure> } | null
  } | null
  valuation?: { historical_valuation?: ByKey<{ pe?: Figure; pb?: Figure; ps?: Figure; pcf?: Figure }> } | null
  growth?: {
    weighted_avg_growth_data?: ByKey<{ avg_annual_earning_growth?: Figure; avg_annual_revenue_growth?: Figure }>
    growth_forecasts?: ByKey<{ base_year?: Figure; eps_growth?: Figure; revenue_growth?: Figure }>
  } | null
}

const value = (figure: Figure): number | null => (typeof figure === 'number' ? figure : null)

/** One quarter's market cap of the whole sub-sector. */
export interface QuarterCap {
  /** the service's key, "2025.Q3" */
  quarter: string
  /** "Q3 2025" */
  label: string
  /** IDR */
  marketCap: number | null
}

/** The eight quarters the report carries (the previous and the current twelve months), oldest first. */
export function quarterlyMarketCap(report: SubSectorReportParts): QuarterCap[] {
  const quarters = report.market_cap?.quarterly_market_cap
  const all = { ...(quarters?.prev_ttm_mcap ?? {}), ...(quarters?.current_ttm_mcap ?? {}) }
  return Object.entries(all)
    .map(([quarter, figure]) => {
      const match = /^(\d{4})\.(Q[1-4])$/.exec(quarter)
      return { quarter, label: match === null ? quarter : `${match[2]} ${match[1]}`, marketCap: value(figure) }
    })
    .sort((a, b) => a.quarter.localeCompare(b.quarter))
}

/** One year's valuation multiples of the sub-sector. */
export interface ValuationYear {
  year: string
  pe: number | null
  pb: number | null
  ps: number | null
  pcf: number | null
}

export function valuationYears(report: SubSectorReportParts): ValuationYear[] {
  return Object.entries(report.valuation?.historical_valuation ?? {})
    .map(([year, row]) => ({
      year,
      pe: value(row?.pe),
      pb: value(row?.pb),
      ps: value(row?.ps),
      pcf: value(row?.pcf),
    }))
    .sort((a, b) => a.year.localeCompare(b.year))
}

/** One year's weighted average growth: reported, or forecast (then of EPS rather than earnings). */
export interface GrowthYear {
  /** "FY2025", or "FY2027 (forecast)" */
  label: string
  revenue: number | null
  earnings: number | null
  forecast: boolean
}

export function growthYears(report: SubSectorReportParts): GrowthYear[] {
  const reported = Object.entries(report.growth?.weighted_avg_growth_data ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, row]) => ({
      label: `FY${year}`,
      revenue: value(row?.avg_annual_revenue_growth),
      earnings: value(row?.avg_annual_earning_growth),
      forecast: false,
    }))
  const forecasts = Object.entries(report.growth?.growth_forecasts ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, row]) => ({
      label: `FY${year} (forecast)`,
      revenue: value(row?.revenue_growth),
      earnings: value(row?.eps_growth),
      forecast: true,
    }))
  return [...reported, ...forecasts]
}

/** A company of one of the report's top lists, with the list's figure. */
export interface ListedCompany {
  symbol: string
  name: string
  figure: number | null
}

/** A top list (`{ "BBCA.JK": { name, market_cap } }`) as rows, largest figure first. */
export function topList(
  list: ByKey<Partial<Record<string, unknown>> & { name?: unknown }>,
  field: string,
): ListedCompany[] {
  return Object.entries(list ?? {})
    .map(([symbol, row]) => {
      const figure = row?.[field]
      return {
        symbol,
        name: typeof row?.name === 'string' ? row.name : symbol,
        figure: typeof figure === 'number' ? figure : null,
      }
    })
    .sort((a, b) => (b.figure ?? Number.NEGATIVE_INFINITY) - (a.figure ?? Number.NEGATIVE_INFINITY))
}
