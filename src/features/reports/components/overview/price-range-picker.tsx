import { SegmentedChoice } from '../../../../components/segmented-choice'
import { MAX_HISTORY_YEARS, REPORT_PRICE_RANGES, type ReportPriceRange } from '../../../../lib/reports/price-windows'
import { useReportsText, type ReportsKey } from '../../text'

const LABELS: Record<ReportPriceRange, ReportsKey> = {
  '1m': 'range.1m',
  '3m': 'range.3m',
  '1y': 'range.1y',
  '5y': 'range.5y',
  max: 'range.max',
}
const NAMES: Record<ReportPriceRange, ReportsKey> = {
  '1m': 'range.1mName',
  '3m': 'range.3mName',
  '1y': 'range.1yName',
  '5y': 'range.5yName',
  max: 'range.maxName',
}

interface PriceRangePickerProps {
  value: ReportPriceRange
  onChange: (next: ReportPriceRange) => void
}

/** The price chart's range, as toggle buttons; the choice lives in the URL (`?range=5y`). */
export function PriceRangePicker({ value, onChange }: PriceRangePickerProps) {
  const t = useReportsText()
  return (
    <SegmentedChoice
      label={t('range.label')}
      options={REPORT_PRICE_RANGES.map((range) => ({
        value: range,
        label: t(LABELS[range]),
        title: t(NAMES[range], { years: MAX_HISTORY_YEARS }),
      }))}
      value={value}
      onChange={onChange}
    />
  )
}
