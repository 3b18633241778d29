import type { IdxReport } from '../../../shared/api/idx-report'
import { fiscalYear } from '../../../lib/figures'
import { yearsOf } from './financial-selects'

export interface ActualOrEstimate {
  label: string
  value: number | null
  estimate: boolean
}

export interface GrowthForecast {
  /** the year forecast and the year it grows from: "FY2026", "FY2025" */
  year: string
  base: string
  revenue: number | null
  eps: number | null
}

export interface FutureView {
  /** false when the section has no forecasts and no ratings: "No analyst coverage", never zeros */
  covered: boolean
  revenue: ActualOrEstimate[]
  eps: ActualOrEstimate[]
  growth: GrowthForecast[]
  ratings: NonNullable<IdxReport['future']>['analyst_rating_breakdown']
}

/** Reported years (from the financials) followed by the analysts' estimates of the years after them. */
export function futureView(report: IdxReport): FutureView {
  const future = report.future
  const forecasts = [...(future?.company_value_forecasts ?? [])].sort((a, b) => a.estimate_year - b.estimate_year)
  const growth = [...(future?.company_growth_forecasts ?? [])].sort((a, b) => a.estimate_year - b.estimate_year)
  const ratings = future?.analyst_rating_breakdown ?? null
  const covered = forecasts.length > 0 || growth.length > 0 || (ratings !== null && ratings.n_analyst > 0)
  const years = yearsOf(report)
  const eps = report.financials?.historical_eps ?? {}
  const actual = (pick: (year: number) => number | null) =>
    years.map(({ year }) => ({ label: fiscalYear(year), value: pick(year), estimate: false }))
  const estimated = (pick: (forecast: (typeof forecasts)[number]) => number | null) =>
    forecasts.map((forecast) => ({ label: fiscalYear(forecast.estimate_year), value: pick(forecast), estimate: true }))
  return {
    covered,
    revenue: [
      ...actual((year) => years.find((row) => row.year === year)?.revenue ?? null),
      ...estimated((f) => f.revenue_estimate),
    ],
    eps: [...actual((year) => eps[String(year)]?.eps ?? null), ...estimated((f) => f.eps_estimate)],
    growth: growth.map((forecast) => ({
      year: fiscalYear(forecast.estimate_year),
      base: fiscalYear(forecast.base_year),
      revenue: forecast.revenue_growth,
      eps: forecast.eps_growth,
    })),
    ratings,
  }
}
