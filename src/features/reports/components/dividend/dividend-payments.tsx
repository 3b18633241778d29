import { TitledTable, figureColumn, moneyColumn, type DataColumn } from '../../../../components/data-table'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { DividendPayment } from '../../api/dividend-selects'
import { useReportsText } from '../../text'

/** Every dividend payment, latest first. */
export function DividendPayments({ payments, currency }: { payments: readonly DividendPayment[]; currency: Currency }) {
  const t = useReportsText()
  const { formatDate, formatMoney, formatPercent } = useFormat()
  const columns: DataColumn<DividendPayment>[] = [
    { id: 'date', label: t('dividend.date'), value: (row) => row.date, cell: (row) => formatDate(row.date) },
    moneyColumn({ id: 'amount', label: t('dividend.perShare'), currency, value: (row) => row.amount, formatMoney }),
    figureColumn({
      id: 'yield',
      label: t('dividend.yield'),
      unit: '%',
      value: (row) => row.yield,
      format: formatPercent,
    }),
  ]
  return (
    <TitledTable
      className="panel"
      title={t('dividend.payments')}
      label={t('dividend.paymentsTable')}
      columns={columns}
      rows={payments}
      rowKey={(row) => `${row.date}:${String(row.amount)}`}
      empty={t('dividend.none')}
    />
  )
}
