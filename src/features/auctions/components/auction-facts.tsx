import { Link } from 'react-router'
import { useFormat } from '../../../lib/i18n/use-format'
import { reportPath } from '../../../lib/links'
import type { AuctionDetail } from '../../../shared/api/auctions'
import { formatHectares, kdiPerHectare, StatusText } from '../columns'
import { daysFromAnnouncementToWinner } from '../phases'
import { kdiAmount } from '../summary'
import { reported } from '../../../components/not-reported'
import { useAuctionsText } from '../text'
import { commodityName } from '../labels'

interface AuctionFactsProps {
  auction: AuctionDetail
  /** the winner's IDX symbol when it is a listed company */
  winnerSymbol: string | undefined
}

/** What was auctioned, where, for how much, and how it ended. */
export function AuctionFacts({ auction, winnerSymbol }: AuctionFactsProps) {
  const t = useAuctionsText()
  const { formatCount, formatDate, formatMoney, locale } = useFormat()
  const kdi = kdiAmount(auction)
  const perHectare = kdiPerHectare(auction)
  const days = daysFromAnnouncementToWinner(auction)
  return (
    <dl className="facts auction-facts">
      <dt>{t('facts.commodity')}</dt>
      <dd>{commodityName(t, auction.commodity_type)}</dd>
      <dt>{t('facts.location')}</dt>
      <dd>{t('facts.locationValue', { city: auction.city, province: auction.province })}</dd>
      <dt>{t('facts.licensedArea')}</dt>
      <dd>{formatHectares(auction.licensed_area_ha, locale)}</dd>
      <dt>{t('facts.kdi')}</dt>
      <dd>
        {reported(kdi, (value) => formatMoney(value, 'IDR'))}
        {perHectare !== null && (
          <span className="muted"> {t('facts.perHectare', { amount: formatMoney(perHectare, 'IDR') })}</span>
        )}
      </dd>
      <dt>{t('facts.licenceNumber')}</dt>
      <dd>{reported(auction.license_number)}</dd>
      <dt>{t('facts.areaType')}</dt>
      <dd>{auction.area_type}</dd>
      <dt>{t('facts.status')}</dt>
      <dd>
        <StatusText status={auction.auction_status} />
      </dd>
      <dt>{t('facts.winner')}</dt>
      <dd>
        {auction.company_name === null ? (
          <span className="muted">{t('winner.none')}</span>
        ) : winnerSymbol === undefined ? (
          auction.company_name
        ) : (
          <Link to={reportPath('idx', winnerSymbol)}>
            {t('facts.winnerWithSymbol', {
              company: auction.company_name,
              symbol: winnerSymbol.replace(/\.JK$/i, ''),
            })}
          </Link>
        )}
      </dd>
      <dt>{t('facts.winnerDate')}</dt>
      <dd>{reported(auction.winner_date, formatDate)}</dd>
      <dt>{t('facts.announcementToWinner')}</dt>
      <dd>
        {days === null ? <span className="muted">{t('facts.noWinnerYet')}</span> : t('facts.days', { count: days })}
      </dd>
      <dt>{t('facts.participants')}</dt>
      <dd>{formatCount(auction.participant_count)}</dd>
      <dt>{t('facts.created')}</dt>
      <dd>{formatDate(auction.created_at)}</dd>
      <dt>{t('facts.modified')}</dt>
      <dd>{formatDate(auction.last_modified)}</dd>
    </dl>
  )
}
