import { useMemo } from 'react'
import { DataTable, type DataColumn } from '../../../../components/data-table'
import type { IdxReport } from '../../../../shared/api/idx-report'
import { useFormat } from '../../../../lib/i18n/use-format'
import { institutionalFlow, shareholderRows } from '../../api/ownership-selects'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { MoneyBarsChart } from '../financials/money-bars-chart'
import { SectionQuery } from '../frame/section-query'
import { ReportsText, useReportsText } from '../../text'
import { ShareholderTable } from './shareholder-table'

type Transaction = NonNullable<NonNullable<IdxReport['ownership']>['top_transactions']>['top_buyers'][number]

/** Who owns the company, who bought and sold most recently, and the institutions' monthly net flow. */
export function IdxOwnershipSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatCount, formatDate } = useFormat()
  const transactions = useMemo<DataColumn<Transaction>[]>(
    () => [
      { id: 'name', label: t('holdings.investor'), value: (row) => row.name },
      { id: 'change', label: t('holdings.change'), unit: t('holdings.sharesUnit'), align: 'end', value: (row) => row.changeAmount, cell: (row) => `${row.changeAmount > 0 ? '+' : row.changeAmount < 0 ? '−' : ''}${formatCount(Math.abs(row.changeAmount))}` },
    ], // prettier-ignore
    [t, formatCount],
  )
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'ownership')} select={(report) => report.ownership}>
      {(ownership) => (
        <>
          <ShareholderTable rows={shareholderRows(ownership)} />
          {ownership.top_transactions !== null && (
            <div className="report-grid">
              {(['top_buyers', 'top_sellers'] as const).map((side) => {
                const title = t(side === 'top_buyers' ? 'holdings.topBuyers' : 'holdings.topSellers')
                return (
                  <div className="panel" key={side}>
                    <h3>
                      <ReportsText
                        id="holdings.sideAsOf"
                        values={{ side: title, date: formatDate(ownership.top_transactions?.date ?? '') }}
                        components={{ 0: <span className="muted" /> }}
                      />
                    </h3>
                    <DataTable
                      label={title}
                      columns={transactions}
                      rows={ownership.top_transactions?.[side] ?? []}
                      rowKey={(row) => row.name}
                      empty={t('holdings.noneReported')}
                    />
                  </div>
                )
              })}
            </div>
          )}
          <MoneyBarsChart
            title={t('holdings.flowTitle')}
            rows={institutionalFlow(ownership)}
            series={[{ key: 'net', label: 'holdings.netBuying' }]}
            currency="IDR"
            period={t('holdings.byMonth')}
          />
        </>
      )}
    </SectionQuery>
  )
}
