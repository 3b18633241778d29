import { useFormat } from '../lib/i18n/use-format'
import { NotReported } from './not-reported'
import { useComponentsText } from './text'

/**
 * A change as a signed percentage, coloured by direction (never by colour alone: the sign says it too); "—" when
 * unknown, and "n.m." with its meaning when the base is zero or negative.
 */
export function ChangeText({ change }: { change: number | 'n.m.' | null }) {
  const t = useComponentsText()
  const { formatSignedPercent } = useFormat()
  if (change === null) return <NotReported />
  if (change === 'n.m.')
    return (
      <abbr className="change" title={t('notMeaningful')}>
        {t('notMeaningfulShort')}
      </abbr>
    )
  const className = change < 0 ? 'change change--down' : change > 0 ? 'change change--up' : 'change'
  return <span className={className}>{formatSignedPercent(change)}</span>
}
