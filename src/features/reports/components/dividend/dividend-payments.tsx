import { DataTable, type DataColumn } from '../../../../components/data-table'
import { formatDate, formatMoney, formatPercent, type Currency } from '../../../../lib/format'
import type { DividendPayment } from '../../api/dividend-selects'
import { reported } from '../../../../components/not-reported'

/** Every dividend payment, latest first. */
export function DividendPayments({ payments, currency }: { payments: readonly DividendPayment[]; currency: Currency }) {
  const columns: DataColumn<DividendPayment>[] = [
    { id: 'date', label: 'Date', value: (row) => row.date, cell: (row) => formatDate(row.date) },
    { id: 'amount', label: 'Dividend per share', unit: currency, align: 'end', value: (row) => row.amount, cell: (row) => formatMoney(row.amount, currency) },
    { id: 'yield', label: 'Yield', unit: '%', align: 'end', value: (row) => row.yield, cell: (row) => reported(row.yield, formatPercent) },
  ] // prettier-ignore
  return (
    <div className="panel">
      <h3>Payments</h3>
      <DataTable
        label="Dividend payments"
        columns={columns}
        rows={payments}
        rowKey={(row) => `${row.date}:${String(row.amount)}`}
        empty="No dividends paid in the reported years."
      />
    </div>
  )
}
