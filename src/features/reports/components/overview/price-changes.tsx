import type { SgxReport } from '../../../../shared/api/sgx-report'
import { ChangeText } from '../../../../components/change-text'
import { reported } from '../../../../components/not-reported'
import { labelledKeys } from '../../../../lib/labelled-keys'

type Overview = NonNullable<SgxReport['overview']>

const PERIODS = labelledKeys({
  change_1d: '1 day',
  change_7d: '7 days',
  change_1m: '1 month',
  change_1y: '1 year',
  change_3y: '3 years',
  change_ytd: 'Year to date',
})

/** The price's change over six periods. */
export function PriceChanges({ overview }: { overview: Overview }) {
  return (
    <div className="panel">
      <h3>Price change</h3>
      <dl className="facts">
        {PERIODS.map(({ key, label }) => (
          <div key={key} className="facts__group">
            <dt>{label}</dt>
            <dd>
              {reported(overview[key], (change) => (
                <ChangeText change={change} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
