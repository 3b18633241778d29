import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormat } from '../../../lib/i18n/use-format'
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
import { commodityName } from '../labels'
import { RequestProblem } from './request-problem'
import { WinnersChart } from './winners-chart'
import { useAuctionsText, type AuctionsKey } from '../text'

/** The summary's bar charts of groups; choosing a bar filters the list by its group. */
const GROUPINGS: readonly {
  key: ChoiceFilter
  title: AuctionsKey
  groupLabel: AuctionsKey
  groups: (summary: Summary) => readonly AuctionGroup[]
}[] = [
  {
    key: 'commodity_type',
    title: 'chart.byCommodity',
    groupLabel: 'column.commodity',
    groups: (summary) => summary.byCommodity,
  },
  {
    key: 'province',
    title: 'chart.byProvince',
    groupLabel: 'column.province',
    groups: (summary) => summary.byProvince,
  },
]

interface AuctionsSummaryProps {
  filters: AuctionFilters
  onCommit: (patch: Partial<AuctionsSearch>) => void
}

/** Every auction the filters match (all pages, fetched together): totals and charts. */
export function AuctionsSummary({ filters, onCommit }: AuctionsSummaryProps) {
  const t = useAuctionsText()
  const { formatCount, formatMoney, locale } = useFormat()
  const summary = useQuery(auctionQueries.summary(filters))
  const feed = useQuery(auctionQueries.feedCompleteness())
  const [measure, setMeasure] = useState<GroupMeasure>('auctions')
  const data = summary.data
  const completedOnly = feed.data !== undefined && feed.data.total > 0 && feed.data.total === feed.data.completed

  return (
    <section className="auctions-summary" aria-labelledby="auctions-summary-title" aria-busy={summary.isFetching}>
      <h2 id="auctions-summary-title">{t('summary.title')}</h2>
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
          {t('summary.completedOnly')}
        </p>
      )}
      {data === undefined ? (
        !summary.isError && <p aria-busy="true">{t('summary.loading')}</p>
      ) : (
        <>
          <dl className="figures summary-figures">
            <div>
              <dt>{t('summary.auctions')}</dt>
              <dd data-testid="summary-auctions">{formatCount(data.auctions)}</dd>
            </div>
            <div>
              <dt>{t('summary.completed')}</dt>
              <dd>{formatCount(data.completed)}</dd>
            </div>
            <div>
              <dt>{t('summary.licensedArea')}</dt>
              <dd data-testid="summary-hectares">{formatHectares(data.hectares, locale)}</dd>
            </div>
            <div>
              <dt>{t('summary.kdi')}</dt>
              <dd data-testid="summary-kdi" title={t('summary.kdiExact', { amount: formatCount(data.kdi) })}>
                {formatMoney(data.kdi, 'IDR')}
                {data.kdiMissing > 0 && ` ${t('summary.kdiNotReported', { count: formatCount(data.kdiMissing) })}`}
              </dd>
            </div>
          </dl>
          {data.auctions > 0 && (
            <>
              <fieldset className="auctions-summary__measure">
                <legend>{t('summary.barsShow')}</legend>
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
                    {t(option === 'auctions' ? 'summary.measureAuctions' : 'summary.measureHectares')}
                  </label>
                ))}
              </fieldset>
              <div className="auctions-summary__charts">
                {GROUPINGS.map(({ key, title, groupLabel, groups }) => (
                  <GroupChart
                    key={key}
                    title={t(title)}
                    groupLabel={t(groupLabel)}
                    groupName={key === 'commodity_type' ? (group) => commodityName(t, group) : undefined}
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
