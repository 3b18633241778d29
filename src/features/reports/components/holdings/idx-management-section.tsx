import { useMemo } from 'react'
import { TitledTable, type DataColumn } from '../../../../components/data-table'
import type { IdxReport } from '../../../../shared/api/idx-report'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { SectionQuery } from '../frame/section-query'
import { useReportsText, type ReportsT } from '../../text'

type Management = NonNullable<IdxReport['management']>
type Executive = Management['key_executives'][number]
type Holding = NonNullable<Management['executives_shareholdings']>[number]

/** Who a row names, in both tables: the person and their position. */
const personColumns = <Row extends { name: string; position: string }>(t: ReportsT): DataColumn<Row>[] => [
  { id: 'name', label: t('holdings.name'), value: (row) => row.name },
  { id: 'position', label: t('holdings.position'), value: (row) => row.position },
]

/** Key executives, and the shares they hold. */
export function IdxManagementSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatCount, formatPercent } = useFormat()
  const executives = useMemo(() => personColumns<Executive>(t), [t])
  const holdings = useMemo<DataColumn<Holding>[]>(
    () => [
      ...personColumns<Holding>(t),
      { id: 'shares', label: t('holdings.shares'), unit: t('holdings.sharesUnit'), align: 'end', value: (row) => row.share_amount, cell: (row) => formatCount(row.share_amount) },
      { id: 'percentage', label: t('holdings.ofAllShares'), unit: '%', align: 'end', value: (row) => row.share_percentage, cell: (row) => formatPercent(row.share_percentage) },
    ], // prettier-ignore
    [t, formatCount, formatPercent],
  )
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'management')} select={(report) => report.management}>
      {(management) => (
        <div className="report-grid">
          <TitledTable
            className="panel"
            title={t('holdings.keyExecutives')}
            columns={executives}
            rows={management.key_executives}
            rowKey={(row) => `${row.name}:${row.position}`}
            empty={t('holdings.noExecutives')}
          />
          <TitledTable
            className="panel"
            title={t('holdings.executivesShareholdings')}
            columns={holdings}
            rows={management.executives_shareholdings ?? []}
            rowKey={(row) => `${row.name}:${row.position}`}
            empty={t('holdings.noShareholdings')}
          />
        </div>
      )}
    </SectionQuery>
  )
}
