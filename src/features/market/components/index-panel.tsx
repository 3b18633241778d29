import { useQuery } from '@tanstack/react-query'
import { INDEX_CODES } from '../../../shared/api/requests/market-indices'
import type { IndexCode } from '../../../shared/api/market-indices'
import { ChangeText } from '../../../components/change-text'
import { PanelState } from '../../../components/panel-state'
import { OptionSelect } from '../../../components/option-select'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { useFormat } from '../../../lib/i18n/use-format'
import { marketQueries } from '../api/market-queries'
import { MarketPanel } from './market-panel'
import { summariseIndex } from '../api/index-series'
import { INDEX_RANGES, type IndexRange } from '../market-search'
import { lazyChart } from '../../../components/lazy-chart'
import { useMarketText, type MarketT } from '../text'

const IndexChart = lazyChart(async () => (await import('./index-chart')).IndexChart)

/** A range's short code on its button and its name in words. */
const rangeLabel = (t: MarketT, range: IndexRange) => ({
  label: t(`index.range.${range}`),
  title: t(`index.rangeName.${range}`),
})

/** How the picker names an index: the service's codes, upper-cased as the exchange writes them. */
export const indexName = (t: MarketT, code: IndexCode): string =>
  code === 'ihsg' ? t('index.composite') : code.toUpperCase()

interface IndexPanelProps {
  code: IndexCode
  range: IndexRange
  onChange: (patch: { index?: IndexCode; range?: IndexRange }) => void
}

/** An index over a range: its level, its change over the range, the range's high and low, and the chart. */
export function IndexPanel({ code, range, onChange }: IndexPanelProps) {
  const query = useQuery(marketQueries.index(code, range))
  const t = useMarketText()
  const { formatDate, formatPoints } = useFormat()
  const name = indexName(t, code)
  const rangeName = t(`index.rangeName.${range}`)
  return (
    <MarketPanel
      id="index"
      title={t('index.title')}
      className="market-index"
      controls={
        <>
          <label>
            {t('index.pick')}{' '}
            <OptionSelect
              options={INDEX_CODES.map((candidate) => ({ value: candidate, label: indexName(t, candidate) }))}
              value={code}
              onChange={(index) => {
                onChange({ index })
              }}
            />
          </label>
          <SegmentedChoice
            label={t('index.range')}
            options={INDEX_RANGES.map((value) => ({ value, ...rangeLabel(t, value) }))}
            value={range}
            onChange={(next) => {
              onChange({ range: next })
            }}
          />
        </>
      }
    >
      <PanelState
        title={t('index.panelTitle', { index: name })}
        query={query}
        empty={t('index.empty', { index: name })}
      >
        {(points) => {
          const summary = summariseIndex(points)
          return (
            <>
              {summary !== null && (
                <dl className="figures market-facts">
                  <div>
                    <dt>{t('index.levelOn', { date: formatDate(summary.last.date) })}</dt>
                    <dd>{formatPoints(summary.last.level)}</dd>
                  </div>
                  <div>
                    <dt>{t('index.changeOver', { range: rangeName })}</dt>
                    <dd>
                      <ChangeText change={summary.change} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('index.highOn', { date: formatDate(summary.high.date) })}</dt>
                    <dd>{formatPoints(summary.high.level)}</dd>
                  </div>
                  <div>
                    <dt>{t('index.lowOn', { date: formatDate(summary.low.date) })}</dt>
                    <dd>{formatPoints(summary.low.level)}</dd>
                  </div>
                </dl>
              )}
              <IndexChart title={t('index.chartTitle', { index: name, range: rangeName })} points={points} />
            </>
          )
        }}
      </PanelState>
    </MarketPanel>
  )
}
