export { ChartFrame, type ChartFrameProps } from './chart-frame'
export { readChartColours, useChartColours, type ChartColours } from './chart-colours'
export { ChartTooltip, type ChartTooltipProps } from './chart-tooltip'
export { zeroBasedDomain } from './zero-based-domain'
