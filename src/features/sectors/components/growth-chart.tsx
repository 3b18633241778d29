import { useId } from 'react'
import { Bar, Legend, Rectangle, type BarShapeProps } from 'recharts'
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
          <Legend />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={t(`growth.${series.key}`)}
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
        </>
      )}
    />
  )
}
