import { useQuery } from '@tanstack/react-query'
import type { QuarterlyFinancialRow } from '../../../../shared/api/quarterly-financials'
import { quarterPoints, TOP_LINE_LABEL } from '../../api/quarterly-charts'
import { quarterlyTable } from '../../api/quarterly-statement'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { MoneyBarsChart } from './money-bars-chart'
import { QuarterlyStatementTable } from './quarterly-statement-table'
import { SectionState } from '../frame/section-state'
import { useReportsText } from '../../text'

/** Everything the quarterly view draws, reshaped once per answer. */
const quarterlyViews = (rows: QuarterlyFinancialRow[]) => ({ charts: quarterPoints(rows), table: quarterlyTable(rows) })

/** The last 12 quarters: the top line and net income, the cash flows, and the statements with QoQ and YoY. */
export function QuarterlyFinancials({ ticker }: { ticker: string }) {
  const query = useQuery({ ...reportQueries.quarterly(ticker), select: quarterlyViews })
  const t = useReportsText()
  return (
    <SectionState title={t('fin.quarterlyTitle')} query={query} skeletons={3}>
      {(view) =>
        view.table.quarters.length === 0 ? (
          <p role="status" className="panel muted">
            {t('fin.noQuarters', { ticker })}
          </p>
        ) : (
          <>
            <div className="report-grid">
              <MoneyBarsChart
                title={t('fin.topLineByQuarter', { topLine: t(TOP_LINE_LABEL[view.charts.kind]) })}
                rows={view.charts.points}
                currency="IDR"
                period={t('fin.eachQuarter')}
                series={[
                  { key: 'topLine', label: TOP_LINE_LABEL[view.charts.kind] },
                  { key: 'earnings', label: 'line.earnings' },
                ]}
              />
              <MoneyBarsChart
                title={t('fin.cashFlowsByQuarter')}
                rows={view.charts.points}
                currency="IDR"
                period={t('fin.eachQuarter')}
                series={[
                  { key: 'operatingCashFlow', label: 'line.operating_cash_flow' },
                  { key: 'freeCashFlow', label: 'line.free_cash_flow' },
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
