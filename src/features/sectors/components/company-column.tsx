import { Link } from 'react-router'
import type { DataColumn } from '../../../components/data-table'
import { reportPath } from '../../../lib/links'

/** A company in the page's tables: its ticker linked to its report, its name beside it. */
export const companyColumn: DataColumn<{ symbol: string; name: string }> = {
  id: 'company',
  label: 'Company',
  value: (row) => row.symbol,
  cell: (row) => (
    <span className="sector-company">
      <Link to={reportPath('idx', row.symbol)}>{row.symbol}</Link> <span className="muted">{row.name}</span>
    </span>
  ),
}
