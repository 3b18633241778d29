import type { ReactNode } from 'react'
import type { TooltipPayload } from 'recharts'
import { NotReported } from '../not-reported'

export interface ChartTooltipProps {
  /** formats a value in full, e.g. `(value) => formatMoney(value, 'IDR')` from lib/format */
  format: (value: number) => string
  /** formats the category (x) label; default: as given */
  formatLabel?: (label: string | number) => ReactNode
  /** given by recharts when the tooltip is shown */
  active?: boolean
  payload?: TooltipPayload
  label?: string | number
}

/**
 * A recharts tooltip (`<Tooltip content={<ChartTooltip format={…} />} />`) that states every series' value in full
 * with the chart's formatter, and "not reported" for a missing one, never a zero.
 */
export function ChartTooltip({ format, formatLabel, active, payload, label }: ChartTooltipProps) {
  if (active !== true || payload === undefined || payload.length === 0) return null
  return (
    <div className="chart-tooltip">
      {label !== undefined && <p className="chart-tooltip__label">{formatLabel?.(label) ?? label}</p>}
      <ul>
        {payload.map((entry, index) => (
          <li key={`${String(entry.dataKey ?? entry.name ?? '')}-${String(index)}`}>
            <span className="chart-tooltip__swatch" style={{ background: entry.color }} aria-hidden="true" />
            {entry.name === undefined ? '' : `${String(entry.name)}: `}
            {typeof entry.value === 'number' ? format(entry.value) : <NotReported spelledOut />}
          </li>
        ))}
      </ul>
    </div>
  )
}
