import { Bar, BarChart, Tooltip } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../components/chart-frame'
import type { DataColumn } from '../../../components/data-table'
import { useMemo } from 'react'
import { useFormat } from '../../../lib/i18n/use-format'
import type { WinnersInQuarter } from '../summary'
import { useAuctionsText, type AuctionsT } from '../text'

const columnsIn = (t: AuctionsT): DataColumn<WinnersInQuarter>[] => [
  { id: 'quarter', label: t('winners.quarter'), value: (row) => row.quarter },
  { id: 'winners', label: t('winners.won'), value: (row) => row.winners, align: 'end' },
]

const QUARTER = /^(\d{4}) Q([1-4])$/

/** "2024 Q3" in the language shown ("2024 K3" in Indonesian). */
function quarterIn(t: AuctionsT, quarter: string): string {
  const [, year, number] = QUARTER.exec(quarter) ?? []
  return year === undefined || number === undefined ? quarter : t('winners.quarterName', { year, quarter: number })
}

/** How many auctions found their winner in each quarter, quarters without one included. */
export function WinnersChart({ quarters: byQuarter }: { quarters: readonly WinnersInQuarter[] }) {
  const t = useAuctionsText()
  const { formatCount } = useFormat()
  const quarters = useMemo(
    () => byQuarter.map((row) => ({ ...row, quarter: quarterIn(t, row.quarter) })),
    [byQuarter, t],
  )
  return (
    <ChartFrame title={t('winners.title')} unit={t('winners.unit')} rows={quarters} columns={columnsIn(t)}>
      {(colours) => (
        <BarChart data={[...quarters]} margin={{ left: 8, right: 16 }}>
          {periodAxes(colours, {
            axis: valueAxis(
              quarters.map((row) => row.winners),
              formatCount,
              { whole: true },
            ),
            width: 60,
            periodKey: 'quarter',
          })}
          <Tooltip contentStyle={colours.tooltip} />
          <Bar dataKey="winners" name={t('winners.won')} fill={colours.series[1]} />
        </BarChart>
      )}
    </ChartFrame>
  )
}
