import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, valueAxis } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { useFormat } from '../../../lib/i18n/use-format'
import type { Locale } from '../../../shared/locale'
import { formatHectares, hectaresColumn, kdiColumn } from '../columns'
import type { AuctionGroup } from '../summary'
import { useAuctionsText, type AuctionsKey, type AuctionsT } from '../text'

export type GroupMeasure = 'auctions' | 'hectares'

interface GroupChartProps {
  title: string
  /** what a group is, for the table's first column: "Commodity", "Province" */
  groupLabel: string
  /** a group's name in the language shown (commodities); by default the service's own (provinces) */
  groupName?: (key: string) => string
  groups: readonly AuctionGroup[]
  measure: GroupMeasure
  /** filters the list by the group chosen (a bar clicked, or its button in the table) */
  onChoose: (key: string) => void
}

const ownName = (key: string) => key

const MEASURE_UNIT: Readonly<Record<GroupMeasure, AuctionsKey>> = {
  auctions: 'chart.unitAuctions',
  hectares: 'chart.unitHectares',
}

function groupColumns(
  groupLabel: string,
  groupName: (key: string) => string,
  onChoose: (key: string) => void,
  t: AuctionsT,
  locale: Locale,
): DataColumn<AuctionGroup>[] {
  return [
    {
      id: 'key',
      label: groupLabel,
      value: (group) => group.key,
      cell: (group) => (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onChoose(group.key)
          }}
        >
          {groupName(group.key)}
          <span className="visually-hidden"> {t('chart.showOnly')}</span>
        </button>
      ),
    },
    { id: 'auctions', label: t('chart.auctions'), value: (group) => group.auctions, align: 'end' },
    hectaresColumn(t, locale, { id: 'hectares', value: (group) => group.hectares }),
    kdiColumn(t, locale, { id: 'kdi', value: (group) => group.kdi }),
  ]
}

/** Auctions or hectares per commodity or province, as horizontal bars from zero; a bar filters the list. */
export function GroupChart({ title, groupLabel, groupName = ownName, groups, measure, onChoose }: GroupChartProps) {
  const t = useAuctionsText()
  const { formatCount, locale } = useFormat()
  const format = measure === 'auctions' ? formatCount : (value: number) => formatHectares(value, locale)
  return (
    <ChartFrame
      title={title}
      unit={t(MEASURE_UNIT[measure])}
      rows={groups}
      columns={groupColumns(groupLabel, groupName, onChoose, t, locale)}
      height={Math.max(160, groups.length * 34 + 50)}
      // ranked bars: a single one is still a chart, and an empty list draws empty axes as before
      minPoints={0}
      note={t('chart.note')}
    >
      {(colours) => (
        <BarChart data={[...groups]} layout="vertical" margin={{ left: 16, right: 24 }}>
          <CartesianGrid stroke={colours.grid} horizontal={false} />
          <XAxis
            {...valueAxis(
              groups.map((group) => group[measure]),
              format,
              { whole: measure === 'auctions' },
            )}
            stroke={colours.axis}
          />
          <YAxis type="category" dataKey="key" width={150} stroke={colours.axis} tickFormatter={groupName} />
          <Tooltip
            labelFormatter={(label: unknown) => (typeof label === 'string' ? groupName(label) : '')}
            formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
            contentStyle={colours.tooltip}
          />
          <Bar
            dataKey={measure}
            name={t(MEASURE_UNIT[measure])}
            fill={colours.series[0]}
            cursor="pointer"
            onClick={(_, index) => {
              const group = groups[index]
              if (group !== undefined) onChoose(group.key)
            }}
          />
        </BarChart>
      )}
    </ChartFrame>
  )
}
