import type { IdxReport } from '../../../../shared/api/idx-report'
import {
  balanceSheet,
  CASH_FLOW_SERIES,
  cashFlows,
  epsHistory,
  isBank,
  revenueAndEarnings,
  yearsOf,
} from '../../api/financial-selects'
import { ratioTable } from '../../api/ratio-lines'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { statementTable } from '../../api/statement-lines'
import { LinkProblems } from '../../../../components/link-problems'
import { SegmentedChoice } from '../../../../components/segmented-choice'
import { useUrlState } from '../../../../lib/url-state'
import { reportSearch } from '../../report-search'
import { EpsChart } from './eps-chart'
import { MoneyBarsChart } from './money-bars-chart'
import { QuarterlyFinancials } from './quarterly-financials'
import { RatioTable } from './ratio-table'
import { RevenueEarningsChart } from './revenue-earnings-chart'
import { SectionQuery } from '../frame/section-query'
import { StatementTable } from './statement-table'
import { useReportsText } from '../../text'

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

/**
 * The financials by fiscal year or, with `?period=quarterly`, by quarter; the switch is part of the link so that a
 * quarterly view can be shared.
 */
export function IdxFinancialsSection({ ticker }: { ticker: string }) {
  const { state, problems, commit, useDefault } = useUrlState(reportSearch)
  const t = useReportsText()
  return (
    <>
      <LinkProblems problems={problems.filter((problem) => problem.key === 'period')} onUseDefault={useDefault} />
      <SegmentedChoice
        label={t('fin.periodLabel')}
        options={[
          { value: 'annual', label: t('fin.annual') },
          { value: 'quarterly', label: t('fin.quarterly') },
        ]}
        value={state.period}
        onChange={(period) => {
          commit({ period })
        }}
      />
      {state.period === 'quarterly' ? <QuarterlyFinancials ticker={ticker} /> : <AnnualFinancials ticker={ticker} />}
    </>
  )
}

/** Financials by fiscal year: four charts, the statements as a table (with CSV) and the ratios over time. */
function AnnualFinancials({ ticker }: { ticker: string }) {
  const t = useReportsText()
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'financials')} select={financialViews} skeletons={3}>
      {(view) => (
        <>
          <div className="report-grid">
            <RevenueEarningsChart rows={view.revenueEarnings} currency="IDR" />
            <MoneyBarsChart
              title={t('fin.balanceTitle')}
              rows={view.balance}
              currency="IDR"
              period={t('fin.atFiscalYearEnd')}
              series={[
                { key: 'assets', label: 'line.total_assets' },
                { key: 'liabilities', label: 'line.total_liabilities' },
                { key: 'equity', label: 'line.total_equity' },
              ]}
            />
            <MoneyBarsChart title={t('fin.cashFlowsTitle')} rows={view.cash} currency="IDR" series={CASH_FLOW_SERIES} />
            <EpsChart rows={view.eps} currency="IDR" />
          </div>
          <StatementTable table={view.statement} fileStem={`${view.symbol}-financials`} />
          <RatioTable years={view.ratios.years} lines={view.ratios.lines} />
        </>
      )}
    </SectionQuery>
  )
}
