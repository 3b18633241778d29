import { useId, useMemo, useState, type ReactNode } from 'react'
import { ResponsiveContainer } from 'recharts'
import { DataTable, type DataColumn } from '../data-table'
import { useComponentsText } from '../text'
import { useChartColours, type ChartColours } from './chart-colours'
import { TableToggle } from './table-toggle'
import { useDrawTurn } from './use-draw-turn'

export interface ChartFrameProps<Row> {
  title: string
  /** states unit and currency, e.g. "IDR trillions, fiscal years" or "Hectares" — required */
  unit: string
  /** the same numbers as the chart, for "Show as table" (rendered in DataTable) */
  rows: readonly Row[]
  columns: readonly DataColumn<Row>[]
  /** the recharts element(s); a function receives the theme colours */
  children: (colours: ChartColours) => ReactNode
  /** height of the chart area in px; default 280 */
  height?: number
  /** optional note under the chart (e.g. "Estimates are hatched") */
  note?: ReactNode
  /** with fewer rows than this (default 2: one point makes no line or trend), the table is shown instead of a chart,
   * saying why */
  minPoints?: number
  /** the title's heading level; default 3 */
  headingLevel?: 2 | 3 | 4
}

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const

/**
 * A chart with what it needs to be read right: a title, a subtitle that states the unit, the theme's colours,
 * and a "Show as table" toggle that puts the same rows in a data table (the alternative for screen readers and
 * for anyone who wants the exact numbers).
 */
export function ChartFrame<Row>(props: ChartFrameProps<Row>) {
  const { title, unit, rows, columns, children, height = 280, note, minPoints = 2 } = props
  const [asTable, setAsTable] = useState(false)
  const t = useComponentsText()
  const colours = useChartColours()
  const myTurn = useDrawTurn()
  const titleId = useId()
  const keys = useMemo(() => new Map(rows.map((row, index) => [row, String(index)])), [rows])
  const tooFew = rows.length < minPoints
  const Heading = HEADINGS[props.headingLevel ?? 3]

  return (
    <figure className="chart-frame" aria-labelledby={titleId}>
      <div className="chart-frame__header">
        <div>
          <Heading id={titleId} className="chart-frame__title">
            {title}
          </Heading>
          <p className="chart-frame__unit">{unit}</p>
        </div>
        {!tooFew && <TableToggle pressed={asTable} onChange={setAsTable} />}
      </div>
      {tooFew && <p className="chart-frame__note muted">{t('chart.tooFewPoints')}</p>}
      {tooFew || asTable ? (
        <DataTable label={title} columns={columns} rows={rows} rowKey={(row) => keys.get(row) ?? ''} />
      ) : (
        <div className="chart-frame__chart" style={{ height }}>
          {myTurn && (
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
              {children(colours)}
            </ResponsiveContainer>
          )}
        </div>
      )}
      {note !== undefined && note !== null && note !== '' && (
        <figcaption className="chart-frame__note">{note}</figcaption>
      )}
    </figure>
  )
}
