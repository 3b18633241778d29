import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { useDocumentTitle } from '../../../lib/document-title'
import { auctionQueries } from '../api/auction-queries'
import { AuctionsText, useAuctionsText } from '../text'
import { commodityName } from '../labels'
import { AuctionFacts } from './auction-facts'
import { ParticipantsTable } from './participants-table'
import { PhaseTimeline } from './phase-timeline'
import { RequestProblem } from './request-problem'
import './auctions.css'

/** The list's query string the person came from (kept in the history entry), so "back" returns to that view. */
function useListLink(): string {
  const state: unknown = useLocation().state
  const listSearch =
    typeof state === 'object' && state !== null && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : ''
  return `/auctions${listSearch.startsWith('?') || listSearch === '' ? listSearch : `?${listSearch}`}`
}

/** One auction: its facts, its fourteen phases, and its bidders. */
export function AuctionDetailPage({ wiupCode }: { wiupCode: string }) {
  const t = useAuctionsText()
  useDocumentTitle(t('detail.documentTitle', { code: wiupCode }))
  const listLink = useListLink()
  const detail = useQuery(auctionQueries.detail(wiupCode))
  const auction = detail.data
  const listed = auction?.company_slug != null && auction.company_name !== null ? [auction.company_name] : []
  const symbols = useQuery({ ...auctionQueries.listedWinners(listed), enabled: listed.length > 0 })
  const winnerSymbol = auction?.company_slug == null ? undefined : symbols.data?.get(auction.company_slug)
  const back = (
    <p>
      <Link to={listLink}>{t('detail.back')}</Link>
    </p>
  )

  if (detail.isPending) return <p aria-busy="true">{t('detail.loading', { code: wiupCode })}</p>
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.status === 404
    return (
      <div className="auction-detail">
        {notFound ? (
          <section className="panel" role="alert" aria-labelledby="auction-missing-title">
            <h1 id="auction-missing-title">{t('detail.notFoundTitle', { code: wiupCode })}</h1>
            <p>{t('detail.notFoundText')}</p>
          </section>
        ) : (
          <>
            <h1>{t('detail.failedTitle', { code: wiupCode })}</h1>
            <RequestProblem
              error={detail.error}
              onRetry={() => {
                void detail.refetch()
              }}
            />
          </>
        )}
        {back}
      </div>
    )
  }
  const data = detail.data
  return (
    <div className="auction-detail">
      {back}
      <h1>
        <AuctionsText
          id="detail.heading"
          values={{
            commodity: commodityName(t, data.commodity_type),
            city: data.city,
            province: data.province,
            code: data.wiup_code,
          }}
          components={{ 0: <span className="muted auction-detail__code" /> }}
        />
      </h1>
      <AuctionFacts auction={data} winnerSymbol={winnerSymbol} />
      <PhaseTimeline phases={data.phases} />
      <ParticipantsTable participants={data.participants} winner={data.company_name} />
    </div>
  )
}
