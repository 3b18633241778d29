/**
 * What the dashboard asks `/v2/subsector/report/` with: paths, parameter values, limits. No schema here: the schemas are in
 * ../subsector-report.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/**
 * `/v2/subsector/report/{sub_sector}/?sections=…`: figures over one IDX sub-sector's companies. Only the requested
 * sections are present; `sector` and `sub_sector` (display names) always are. Maps keyed by a year, a quarter
 * (`"2025.Q3"`), a date or a symbol are JSON objects, as the real service sends them.
 */
export const SUBSECTOR_REPORT_SECTIONS = [
  'statistics',
  'market_cap',
  'stability',
  'valuation',
  'growth',
  'companies',
] as const
export type SubsectorReportSection = (typeof SUBSECTOR_REPORT_SECTIONS)[number]

/** `/v2/subsector/report/banks/?sections=statistics,companies`; no `sections` when all are wanted. */
export const subsectorReportPath = (subSector: string, sections: readonly SubsectorReportSection[] = []): string => {
  const base = `/v2/subsector/report/${encodeURIComponent(subSector)}/`
  return sections.length === 0 ? base : `${base}?sections=${sections.join(',')}`
}
