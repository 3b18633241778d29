import { useQuery } from '@tanstack/react-query'
import type { QuarterlyFinancialRow } from '../../../../shared/api/quarterly-financials'
import { quarterPoints, TOP_LINE_LABEL } from '../../api/quarterly-charts'
import { quarterlyTable } from '../../api/quarterly-statement'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { MoneyBarsChart } from './money-bars-chart'
import { QuarterlyStatementTable } from './quarterly-statement-table'
import { SectionState } from '../frame/section-state'

/** Everything the quarterly view draws, reshaped once per answer. */
const quarterlyViews = (rows: QuarterlyFinancialRow[]) => ({ charts: quarterPoints(rows), table: quarterlyTable(rows) })

/** The last 12 quarters: the top line and net income, the cash flows, and the statements with QoQ and YoY. */
export function QuarterlyFinancials({ ticker }: { ticker: string }) {
  const query = useQuery({ ...reportQueries.quarterly(ticker), select: quarterlyViews })
  return (
    <SectionState title="Quarterly financials" query={query} skeletons={3}>
      {(view) =>
        view.table.quarters.length === 0 ? (
          <p role="status" className="panel muted">
            The service has no quarterly statements for {ticker}.
          </p>
        ) : (
          <>
            <div className="report-grid">
              <MoneyBarsChart
                title={`${TOP_LINE_LABEL[view.charts.kind]} and net income by quarter`}
                rows={view.charts.points}
                currency="IDR"
                period="each quarter's own amount"
                series={[
                  { key: 'topLine', label: TOP_LINE_LABEL[view.charts.kind] },
                  { key: 'earnings', label: 'Net income' },
                ]}
              />
              <MoneyBarsChart
                title="Cash flows by quarter"
                rows={view.charts.points}
                currency="IDR"
                period="each quarter's own amount"
                series={[
                  { key: 'operatingCashFlow', label: 'Operating cash flow' },
                  { key: 'freeCashFlow', label: 'Free cash flow' },
                ]}
              />
            </div>
            <QuarterlyStatementTable table={view.table} fileStem={`${ticker}-quarterly-financials`} />
          </>
        )
      }
    </SectionState>
  )
}
