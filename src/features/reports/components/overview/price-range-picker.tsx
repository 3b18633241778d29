import type { PriceRange } from '../../../../lib/reports/price-windows'
import { PRICE_RANGES } from '../../../../lib/reports/price-windows'

const LABELS: Record<PriceRange, string> = { '1m': '1M', '3m': '3M', '1y': '1Y', '5y': '5Y' }
const NAMES: Record<PriceRange, string> = { '1m': '1 month', '3m': '3 months', '1y': '1 year', '5y': '5 years' }

/** The price chart's range, as toggle buttons; the choice lives in the URL (`?range=5y`). */
export function PriceRangePicker({ value, onChange }: { value: PriceRange; onChange: (next: PriceRange) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Price range">
      {PRICE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          title={NAMES[range]}
          onClick={() => {
            onChange(range)
          }}
        >
          {LABELS[range]}
        </button>
      ))}
    </div>
  )
}
