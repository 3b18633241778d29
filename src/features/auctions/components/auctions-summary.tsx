import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatCount, formatMoney } from '../../../lib/format'
import { auctionQueries } from '../api/auction-queries'
import {
  choicePatch,
  type AuctionFilters,
  type AuctionsSearch,
  type ChoiceFilter,
} from '../../../shared/auctions/auctions-search'
import { formatHectares } from '../columns'
import type { AuctionGroup, AuctionsSummary as Summary } from '../summary'
import { GroupChart, type GroupMeasure } from './group-chart'
import { RequestProblem } from './request-problem'
import { WinnersChart } from './winners-chart'

/** The summary's bar charts of groups; choosing a bar filters the list by its group. */
const GROUPINGS: readonly {
  key: ChoiceFilter
  title: string
  groupLabel: string
  groups: (summary: Summary) => readonly AuctionGroup[]
}[] = [
  { key: 'commodity_type', title: 'By commodity', groupLabel: 'Commodity', groups: (summary) => summary.byCommodity },
  { key: 'province', title: 'By province', groupLabel: 'Province', groups: (summary) => summary.byProvince },
]

interface AuctionsSummaryProps {
  filters: AuctionFilters
  onCommit: (patch: Partial<AuctionsSearch>) => void
}

/** Every auction the filters match (all pages, fetched together): totals and charts. */
export function AuctionsSummary({ filters, onCommit }: AuctionsSummaryProps) {
  const summary = useQuery(auctionQueries.summary(filters))
  const feed = useQuery(auctionQueries.feedCompleteness())
  const [measure, setMeasure] = useState<GroupMeasure>('auctions')
  const data = summary.data
  const completedOnly = feed.data !== undefined && feed.data.total > 0 && feed.data.total === feed.data.completed

  return (
    <section className="auctions-summary" aria-labelledby="auctions-summary-title" aria-busy={summary.isFetching}>
      <h2 id="auctions-summary-title">Summary of the filtered auctions</h2>
      {summary.isLoadingError && (
        <RequestProblem
          error={summary.error}
          onRetry={() => {
            void summary.refetch()
          }}
        />
      )}
      {completedOnly && (
        <p className="auctions-summary__note" role="note">
          The feed holds completed auctions only: cancelled and failed auctions are not in it, so every figure here is
          about auctions that found a winner.
        </p>
      )}
      {data === undefined ? (
        !summary.isError && <p aria-busy="true">Adding up the auctions…</p>
      ) : (
        <>
          <dl className="figures summary-figures">
            <div>
              <dt>Auctions</dt>
              <dd data-testid="summary-auctions">{formatCount(data.auctions)}</dd>
            </div>
            <div>
              <dt>Completed</dt>
              <dd>{formatCount(data.completed)}</dd>
            </div>
            <div>
              <dt>Licensed area (ha)</dt>
              <dd data-testid="summary-hectares">{formatHectares(data.hectares)}</dd>
            </div>
            <div>
              <dt>KDI (IDR)</dt>
              <dd data-testid="summary-kdi" title={`Rp ${formatCount(data.kdi)}`}>
                {formatMoney(data.kdi, 'IDR')}
                {data.kdiMissing > 0 && ` (${formatCount(data.kdiMissing)} not reported)`}
              </dd>
            </div>
          </dl>
          {data.auctions > 0 && (
            <>
              <fieldset className="auctions-summary__measure">
                <legend>Bars show</legend>
                {(['auctions', 'hectares'] as const).map((option) => (
                  <label key={option}>
                    <input
                      type="radio"
                      name="auction-measure"
                      checked={measure === option}
                      onChange={() => {
                        setMeasure(option)
                      }}
                    />{' '}
                    {option === 'auctions' ? 'Auctions' : 'Hectares'}
                  </label>
                ))}
              </fieldset>
              <div className="auctions-summary__charts">
                {GROUPINGS.map(({ key, title, groupLabel, groups }) => (
                  <GroupChart
                    key={key}
                    title={title}
                    groupLabel={groupLabel}
                    groups={groups(data)}
                    measure={measure}
                    onChoose={(chosen) => {
                      const patch = choicePatch(key, chosen)
                      if (patch !== null) onCommit(patch)
                    }}
                  />
                ))}
                <WinnersChart quarters={data.winnersOverTime} />
              </div>
            </>
          )}
        </>
      )}
    </section>
  )
}
