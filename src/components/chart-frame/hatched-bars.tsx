import { Rectangle, type BarShapeProps } from 'recharts'

/** The diagonal hatch that fills an estimate's bar, as an SVG pattern for the chart's `<defs>`. */
export function HatchPattern({ id, stroke }: { id: string; stroke: string | undefined }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill="transparent" />
      <line x1="0" y1="0" x2="0" y2="6" stroke={stroke} strokeWidth="3" />
    </pattern>
  )
}

interface HatchedBarOptions {
  /** whether the bar at this index stands for an estimate or forecast rather than a reported figure */
  estimate: (index: number) => boolean
  /** a reported bar's fill */
  fill: string | undefined
  /** the HatchPattern an estimate's bar is filled with, and the outline that keeps it visible */
  patternId: string
  outline: string | undefined
}

/** A bar shape that draws reported figures solid and estimates hatched and outlined, so the two never look alike. */
export const hatchedBarShape =
  ({ estimate, fill, patternId, outline }: HatchedBarOptions) =>
  (bar: BarShapeProps) => {
    const hatched = estimate(bar.index)
    return <Rectangle {...bar} fill={hatched ? `url(#${patternId})` : fill} stroke={hatched ? outline : 'none'} />
  }
