import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, Legend, Tooltip } from 'recharts'
import { ChartFrame, ChartTooltip, periodAxes, valueAxis } from '../../../components/chart-frame'
import { ratioColumn, type DataColumn } from '../../../components/data-table'
import { formatFigure, formatRatio } from '../../../lib/format'
import { sectorQueries } from '../api/sector-queries'
import { valuationYears, type SubSectorReportParts, type ValuationYear } from '../sub-sector-figures'
import { SpreadTable } from './spread-table'

const MULTIPLES = { pe: 'P/E', pb: 'P/B', ps: 'P/S', pcf: 'P/CF' } as const

const COLUMNS: DataColumn<ValuationYear>[] = [
  { id: 'year', label: 'Year', value: (row) => row.year },
  ...(['pe', 'pb', 'ps', 'pcf'] as const).map((id) => ratioColumn<ValuationYear>(id, MULTIPLES[id], (row) => row[id])),
]

/** The sub-sector's valuation multiples by year, and how P/E and P/B spread over its companies today. */
export function ValuationPanel({ report, slug }: { report: SubSectorReportParts; slug: string }) {
  const years = valuationYears(report)
  const spread = useQuery(sectorQueries.spread(slug))
  return (
    <div className="panel sector-valuation">
      <ChartFrame
        title="Valuation"
        unit="Multiples (×) of the sub-sector as a whole, by year"
        rows={years}
        columns={COLUMNS}
        minPoints={2}
        headingLevel={2}
      >
        {(colours) => (
          <BarChart data={years} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            {periodAxes(colours, {
              axis: valueAxis(
                years.flatMap((row) => [row.pe, row.pb, row.ps, row.pcf]),
                formatFigure,
              ),
              width: 48,
              periodKey: 'year',
            })}
            <Tooltip content={<ChartTooltip format={formatRatio} />} />
            <Legend />
            <Bar dataKey="pe" name="P/E" fill={colours.series[0]} isAnimationActive={false} />
            <Bar dataKey="pb" name="P/B" fill={colours.series[1]} isAnimationActive={false} />
            <Bar dataKey="ps" name="P/S" fill={colours.series[2]} isAnimationActive={false} />
            <Bar dataKey="pcf" name="P/CF" fill={colours.series[3]} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartFrame>
      <SpreadTable query={spread} />
    </div>
  )
}
