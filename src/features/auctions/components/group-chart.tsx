import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, valueAxis } from '../../../components/chart-frame'
import { figureColumn, type DataColumn } from '../../../components/data-table'
import { formatCount } from '../../../lib/format'
import { formatHectares, formatIdr } from '../columns'
import type { AuctionGroup } from '../summary'

export type GroupMeasure = 'auctions' | 'hectares'

interface GroupChartProps {
  title: string
  /** what a group is, for the table's first column: "Commodity", "Province" */
  groupLabel: string
  groups: readonly AuctionGroup[]
  measure: GroupMeasure
  /** filters the list by the group chosen (a bar clicked, or its button in the table) */
  onChoose: (key: string) => void
}

const MEASURE_UNIT: Readonly<Record<GroupMeasure, string>> = {
  auctions: 'Number of auctions',
  hectares: 'Licensed area, hectares',
}

function groupColumns(groupLabel: string, onChoose: (key: string) => void): DataColumn<AuctionGroup>[] {
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
          {group.key}
          <span className="visually-hidden"> (show only these auctions)</span>
        </button>
      ),
    },
    { id: 'auctions', label: 'Auctions', value: (group) => group.auctions, align: 'end' },
    figureColumn({
      id: 'hectares',
      label: 'Area',
      unit: 'ha',
      value: (group) => group.hectares,
      format: formatHectares,
    }),
    figureColumn({ id: 'kdi', label: 'KDI', unit: 'IDR', value: (group) => group.kdi, format: formatIdr }),
  ]
}

/** Auctions or hectares per commodity or province, as horizontal bars from zero; a bar filters the list. */
export function GroupChart({ title, groupLabel, groups, measure, onChoose }: GroupChartProps) {
  const format = measure === 'auctions' ? formatCount : formatHectares
  return (
    <ChartFrame
      title={title}
      unit={MEASURE_UNIT[measure]}
      rows={groups}
      columns={groupColumns(groupLabel, onChoose)}
      height={Math.max(160, groups.length * 34 + 50)}
      note="Choose a bar, or a name in the table, to show only those auctions."
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
          <YAxis type="category" dataKey="key" width={150} stroke={colours.axis} />
          <Tooltip
            formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
            contentStyle={colours.tooltip}
          />
          <Bar
            dataKey={measure}
            name={MEASURE_UNIT[measure]}
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
