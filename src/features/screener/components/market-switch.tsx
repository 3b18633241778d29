import type { Market } from '../../../shared/catalogue'

const MARKETS: readonly { value: Market; label: string; hint: string }[] = [
  { value: 'idx', label: 'IDX', hint: 'Indonesia Stock Exchange, amounts in rupiah' },
  { value: 'sgx', label: 'SGX', hint: 'Singapore Exchange, amounts in Singapore dollars' },
]

/** Which exchange to screen. Switching starts a fresh screen: fields differ between the two. */
export function MarketSwitch({ market, onChange }: { market: Market; onChange: (market: Market) => void }) {
  return (
    <fieldset className="market-switch">
      <legend className="visually-hidden">Market</legend>
      {MARKETS.map((option) => (
        <label key={option.value} title={option.hint} className={option.value === market ? 'is-active' : undefined}>
          <input
            type="radio"
            name="market"
            value={option.value}
            checked={option.value === market}
            onChange={() => {
              onChange(option.value)
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
