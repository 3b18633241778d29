import { Link } from 'react-router'
import type { DataColumn } from '../../../../components/data-table'
import { reportPath } from '../../../../lib/links'
import type { Formats } from '../../../../lib/i18n/use-format'
import type { PeerRow } from '../../api/peer-metrics'
import { reported } from '../../../../components/not-reported'
import type { ReportsT } from '../../text'

/** The peer table's columns: each symbol links to its report; the company itself is marked in words too. */
export function peerColumns(t: ReportsT, f: Formats): DataColumn<PeerRow>[] {
  const money = (value: number | null) => reported(value, (amount) => f.formatMoney(amount, 'IDR'))
  const ratio = (value: number | null) => reported(value, f.formatRatio)
  return [
    {
      id: 'symbol',
      label: t('peers.symbol'),
      value: (row) => row.symbol,
      cell: (row) =>
        row.self ? (
          <strong>
            {row.symbol} <span className="muted">{t('peers.thisCompany')}</span>
          </strong>
        ) : (
          <Link to={reportPath('idx', row.symbol)}>{row.symbol}</Link>
        ),
    },
    { id: 'name', label: t('peers.company'), value: (row) => row.company_name },
    { id: 'market_cap', label: t('fact.marketCap'), unit: 'IDR', align: 'end', sortable: true, value: (row) => row.market_cap, cell: (row) => money(row.market_cap) },
    { id: 'pe_ttm', label: t('peers.peTtm'), unit: '×', align: 'end', sortable: true, value: (row) => row.pe_ttm, cell: (row) => ratio(row.pe_ttm) },
    { id: 'pb_mrq', label: t('peers.pbMrq'), unit: '×', align: 'end', sortable: true, value: (row) => row.pb_mrq, cell: (row) => ratio(row.pb_mrq) },
    { id: 'total_revenue', label: t('line.revenue'), unit: 'IDR', align: 'end', sortable: true, value: (row) => row.total_revenue, cell: (row) => money(row.total_revenue) },
    { id: 'net_income', label: t('line.earnings'), unit: 'IDR', align: 'end', sortable: true, value: (row) => row.net_income, cell: (row) => money(row.net_income) },
    { id: 'yearly_mcap_chg', label: t('peers.mcapChange1y'), unit: '%', align: 'end', sortable: true, value: (row) => row.yearly_mcap_chg, cell: (row) => reported(row.yearly_mcap_chg, f.formatPercent) },
  ] // prettier-ignore
}
