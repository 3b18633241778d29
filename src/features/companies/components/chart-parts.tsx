import { Link } from 'react-router'
import type { LabelProps, YAxisTickContentProps } from 'recharts'
import { reportPath } from '../../../lib/links'

const number = (value: number | string | undefined) => (typeof value === 'number' ? value : Number(value ?? 0))

/** A company's symbol on the category axis, as a link to its report: the chart's keyboard way to a company. */
export function SymbolTick(props: YAxisTickContentProps) {
  const symbol = String(props.payload.value)
  return (
    <g transform={`translate(${String(number(props.x))},${String(number(props.y))})`}>
      <Link to={reportPath('idx', symbol)} className="companies__chart-symbol">
        <text x={-6} dy={4} textAnchor="end" fill={props.fill} fontSize={12}>
          {symbol}
        </text>
      </Link>
    </g>
  )
}

export type BarValueLabelProps = Omit<LabelProps, 'format'> & {
  format: (value: number) => string
  /** the text colour (recharts passes each bar's own `fill` to a label, so it cannot be that) */
  textColour: string
}

/** A bar's value at its end: right of a positive bar, left of a negative one (a loss reads as one at a glance). */
export function BarValueLabel({ format, viewBox, value, textColour }: BarValueLabelProps) {
  if (typeof value !== 'number' || viewBox === undefined || !('height' in viewBox)) return null
  const x = number(viewBox.x)
  const width = number(viewBox.width)
  const y = number(viewBox.y) + number(viewBox.height) / 2
  const negative = value < 0
  const end = negative ? Math.min(x, x + width) - 4 : Math.max(x, x + width) + 4
  return (
    <text
      className="companies__bar-value"
      x={end}
      y={y}
      dy={4}
      textAnchor={negative ? 'end' : 'start'}
      fill={textColour}
      fontSize={11}
    >
      {format(value)}
    </text>
  )
}
