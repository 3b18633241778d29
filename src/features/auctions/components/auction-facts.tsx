import { Link } from 'react-router'
import { formatCount, formatDate, formatMoney } from '../../../lib/format'
import { reportPath } from '../../../lib/links'
import type { AuctionDetail } from '../../../shared/api/auctions'
import { formatHectares, kdiPerHectare, StatusText } from '../columns'
import { daysFromAnnouncementToWinner } from '../phases'
import { kdiAmount } from '../summary'
import { reported } from '../../../components/not-reported'

interface AuctionFactsProps {
  auction: AuctionDetail
  /** the winner's IDX symbol when it is a listed company */
  winnerSymbol: string | undefined
}

/** What was auctioned, where, for how much, and how it ended. */
export function AuctionFacts({ auction, winnerSymbol }: AuctionFactsProps) {
  const kdi = kdiAmount(auction)
  const perHectare = kdiPerHectare(auction)
  const days = daysFromAnnouncementToWinner(auction)
  return (
    <dl className="facts auction-facts">
      <dt>Commodity</dt>
      <dd>{auction.commodity_type}</dd>
      <dt>Location</dt>
      <dd>
        {auction.city}, {auction.province}
      </dd>
      <dt>Licensed area (ha)</dt>
      <dd>{formatHectares(auction.licensed_area_ha)}</dd>
      <dt>KDI (IDR)</dt>
      <dd>
        {reported(kdi, (value) => formatMoney(value, 'IDR'))}
        {perHectare !== null && <span className="muted"> ({formatMoney(perHectare, 'IDR')} per hectare)</span>}
      </dd>
      <dt>Licence number</dt>
      <dd>{reported(auction.license_number)}</dd>
      <dt>Area type</dt>
      <dd>{auction.area_type}</dd>
      <dt>Status</dt>
      <dd>
        <StatusText status={auction.auction_status} />
      </dd>
      <dt>Winner</dt>
      <dd>
        {auction.company_name === null ? (
          <span className="muted">No winner</span>
        ) : winnerSymbol === undefined ? (
          auction.company_name
        ) : (
          <Link to={reportPath('idx', winnerSymbol)}>
            {auction.company_name} ({winnerSymbol.replace(/\.JK$/i, '')})
          </Link>
        )}
      </dd>
      <dt>Winner date</dt>
      <dd>{reported(auction.winner_date, formatDate)}</dd>
      <dt>From announcement to winner</dt>
      <dd>{days === null ? <span className="muted">No winner yet</span> : `${formatCount(days)} days`}</dd>
      <dt>Participants</dt>
      <dd>{formatCount(auction.participant_count)}</dd>
      <dt>Record created</dt>
      <dd>{formatDate(auction.created_at)}</dd>
      <dt>Last modified</dt>
      <dd>{formatDate(auction.last_modified)}</dd>
    </dl>
  )
}
