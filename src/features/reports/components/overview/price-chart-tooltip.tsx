import type { TooltipPayload } from 'recharts'
import { NotReported } from '../../../../components/not-reported'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { PriceChartRow, PriceLineKey } from '../../api/price-series'
import { useReportsText } from '../../text'

/** A line of the chart as the tooltip states it. */
export interface PriceLine {
  key: PriceLineKey
  name: string
  format: (value: number) => string
}

interface PriceChartTooltipProps {
  currency: Currency
  /** the range's first day: the change is measured from its close */
  firstDate: string
  /** the lines drawn (averages, the index), with their names and how their values are written */
  lines: readonly PriceLine[]
  active?: boolean
  payload?: TooltipPayload
}

/** The crosshair's tooltip: the day, its close, its change since the range's first close, and each line drawn. */
export function PriceChartTooltip({ currency, firstDate, lines, active, payload }: PriceChartTooltipProps) {
  const t = useReportsText()
  const { formatDate, formatMoney, formatSignedPercent, formatCount } = useFormat()
  const row = payload?.[0]?.payload as PriceChartRow | undefined
  if (active !== true || row === undefined) return null
  const value = (figure: number | null | undefined, format: (v: number) => string) =>
    figure === null || figure === undefined ? <NotReported spelledOut /> : format(figure)
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__label">{formatDate(row.date)}</p>
      <dl className="price-tooltip">
        <dt>{t('prices.close')}</dt>
        <dd>{value(row.close, (v) => formatMoney(v, currency))}</dd>
        <dt>{t('prices.changeSince', { date: formatDate(firstDate) })}</dt>
        <dd>{value(row.change, formatSignedPercent)}</dd>
        {lines.map((line) => (
          <div key={line.key} className="price-tooltip__line">
            <dt>{line.name}</dt>
            <dd>{value(row[line.key], line.format)}</dd>
          </div>
        ))}
        <dt>{t('prices.volume')}</dt>
        <dd>{value(row.volume, (v) => `${formatCount(v)} ${t('prices.sharesUnit')}`)}</dd>
      </dl>
    </div>
  )
}
