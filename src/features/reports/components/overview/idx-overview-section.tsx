import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Chips, readableTag } from './chips'
import { PriceChart } from './price-chart'
import { PriceExtremes } from './price-extremes'
import { RankNote } from '../frame/header-facts'
import { SectionQuery } from '../frame/section-query'
import { NotReported, reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** IDX's listing boards, as the service names them, and their keys in the catalogue. */
const BOARD_KEYS = {
  Main: 'overview.board.main',
  Development: 'overview.board.development',
  Acceleration: 'overview.board.acceleration',
  'New Economy': 'overview.board.newEconomy',
  Watchlist: 'overview.board.watchlist',
} as const

const isBoard = (name: string): name is keyof typeof BOARD_KEYS => Object.hasOwn(BOARD_KEYS, name)

/** The overview: the price chart, the listing, size and ESG facts, index memberships and tags, price extremes. */
export function IdxOverviewSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatCount, formatDate, formatNumber } = useFormat()
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'overview')} select={(report) => report.overview}>
      {(overview) => (
        <>
          <PriceChart market="idx" ticker={ticker} end={overview.latest_close_date} listing={overview.listing_date} />
          <div className="report-grid">
            <div className="panel">
              <h3>{t('overview.company')}</h3>
              <dl className="facts">
                <dt>{t('overview.listingBoard')}</dt>
                {/* a board the service adds later keeps its own name */}
                <dd>{reported(overview.listing_board, (board) => (isBoard(board) ? t(BOARD_KEYS[board]) : board))}</dd>
                <dt>{t('overview.listedSince')}</dt>
                <dd>{reported(overview.listing_date, formatDate)}</dd>
                <dt>{t('overview.employees')}</dt>
                <dd>
                  {reported(overview.employee_num, formatCount)}
                  <RankNote rank={overview.employee_num_rank} text={(rank) => t('overview.rank', { rank })} />
                </dd>
                <dt>{t('overview.esgRiskScore')}</dt>
                <dd>{reported(overview.esg_score, (score) => formatNumber(score, 1))}</dd>
                <dt>{t('overview.address')}</dt>
                <dd className="report-address">{reported(overview.address)}</dd>
                <dt>{t('overview.website')}</dt>
                <dd>
                  {overview.website === null ? (
                    <NotReported />
                  ) : (
                    <a href={`https://${overview.website.replace(/^https?:\/\//, '')}`} rel="noreferrer noopener">
                      {overview.website}
                    </a>
                  )}
                </dd>
                <dt>{t('overview.phone')}</dt>
                <dd>{reported(overview.phone)}</dd>
                <dt>{t('overview.email')}</dt>
                <dd>{reported(overview.email)}</dd>
              </dl>
            </div>
            <div className="panel">
              <h3>{t('overview.indices')}</h3>
              <Chips label={t('overview.indices')} items={overview.indices} />
              <h3>{t('overview.tags')}</h3>
              <Chips label={t('overview.tags')} items={overview.tags?.map(readableTag) ?? null} />
              <h3>{t('overview.affiliates')}</h3>
              <Chips label={t('overview.affiliates')} items={overview.affiliates} />
            </div>
          </div>
          <PriceExtremes extremes={overview.all_time_price} currency="IDR" />
        </>
      )}
    </SectionQuery>
  )
}
