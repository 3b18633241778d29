import type { SgxReport } from '../../../../shared/api/sgx-report'
import { ChangeText } from '../../../../components/change-text'
import { reported } from '../../../../components/not-reported'
import { useReportsText, type ReportsKey } from '../../text'

type Overview = NonNullable<SgxReport['overview']>

const PERIODS = [
  { key: 'change_1d', label: 'change.1d' },
  { key: 'change_7d', label: 'change.7d' },
  { key: 'change_1m', label: 'change.1m' },
  { key: 'change_1y', label: 'change.1y' },
  { key: 'change_3y', label: 'change.3y' },
  { key: 'change_ytd', label: 'change.ytd' },
] as const satisfies readonly { key: keyof Overview; label: ReportsKey }[]

/** The price's change over six periods. */
export function PriceChanges({ overview }: { overview: Overview }) {
  const t = useReportsText()
  return (
    <div className="panel">
      <h3>{t('change.title')}</h3>
      <dl className="facts">
        {PERIODS.map(({ key, label }) => (
          <div key={key} className="facts__group">
            <dt>{t(label)}</dt>
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
