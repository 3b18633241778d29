import { DataTable, type DataColumn } from '../../../../components/data-table'
import type { IdxReport } from '../../../../shared/api/idx-report'
import { formatCount, formatPercent } from '../../../../lib/format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { SectionQuery } from '../frame/section-query'

type Management = NonNullable<IdxReport['management']>
type Executive = Management['key_executives'][number]
type Holding = NonNullable<Management['executives_shareholdings']>[number]

const EXECUTIVES: DataColumn<Executive>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name },
  { id: 'position', label: 'Position', value: (row) => row.position },
]

const HOLDINGS: DataColumn<Holding>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name },
  { id: 'position', label: 'Position', value: (row) => row.position },
  { id: 'shares', label: 'Shares', unit: 'shares', align: 'end', value: (row) => row.share_amount, cell: (row) => formatCount(row.share_amount) },
  { id: 'percentage', label: 'Of all shares', unit: '%', align: 'end', value: (row) => row.share_percentage, cell: (row) => formatPercent(row.share_percentage) },
] // prettier-ignore

/** Key executives, and the shares they hold. */
export function IdxManagementSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'management')} select={(report) => report.management}>
      {(management) => (
        <div className="report-grid">
          <div className="panel">
            <h3>Key executives</h3>
            <DataTable
              label="Key executives"
              columns={EXECUTIVES}
              rows={management.key_executives}
              rowKey={(row) => `${row.name}:${row.position}`}
              empty="No executives reported."
            />
          </div>
          <div className="panel">
            <h3>Executives’ shareholdings</h3>
            <DataTable
              label="Executives’ shareholdings"
              columns={HOLDINGS}
              rows={management.executives_shareholdings ?? []}
              rowKey={(row) => `${row.name}:${row.position}`}
              empty="No shareholdings of executives reported."
            />
          </div>
        </div>
      )}
    </SectionQuery>
  )
}
