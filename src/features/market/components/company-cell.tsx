import { Link } from 'react-router'
import { reportPath } from '../../../lib/links'
import type { Market } from '../../../shared/catalogue'

/** A company in a table: its ticker linked to its report, its name beside it. */
export function CompanyCell({ market, symbol, name }: { market: Market; symbol: string; name: string }) {
  return (
    <span className="market-company">
      <Link to={reportPath(market, symbol)}>{symbol}</Link> <span className="muted">{name}</span>
    </span>
  )
}
