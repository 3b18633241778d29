import { reportSectionsPath } from './report-path'

/**
 * What the dashboard asks the IDX company report with: paths, parameter values, limits. No schema here: the schemas are in
 * ../idx-report.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/** The eight sections of the IDX company report, in the order the report lists them. */
export const IDX_REPORT_SECTIONS = [
  'overview',
  'valuation',
  'future',
  'peers',
  'financials',
  'dividend',
  'management',
  'ownership',
] as const
export type IdxReportSection = (typeof IDX_REPORT_SECTIONS)[number]

/** `/v2/company/report/BBCA/?sections=overview,valuation` (all sections when none are named). */
export const idxReportPath = (ticker: string, sections: readonly IdxReportSection[]): string =>
  reportSectionsPath('/v2/company/report', ticker, sections)
