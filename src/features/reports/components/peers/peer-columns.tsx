import { Link } from 'react-router'
import type { DataColumn } from '../../../../components/data-table'
import { formatMoney, formatPercent, formatRatio } from '../../../../lib/format'
import { reportPath } from '../../../../lib/links'
import type { PeerRow } from '../../api/peer-metrics'
import { reported } from '../../../../components/not-reported'

const money = (value: number | null) => reported(value, (value) => formatMoney(value, 'IDR'))
const ratio = (value: number | null) => reported(value, formatRatio)

/** The peer table's columns: each symbol links to its report; the company itself is marked in words too. */
export const PEER_COLUMNS: DataColumn<PeerRow>[] = [
  {
    id: 'symbol',
    label: 'Symbol',
    value: (row) => row.symbol,
    cell: (row) =>
      row.self ? (
        <strong>
          {row.symbol} <span className="muted">(this company)</span>
        </strong>
      ) : (
        <Link to={reportPath('idx', row.symbol)}>{row.symbol}</Link>
      ),
  },
  { id: 'name', label: 'Company', value: (row) => row.company_name },
  { id: 'market_cap', label: 'Market cap', unit: 'IDR', align: 'end', sortable: true, value: (row) => row.market_cap, cell: (row) => money(row.market_cap) },
  { id: 'pe_ttm', label: 'P/E TTM', unit: '×', align: 'end', sortable: true, value: (row) => row.pe_ttm, cell: (row) => ratio(row.pe_ttm) },
  { id: 'pb_mrq', label: 'P/B MRQ', unit: '×', align: 'end', sortable: true, value: (row) => row.pb_mrq, cell: (row) => ratio(row.pb_mrq) },
  { id: 'total_revenue', label: 'Revenue', unit: 'IDR', align: 'end', sortable: true, value: (row) => row.total_revenue, cell: (row) => money(row.total_revenue) },
  { id: 'net_income', label: 'Net income', unit: 'IDR', align: 'end', sortable: true, value: (row) => row.net_income, cell: (row) => money(row.net_income) },
  { id: 'yearly_mcap_chg', label: 'Market cap change, 1 year', unit: '%', align: 'end', sortable: true, value: (row) => row.yearly_mcap_chg, cell: (row) => reported(row.yearly_mcap_chg, formatPercent) },
] // prettier-ignore
