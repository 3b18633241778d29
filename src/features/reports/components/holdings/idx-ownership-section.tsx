import { DataTable, type DataColumn } from '../../../../components/data-table'
import type { IdxReport } from '../../../../shared/api/idx-report'
import { formatCount, formatDate } from '../../../../lib/format'
import { institutionalFlow, shareholderRows } from '../../api/ownership-selects'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { MoneyBarsChart } from '../financials/money-bars-chart'
import { SectionQuery } from '../frame/section-query'
import { ShareholderTable } from './shareholder-table'

type Transaction = NonNullable<NonNullable<IdxReport['ownership']>['top_transactions']>['top_buyers'][number]

const TRANSACTIONS: DataColumn<Transaction>[] = [
  { id: 'name', label: 'Investor', value: (row) => row.name },
  { id: 'change', label: 'Change', unit: 'shares', align: 'end', value: (row) => row.changeAmount, cell: (row) => `${row.changeAmount > 0 ? '+' : row.changeAmount < 0 ? '−' : ''}${formatCount(Math.abs(row.changeAmount))}` },
] // prettier-ignore

/** Who owns the company, who bought and sold most recently, and the institutions' monthly net flow. */
export function IdxOwnershipSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'ownership')} select={(report) => report.ownership}>
      {(ownership) => (
        <>
          <ShareholderTable rows={shareholderRows(ownership)} />
          {ownership.top_transactions !== null && (
            <div className="report-grid">
              {(['top_buyers', 'top_sellers'] as const).map((side) => (
                <div className="panel" key={side}>
                  <h3>
                    {side === 'top_buyers' ? 'Top buyers' : 'Top sellers'}
                    <span className="muted">, as of {formatDate(ownership.top_transactions?.date ?? '')}</span>
                  </h3>
                  <DataTable
                    label={side === 'top_buyers' ? 'Top buyers' : 'Top sellers'}
                    columns={TRANSACTIONS}
                    rows={ownership.top_transactions?.[side] ?? []}
                    rowKey={(row) => row.name}
                    empty="None reported."
                  />
                </div>
              ))}
            </div>
          )}
          <MoneyBarsChart
            title="Institutional net flow"
            rows={institutionalFlow(ownership)}
            series={[{ key: 'net', label: 'Net buying (selling below zero)' }]}
            currency="IDR"
            period="by month"
          />
        </>
      )}
    </SectionQuery>
  )
}
