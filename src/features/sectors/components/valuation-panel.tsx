import { useQuery } from '@tanstack/react-query'
import { Bar, Legend } from 'recharts'
import { ratioColumn, type DataColumn } from '../../../components/data-table'
import { useFormat } from '../../../lib/i18n/use-format'
import { sectorQueries } from '../api/sector-queries'
import { valuationYears, type SubSectorReportParts, type ValuationYear } from '../sub-sector-figures'
import { SectorBarsPanel } from './sector-bars-panel'
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
    <SectorBarsPanel
      className="panel sector-valuation"
      title={t('valuation.title')}
      unit={t('valuation.unit')}
      rows={years}
      columns={columnsFor(t)}
      values={years.flatMap((row) => [row.pe, row.pb, row.ps, row.pcf])}
      tick={formatFigure}
      tooltip={formatRatio}
      axisWidth={48}
      periodKey="year"
      bars={(colours) => (
        <>
          <Legend />
          {(['pe', 'pb', 'ps', 'pcf'] as const).map((id, index) => (
            <Bar key={id} dataKey={id} name={MULTIPLES[id]} fill={colours.series[index]} isAnimationActive={false} />
          ))}
        </>
      )}
    >
      <SpreadTable query={spread} />
    </SectorBarsPanel>
  )
}
