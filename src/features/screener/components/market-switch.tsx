import { SegmentedChoice } from '../../../components/segmented-choice'
import type { Market } from '../../../shared/catalogue'
import { useScreenerText } from '../text'

/** Which exchange to screen. Switching starts a fresh screen: fields differ between the two. */
export function MarketSwitch({ market, onChange }: { market: Market; onChange: (market: Market) => void }) {
  const t = useScreenerText()
  // the exchanges' codes are names, the same in every language
  const options = [
    { value: 'idx', label: 'IDX', title: t('market.idxHint') },
    { value: 'sgx', label: 'SGX', title: t('market.sgxHint') },
  ] as const satisfies readonly { value: Market; label: string; title: string }[]
  return <SegmentedChoice label={t('market.legend')} options={options} value={market} onChange={onChange} />
}
