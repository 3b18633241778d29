import { Bar, BarChart, LabelList } from 'recharts'
import { ChartFrame, periodAxes, valueAxis } from '../../../../components/chart-frame'
import { changeColumn, moneyColumn, type DataColumn } from '../../../../components/data-table'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { EpsPoint } from '../../api/financial-selects'
import { useComponentsText } from '../../../../components/text'
import { useReportsText } from '../../text'

/** Earnings per share by year, each bar labelled with its growth ("n.m." after a loss year). */
export function EpsChart({ rows, currency }: { rows: readonly EpsPoint[]; currency: Currency }) {
  const t = useReportsText()
  const shared = useComponentsText()
  const { formatFigure, formatMoney, formatSignedPercent } = useFormat()
  const growthLabel = (point: EpsPoint | undefined): string => {
    if (point === undefined || point.growth === null) return ''
    return point.growth === 'n.m.' ? shared('notMeaningfulShort') : formatSignedPercent(point.growth)
  }
  const columns: DataColumn<EpsPoint>[] = [
    { id: 'label', label: t('fin.fiscalYear'), value: (row) => row.label },
    moneyColumn({ id: 'eps', label: t('fin.eps'), currency, value: (row) => row.eps, formatMoney }),
    changeColumn({ id: 'growth', label: t('fin.growth'), value: (row) => row.growth }),
  ]
  return (
    <ChartFrame title={t('fin.epsTitle')} unit={t('fin.epsUnit', { currency })} rows={rows} columns={columns}>
      {(colours) => (
        <BarChart data={[...rows]} margin={{ top: 20, right: 8, bottom: 0, left: 8 }}>
          {periodAxes(colours, {
            axis: valueAxis(
              rows.map((row) => row.eps),
              formatFigure,
            ),
            tooltip: (value) => formatMoney(Number(value), currency),
          })}
          <Bar dataKey="eps" name={t('fin.eps')} fill={colours.series[0]} isAnimationActive={false}>
            <LabelList
              position="top"
              fill={colours.text}
              fontSize={12}
              dataKey="label"
              formatter={(label) => growthLabel(rows.find((row) => row.label === label))}
            />
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  )
}
