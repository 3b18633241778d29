import { formatPercent } from '../../../../lib/format'
import { Fact } from '../frame/header-facts'

/** The payout ratio, warned above 100 %: a company paying out more than it earns. */
export function PayoutRatio({ ratio }: { ratio: number | null }) {
  return (
    <Fact label="Payout ratio">
      {ratio === null ? null : (
        <>
          {formatPercent(ratio)}
          {ratio > 1 && <span className="warning"> ⚠ pays out more than it earns</span>}
        </>
      )}
    </Fact>
  )
}
