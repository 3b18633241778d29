import type { SgxReport } from '../../../../shared/api/sgx-report'
import { ChangeText } from '../../../../components/change-text'
import { reported } from '../../../../components/not-reported'

type Overview = NonNullable<SgxReport['overview']>

const PERIODS = [
  { key: 'change_1d', label: '1 day' },
  { key: 'change_7d', label: '7 days' },
  { key: 'change_1m', label: '1 month' },
  { key: 'change_1y', label: '1 year' },
  { key: 'change_3y', label: '3 years' },
  { key: 'change_ytd', label: 'Year to date' },
] as const

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
