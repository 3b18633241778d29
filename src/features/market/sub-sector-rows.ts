/** The parts of a sub-sector report (sections statistics and market_cap) the overview's table reads. */
export interface SubSectorSummaryAnswer {
  sector?: string
  sub_sector?: string
  statistics?: { total_companies?: number | null; filtered_median_pe?: number | null } | null
  market_cap?: {
    total_market_cap?: number | null
    mcap_summary?: { mcap_change?: Partial<Record<string, number | null>> | null } | null
  } | null
}

/** One row of the overview's sub-sector table. */
export interface SubSectorRow {
  slug: string
  name: string
  sector: string
  companies: number | null
  /** IDR */
  marketCap: number | null
  /** decimal fractions: the sub-sector's market cap change over one week, the year to date and one year */
  change1w: number | null
  changeYtd: number | null
  change1y: number | null
  /** median P/E of the companies with earnings */
  medianPe: number | null
}

/** A table row from one sub-sector's report; names fall back to the slug when the answer lacks them. */
export function subSectorRow(slug: string, answer: SubSectorSummaryAnswer): SubSectorRow {
  const change = answer.market_cap?.mcap_summary?.mcap_change ?? {}
  return {
    slug,
    name: answer.sub_sector ?? slug,
    sector: answer.sector ?? '',
    companies: answer.statistics?.total_companies ?? null,
    marketCap: answer.market_cap?.total_market_cap ?? null,
    change1w: change['1w'] ?? null,
    changeYtd: change.ytd ?? null,
    change1y: change['1y'] ?? null,
    medianPe: answer.statistics?.filtered_median_pe ?? null,
  }
}
