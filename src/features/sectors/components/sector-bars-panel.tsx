import type { ReactNode } from 'react'
import { BarChart, Tooltip } from 'recharts'
import {
  ChartFrame,
  ChartTooltip,
  periodAxes,
  valueAxis,
  type ChartColours,
  type ChartFrameProps,
} from '../../../components/chart-frame'

interface SectorBarsPanelProps<Row> extends Omit<ChartFrameProps<Row>, 'children' | 'headingLevel'> {
  /** every value the bars draw, for a value axis that starts at zero */
  values: readonly (number | null)[]
  /** writes a value on the axis */
  tick: (value: number) => string
  /** writes a value in full in the tooltip */
  tooltip: (value: number) => string
  axisWidth?: number
  /** the row key of the period axis; default "label" */
  periodKey?: string
  className?: string
  /** the bars (with a legend or patterns they need), in the theme's colours */
  bars: (colours: ChartColours) => ReactNode
  /** what the panel shows under the chart */
  children?: ReactNode
}

/**
 * One panel of the sub-sector page that charts values by period: bars from zero on the shared period axes, the
 * frame's title as the panel's heading, and the frame's table behind the chart.
 */
export function SectorBarsPanel<Row>(props: SectorBarsPanelProps<Row>) {
  const { values, tick, tooltip, axisWidth, periodKey, className = 'panel', bars, children, ...frame } = props
  return (
    <div className={className}>
      <ChartFrame {...frame} headingLevel={2}>
        {(colours) => (
          <BarChart data={[...frame.rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            {periodAxes(colours, { axis: valueAxis(values, tick), width: axisWidth, periodKey })}
            <Tooltip content={<ChartTooltip format={tooltip} />} />
            {bars(colours)}
          </BarChart>
        )}
      </ChartFrame>
      {children}
    </div>
  )
}
