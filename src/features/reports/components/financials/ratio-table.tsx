import { TitledTable, type DataColumn } from '../../../../components/data-table'
import { useFormat } from '../../../../lib/i18n/use-format'
import type { RatioLine } from '../../api/ratio-lines'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

const lineId = (line: RatioLine) => line.id

/** Ratios × fiscal years (latest first): percentages as %, multiples as ×. */
export function RatioTable({ years, lines }: { years: readonly string[]; lines: readonly RatioLine[] }) {
  const t = useReportsText()
  const { formatPercent, formatRatio } = useFormat()
  const columns: DataColumn<RatioLine>[] = [
    { id: 'ratio', label: t('fin.ratio'), value: (line) => t(line.label) },
    ...years.map((year) => ({
      id: year,
      label: `FY${year}`,
      align: 'end' as const,
      value: (line: RatioLine) => line.cells[year],
      cell: (line: RatioLine) => {
        return reported(line.cells[year], line.kind === 'percent' ? formatPercent : formatRatio)
      },
    })),
  ]
  return <TitledTable className="panel" title={t('fin.ratiosTitle')} columns={columns} rows={lines} rowKey={lineId} />
}
