// the queries live in lib, where the compare view reads the same cached reports
export { idxReportViewPath, reportQueries, sgxReportViewPath } from '../../../lib/reports/report-queries'
