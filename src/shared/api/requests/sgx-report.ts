import { reportSectionsPath } from './report-path'

/**
 * What the dashboard asks the SGX company report with: paths, parameter values, limits. No schema here: the schemas are in
 * ../sgx-report.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
export const SGX_REPORT_SECTIONS = ['overview', 'valuation', 'financials', 'dividend'] as const
export type SgxReportSection = (typeof SGX_REPORT_SECTIONS)[number]

/** `/v2/sgx/company/report/D05/?sections=overview,valuation` (all sections when none are named). */
export const sgxReportPath = (ticker: string, sections: readonly SgxReportSection[]): string =>
  reportSectionsPath('/v2/sgx/company/report', ticker, sections)
