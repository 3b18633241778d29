import { useQuery } from '@tanstack/react-query'
import { Bar, BarChart, Legend, Tooltip } from 'recharts'
import { ChartFrame, ChartTooltip, periodAxes, valueAxis } from '../../../components/chart-frame'
import { ratioColumn, type DataColumn } from '../../../components/data-table'
import { useFormat } from '../../../lib/i18n/use-format'
import { sectorQueries } from '../api/sector-queries'
import { valuationYears, type SubSectorReportParts, type ValuationYear } from '../sub-sector-figures'
import { SpreadTable } from './spread-table'
import { useSectorsText, type SectorsT } from '../text'

const MULTIPLES = { pe: 'P/E', pb: 'P/B', ps: 'P/S', pcf: 'P/CF' } as const

const columnsFor = (t: SectorsT): DataColumn<ValuationYear>[] => [
  { id: 'year', label: t('column.year'), value: (row) => row.year },
  ...(['pe', 'pb', 'ps', 'pcf'] as const).map((id) => ratioColumn<ValuationYear>(id, MULTIPLES[id], (row) => row[id])),
]

/** The sub-sector's valuation multiples by year, and how P/E and P/B spread over its companies today. */
export function ValuationPanel({ report, slug }: { report: SubSectorReportParts; slug: string }) {
  const years = valuationYears(report)
  const spread = useQuery(sectorQueries.spread(slug))
  const t = useSectorsText()
  const { formatFigure, formatRatio } = useFormat()
  return (
    <div className="panel sector-valuation">
      <ChartFrame
        title={t('valuation.title')}
        unit={t('valuation.unit')}
        rows={years}
        columns={columnsFor(t)}
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
            <Bar dataKey="pe" name={MULTIPLES.pe} fill={colours.series[0]} isAnimationActive={false} />
            <Bar dataKey="pb" name={MULTIPLES.pb} fill={colours.series[1]} isAnimationActive={false} />
            <Bar dataKey="ps" name={MULTIPLES.ps} fill={colours.series[2]} isAnimationActive={false} />
            <Bar dataKey="pcf" name={MULTIPLES.pcf} fill={colours.series[3]} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartFrame>
      <SpreadTable query={spread} />
    </div>
  )
}
