import { Link } from 'react-router'
import { DataTable, type DataColumn } from '../../../../components/data-table'
import { formatCount, formatMoney, formatPercent } from '../../../../lib/format'
import { reportPath } from '../../../../lib/links'
import type { ShareholderRow } from '../../api/ownership-selects'
import { reported } from '../../../../components/not-reported'

const COLUMNS: DataColumn<ShareholderRow>[] = [
  { id: 'name', label: 'Shareholder', value: (row) => row.name },
  {
    id: 'symbol',
    label: 'Listed as',
    value: (row) => row.symbol,
    cell: (row) => (row.symbol === null ? '' : <Link to={reportPath('idx', row.symbol)}>{row.symbol}</Link>),
  },
  { id: 'shares', label: 'Shares', unit: 'shares', align: 'end', value: (row) => row.shares, cell: (row) => (row.remainder && row.shares === null ? '' : reported(row.shares, formatCount)) },
  { id: 'value', label: 'Value', unit: 'IDR', align: 'end', value: (row) => row.value, cell: (row) => (row.remainder && row.value === null ? '' : reported(row.value, (value) => formatMoney(value, 'IDR'))) },
  { id: 'fraction', label: 'Of all shares', unit: '%', align: 'end', value: (row) => row.fraction, cell: (row) => reported(row.fraction, formatPercent) },
] // prettier-ignore

/** Major shareholders with the public float last; a listed shareholder links to its own report. */
export function ShareholderTable({ rows }: { rows: readonly ShareholderRow[] }) {
  return (
    <div className="panel">
      <h3>Major shareholders</h3>
      <DataTable
        label="Major shareholders"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.name}
        rowClassName={(row) => (row.remainder ? 'row--muted' : undefined)}
      />
    </div>
  )
}
