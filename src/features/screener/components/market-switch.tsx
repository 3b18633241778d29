import type { Market } from '../../../shared/catalogue'
import { useScreenerText } from '../text'

// the exchanges' codes are names, the same in every language
const MARKETS = [
  { value: 'idx', label: 'IDX', hint: 'market.idxHint' },
  { value: 'sgx', label: 'SGX', hint: 'market.sgxHint' },
] as const satisfies readonly { value: Market; label: string; hint: string }[]

/** Which exchange to screen. Switching starts a fresh screen: fields differ between the two. */
export function MarketSwitch({ market, onChange }: { market: Market; onChange: (market: Market) => void }) {
  const t = useScreenerText()
  return (
    <fieldset className="market-switch">
      <legend className="visually-hidden">{t('market.legend')}</legend>
      {MARKETS.map((option) => (
        <label key={option.value} title={t(option.hint)} className={option.value === market ? 'is-active' : undefined}>
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
