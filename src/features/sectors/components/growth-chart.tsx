import { useId } from 'react'
import { Bar, Legend } from 'recharts'
import { HatchPattern, hatchedBarShape } from '../../../components/chart-frame'
import { type DataColumn } from '../../../components/data-table'
import { ChangeText } from '../../../components/change-text'
import { useFormat } from '../../../lib/i18n/use-format'
import { useSectorsText, type SectorsT } from '../text'
import type { GrowthYear } from '../sub-sector-figures'
import { SectorBarsPanel } from './sector-bars-panel'

const growth = (id: 'revenue' | 'earnings', label: string): DataColumn<GrowthYear> => ({
  id,
  label,
  unit: '%',
  align: 'end',
  value: (row) => row[id],
  cell: (row) => <ChangeText change={row[id]} />,
})

const columnsFor = (t: SectorsT): DataColumn<GrowthYear>[] => [
  { id: 'year', label: t('column.year'), value: (row) => row.label },
  growth('revenue', t('growth.revenue')),
  growth('earnings', t('growth.earningsColumn')),
]

const SERIES = [
  { key: 'revenue', colour: 0 },
  { key: 'earnings', colour: 1 },
] as const

const FORECAST_SUFFIX = ' (forecast)'

/** A year's label in the language shown: the figures name a forecast year "FY2027 (forecast)" in English. */
const yearLabel = (t: SectorsT, row: GrowthYear) =>
  row.forecast && row.label.endsWith(FORECAST_SUFFIX)
    ? t('growth.forecastYear', { year: row.label.slice(0, -FORECAST_SUFFIX.length) })
    : row.label

/** Weighted average growth by year, falls below zero; forecast years hatched and named "(forecast)". */
export function GrowthChart({ rows: reportRows }: { rows: readonly GrowthYear[] }) {
  const patternId = useId()
  const t = useSectorsText()
  const { formatPercent } = useFormat()
  const rows = reportRows.map((row) => ({ ...row, label: yearLabel(t, row) }))
  return (
    <SectorBarsPanel
      title={t('growth.title')}
      unit={t('growth.unit')}
      rows={rows}
      columns={columnsFor(t)}
      minPoints={1}
      note={t('growth.note')}
      values={rows.flatMap((row) => [row.revenue, row.earnings])}
      tick={formatPercent}
      tooltip={formatPercent}
      bars={(colours) => (
        <>
          <defs>
            {SERIES.map((series) => (
              <HatchPattern key={series.key} id={`${patternId}-${series.key}`} stroke={colours.series[series.colour]} />
            ))}
          </defs>
          <Legend />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={t(`growth.${series.key}`)}
              fill={colours.series[series.colour]}
              isAnimationActive={false}
              shape={hatchedBarShape({
                estimate: (index) => rows[index]?.forecast === true,
                fill: colours.series[series.colour],
                patternId: `${patternId}-${series.key}`,
                outline: colours.series[series.colour],
              })}
            />
          ))}
        </>
      )}
    />
  )
}
