import { useId } from 'react'
import { Bar, BarChart, Legend, Rectangle, Tooltip, type BarShapeProps } from 'recharts'
import { ChartFrame, ChartTooltip, periodAxes, valueAxis } from '../../../components/chart-frame'
import { type DataColumn } from '../../../components/data-table'
import { ChangeText } from '../../../components/change-text'
import { formatPercent } from '../../../lib/format'
import type { GrowthYear } from '../sub-sector-figures'

const growth = (id: 'revenue' | 'earnings', label: string): DataColumn<GrowthYear> => ({
  id,
  label,
  unit: '%',
  align: 'end',
  value: (row) => row[id],
  cell: (row) => <ChangeText change={row[id]} />,
})

const COLUMNS: DataColumn<GrowthYear>[] = [
  { id: 'year', label: 'Year', value: (row) => row.label },
  growth('revenue', 'Revenue growth'),
  growth('earnings', 'Earnings growth (EPS for forecasts)'),
]

const SERIES = [
  { key: 'revenue', name: 'Revenue growth', colour: 0 },
  { key: 'earnings', name: 'Earnings growth', colour: 1 },
] as const

/** Weighted average growth by year, falls below zero; forecast years hatched and named "(forecast)". */
export function GrowthChart({ rows }: { rows: readonly GrowthYear[] }) {
  const patternId = useId()
  return (
    <div className="panel">
      <ChartFrame
        title="Growth"
        unit="% a year, weighted by market cap; forecasts hatched"
        rows={rows}
        columns={COLUMNS}
        minPoints={1}
        headingLevel={2}
        note="Forecast years are hatched and named “(forecast)”; their earnings growth is of EPS."
      >
        {(colours) => (
          <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <defs>
              {SERIES.map((series) => (
                <pattern
                  key={series.key}
                  id={`${patternId}-${series.key}`}
                  width="6"
                  height="6"
                  patternUnits="userSpaceOnUse"
                  patternTransform="rotate(45)"
                >
                  <line x1="0" y1="0" x2="0" y2="6" stroke={colours.series[series.colour]} strokeWidth="3" />
                </pattern>
              ))}
            </defs>
            {periodAxes(colours, {
              axis: valueAxis(
                rows.flatMap((row) => [row.revenue, row.earnings]),
                formatPercent,
              ),
            })}
            <Tooltip content={<ChartTooltip format={formatPercent} />} />
            <Legend />
            {SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                fill={colours.series[series.colour]}
                isAnimationActive={false}
                shape={(bar: BarShapeProps) => {
                  const forecast = rows[bar.index]?.forecast === true
                  return (
                    <Rectangle
                      {...bar}
                      fill={forecast ? `url(#${patternId}-${series.key})` : colours.series[series.colour]}
                      stroke={forecast ? colours.series[series.colour] : 'none'}
                    />
                  )
                }}
              />
            ))}
          </BarChart>
        )}
      </ChartFrame>
    </div>
  )
}
