import type { PriceRange } from '../../../../lib/reports/price-windows'
import { PRICE_RANGES } from '../../../../lib/reports/price-windows'
import { useReportsText, type ReportsKey } from '../../text'

const LABELS: Record<PriceRange, ReportsKey> = {
  '1m': 'range.1m',
  '3m': 'range.3m',
  '1y': 'range.1y',
  '5y': 'range.5y',
}
const NAMES: Record<PriceRange, ReportsKey> = {
  '1m': 'range.1mName',
  '3m': 'range.3mName',
  '1y': 'range.1yName',
  '5y': 'range.5yName',
}

/** The price chart's range, as toggle buttons; the choice lives in the URL (`?range=5y`). */
export function PriceRangePicker({ value, onChange }: { value: PriceRange; onChange: (next: PriceRange) => void }) {
  const t = useReportsText()
  return (
    <div className="segmented" role="group" aria-label={t('range.label')}>
      {PRICE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          title={t(NAMES[range])}
          onClick={() => {
            onChange(range)
          }}
        >
          {t(LABELS[range])}
        </button>
      ))}
    </div>
  )
}
