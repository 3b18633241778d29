import { useQuery } from '@tanstack/react-query'
import type { IdxReport } from '../../../shared/api/idx-report'
import { balanceSheet, cashFlows, epsHistory, isBank, revenueAndEarnings, yearsOf } from '../api/financial-selects'
import { ratioTable } from '../api/ratio-lines'
import { reportQueries } from '../../../lib/reports/report-queries'
import { statementTable } from '../api/statement-lines'
import { EpsChart } from './eps-chart'
import { MoneyBarsChart } from './money-bars-chart'
import { RatioTable } from './ratio-table'
import { RevenueEarningsChart } from './revenue-earnings-chart'
import { SectionState } from './section-state'
import { StatementTable } from './statement-table'

/** Everything the financials view draws, reshaped once per answer. */
const financialViews = (report: IdxReport) => {
  const years = yearsOf(report)
  const bank = isBank(years)
  return {
    symbol: report.symbol.replace(/\.JK$/, ''),
    revenueEarnings: revenueAndEarnings(report),
    balance: balanceSheet(report),
    cash: cashFlows(report),
    eps: epsHistory(report),
    statement: statementTable(years),
    ratios: ratioTable(report, bank),
  }
}

/** Financials by fiscal year: four charts, the statements as a table (with CSV) and the ratios over time. */
export function IdxFinancialsSection({ ticker }: { ticker: string }) {
  const query = useQuery({ ...reportQueries.idx(ticker, ['financials']), select: financialViews })
  return (
    <SectionState title="Financials" query={query} skeletons={3}>
      {(view) => (
        <>
          <div className="report-grid">
            <RevenueEarningsChart rows={view.revenueEarnings} currency="IDR" />
            <MoneyBarsChart
              title="Assets, liabilities and equity"
              rows={view.balance}
              currency="IDR"
              period="at fiscal year end"
              series={[
                { key: 'assets', label: 'Total assets' },
                { key: 'liabilities', label: 'Total liabilities' },
                { key: 'equity', label: 'Total equity' },
              ]}
            />
            <MoneyBarsChart
              title="Cash flows"
              rows={view.cash}
              currency="IDR"
              series={[
                { key: 'operating', label: 'Operating' },
                { key: 'investing', label: 'Investing' },
                { key: 'financing', label: 'Financing' },
                { key: 'free', label: 'Free cash flow' },
              ]}
            />
            <EpsChart rows={view.eps} currency="IDR" />
          </div>
          <StatementTable table={view.statement} fileStem={`${view.symbol}-financials`} />
          <RatioTable years={view.ratios.years} lines={view.ratios.lines} />
        </>
      )}
    </SectionState>
  )
}
