import { useQuery } from '@tanstack/react-query'
import { Bar, ComposedChart, Tooltip, YAxis } from 'recharts'
import type { Market } from '../../../../shared/catalogue'
import { ChartFrame, closeLine, dailyGrid, valueAxis } from '../../../../components/chart-frame'
import type { DataColumn } from '../../../../components/data-table'
import { LinkProblems } from '../../../../components/link-problems'
import type { Currency } from '../../../../lib/format'
import { useFormat, type Formats } from '../../../../lib/i18n/use-format'

/** A price line spans the prices seen, not down to zero: the moves are what it shows. */
const PRICE_AXIS = { zeroBased: false }
import { useUrlState } from '../../../../lib/url-state'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { reportSearch } from '../../report-search'
import { PriceRangePicker } from './price-range-picker'
import { SectionState } from '../frame/section-state'
import { reported } from '../../../../components/not-reported'
import { useReportsText, type ReportsT } from '../../text'

interface PricePoint {
  date: string
  close: number | null
  volume: number | null
}

const columnsFor = (currency: Currency, t: ReportsT, f: Formats): DataColumn<PricePoint>[] => [
  { id: 'date', label: t('prices.date'), value: (row) => row.date, cell: (row) => f.formatDate(row.date) },
  {
    id: 'close',
    label: t('prices.close'),
    unit: currency,
    align: 'end',
    value: (row) => row.close,
    cell: (row) => reported(row.close, (value) => f.formatMoney(value, currency)),
  },
  {
    id: 'volume',
    label: t('prices.volume'),
    unit: t('prices.sharesUnit'),
    align: 'end',
    value: (row) => row.volume,
    cell: (row) => reported(row.volume, f.formatCount),
  },
]

interface PriceChartProps {
  market: Market
  ticker: string
  /** the report's last close date: the range ends there (null: the service's latest trading day) */
  end: string | null
}

/** Daily closes with their volume over 1M / 3M / 1Y / 5Y; the range is part of the link. */
export function PriceChart({ market, ticker, end }: PriceChartProps) {
  const { state, problems, commit, useDefault } = useUrlState(reportSearch)
  const query = useQuery(reportQueries.prices(market, ticker, state.range, end))
  const currency: Currency = market === 'idx' ? 'IDR' : 'SGD'
  const t = useReportsText()
  const format = useFormat()
  const { formatCount, formatDate, formatFigure, formatMoney, locale } = format
  return (
    <div className="report-price">
      <LinkProblems problems={problems.filter((problem) => problem.key === 'range')} onUseDefault={useDefault} />
      <PriceRangePicker
        value={state.range}
        onChange={(range) => {
          commit({ range })
        }}
      />
      <SectionState title={t('prices.title')} query={query} skeletons={1}>
        {(rows) => (
          <ChartFrame
            title={t('prices.chartTitle')}
            unit={t('prices.unit', { currency })}
            rows={rows}
            columns={columnsFor(currency, t, format)}
            minPoints={2}
          >
            {(colours) => (
              <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                {dailyGrid(colours, 40, locale)}
                <YAxis
                  yAxisId="price"
                  {...valueAxis(
                    rows.map((row) => row.close),
                    formatFigure,
                    PRICE_AXIS,
                  )}
                  stroke={colours.axis}
                  width={64}
                />
                <YAxis yAxisId="volume" orientation="right" hide domain={[0, (max: number) => max * 4]} />
                <Tooltip
                  contentStyle={colours.tooltip}
                  labelFormatter={(label: unknown) => (typeof label === 'string' ? formatDate(label) : '')}
                  formatter={(value, _name, item) =>
                    item.dataKey === 'volume' ? formatCount(Number(value)) : formatMoney(Number(value), currency)
                  }
                />
                <Bar
                  yAxisId="volume"
                  dataKey="volume"
                  name={t('prices.volume')}
                  fill={colours.grid}
                  isAnimationActive={false}
                />
                {closeLine(colours, { dataKey: 'close', name: t('prices.close'), yAxisId: 'price' })}
              </ComposedChart>
            )}
          </ChartFrame>
        )}
      </SectionState>
    </div>
  )
}
