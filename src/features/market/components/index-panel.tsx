import { useQuery } from '@tanstack/react-query'
import { INDEX_CODES, type IndexCode } from '../../../shared/api/market-indices'
import { ChangeText } from '../../../components/change-text'
import { PanelState } from '../../../components/panel-state'
import { OptionSelect } from '../../../components/option-select'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { formatDate, formatPoints } from '../../../lib/format'
import { marketQueries } from '../api/market-queries'
import { MarketPanel } from './market-panel'
import { summariseIndex } from '../api/index-series'
import { INDEX_RANGES, type IndexRange } from '../market-search'
import { lazyChart } from '../../../components/lazy-chart'

const IndexChart = lazyChart(async () => (await import('./index-chart')).IndexChart)

const RANGE_LABELS: Record<IndexRange, { label: string; title: string }> = {
  '1m': { label: '1M', title: '1 month' },
  '3m': { label: '3M', title: '3 months' },
  '1y': { label: '1Y', title: '1 year' },
  '5y': { label: '5Y', title: '5 years' },
}

/** How the picker names an index: the service's codes, upper-cased as the exchange writes them. */
export const indexName = (code: IndexCode): string => (code === 'ihsg' ? 'IHSG (composite)' : code.toUpperCase())

interface IndexPanelProps {
  code: IndexCode
  range: IndexRange
  onChange: (patch: { index?: IndexCode; range?: IndexRange }) => void
}

/** An index over a range: its level, its change over the range, the range's high and low, and the chart. */
export function IndexPanel({ code, range, onChange }: IndexPanelProps) {
  const query = useQuery(marketQueries.index(code, range))
  return (
    <MarketPanel
      id="index"
      title="Index"
      className="market-index"
      controls={
        <>
          <label>
            Index{' '}
            <OptionSelect
              options={INDEX_CODES.map((candidate) => ({ value: candidate, label: indexName(candidate) }))}
              value={code}
              onChange={(index) => {
                onChange({ index })
              }}
            />
          </label>
          <SegmentedChoice
            label="Index range"
            options={INDEX_RANGES.map((value) => ({ value, ...RANGE_LABELS[value] }))}
            value={range}
            onChange={(next) => {
              onChange({ range: next })
            }}
          />
        </>
      }
    >
      <PanelState
        title={`The ${indexName(code)} index`}
        query={query}
        isEmpty={(points) => points.length === 0}
        empty={`The service has no levels of ${indexName(code)} over this range.`}
      >
        {(points) => {
          const summary = summariseIndex(points)
          return (
            <>
              {summary !== null && (
                <dl className="figures market-facts">
                  <div>
                    <dt>Level, {formatDate(summary.last.date)}</dt>
                    <dd>{formatPoints(summary.last.level)}</dd>
                  </div>
                  <div>
                    <dt>Change over {RANGE_LABELS[range].title}</dt>
                    <dd>
                      <ChangeText change={summary.change} />
                    </dd>
                  </div>
                  <div>
                    <dt>High, {formatDate(summary.high.date)}</dt>
                    <dd>{formatPoints(summary.high.level)}</dd>
                  </div>
                  <div>
                    <dt>Low, {formatDate(summary.low.date)}</dt>
                    <dd>{formatPoints(summary.low.level)}</dd>
                  </div>
                </dl>
              )}
              <IndexChart title={`${indexName(code)}, ${RANGE_LABELS[range].title}`} points={points} />
            </>
          )
        }}
      </PanelState>
    </MarketPanel>
  )
}
