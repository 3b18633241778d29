import { useFormat } from '../../../../lib/i18n/use-format'
import { useReportsText } from '../../text'
import { Fact } from '../frame/header-facts'

/** The payout ratio, warned above 100 %: a company paying out more than it earns. */
export function PayoutRatio({ ratio }: { ratio: number | null }) {
  const t = useReportsText()
  const { formatPercent } = useFormat()
  return (
    <Fact label={t('dividend.payoutRatio')}>
      {ratio === null ? null : (
        <>
          {formatPercent(ratio)}
          {ratio > 1 && <span className="warning"> {t('dividend.paysOutMore')}</span>}
        </>
      )}
    </Fact>
  )
}
