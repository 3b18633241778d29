import type { SgxReport } from '../../../../shared/api/sgx-report'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { CASH_FLOW_SERIES } from '../../api/financial-selects'
import { sgxCashFlows, sgxRevenueAndEarnings, sgxStatementTable } from '../../api/sgx-selects'
import { Fact } from '../frame/header-facts'
import { MoneyBarsChart } from './money-bars-chart'
import { RevenueEarningsChart } from './revenue-earnings-chart'
import { SectionQuery } from '../frame/section-query'
import { StatementTable } from './statement-table'
import { useReportsText } from '../../text'

const sgxFinancialViews = (report: SgxReport) => ({
  symbol: report.symbol,
  financials: report.financials,
  revenueEarnings: sgxRevenueAndEarnings(report),
  cash: sgxCashFlows(report),
  statement: sgxStatementTable(report),
})

/** SGX financials: revenue and earnings by year, EPS, margins, growth, cash flows and the statement metrics. */
export function SgxFinancialsSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatMoney, formatPercent, formatRatio } = useFormat()
  const pct = (value: number | null | undefined) => (value == null ? null : formatPercent(value))
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'financials')} select={sgxFinancialViews} skeletons={3}>
      {(view) => {
        const f = view.financials
        return (
          <>
            <div className="panel report-facts">
              <Fact label={t('fin.eps')}>
                {f?.eps === null || f?.eps === undefined ? null : formatMoney(f.eps, 'SGD')}
              </Fact>
              <Fact label={t('fin.grossMargin')}>{pct(f?.gross_margin)}</Fact>
              <Fact label={t('fin.operatingMargin')}>{pct(f?.operating_margin)}</Fact>
              <Fact label={t('fin.netMargin')}>{pct(f?.net_profit_margin)}</Fact>
              <Fact label={t('fin.epsGrowth1y')}>{pct(f?.one_year_eps_growth)}</Fact>
              <Fact label={t('fin.salesGrowth1y')}>{pct(f?.one_year_sales_growth)}</Fact>
              <Fact label={t('fin.currentRatio')}>
                {f?.current_ratio == null ? null : formatRatio(f.current_ratio)}
              </Fact>
              <Fact label={t('fin.quickRatio')}>{f?.quick_ratio == null ? null : formatRatio(f.quick_ratio)}</Fact>
              <Fact label={t('fin.debtToEquity')}>
                {f?.debt_to_equity == null ? null : formatRatio(f.debt_to_equity)}
              </Fact>
            </div>
            <div className="report-grid">
              <RevenueEarningsChart rows={view.revenueEarnings} currency="SGD" />
              {view.cash.length > 0 && (
                <MoneyBarsChart
                  title={t('fin.cashFlowsTitle')}
                  rows={view.cash}
                  currency="SGD"
                  series={CASH_FLOW_SERIES}
                />
              )}
            </div>
            <StatementTable table={view.statement} fileStem={`${view.symbol}-financials`} />
          </>
        )
      }}
    </SectionQuery>
  )
}
