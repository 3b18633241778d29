export { ChartFrame, type ChartFrameProps } from './chart-frame'
export { readChartColours, useChartColours, type ChartColours } from './chart-colours'
export { ChartTooltip, type ChartTooltipProps } from './chart-tooltip'
export { valueAxis, type ValueAxis, type ValueAxisOptions } from './value-axis'
