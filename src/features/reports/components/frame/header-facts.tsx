import type { ReactNode } from 'react'
import type { Currency } from '../../../../lib/format'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

interface PriceFactProps {
  currency: Currency
  close: number | null
  change: number | null
  date: string | null
}

/** The last close, its daily change (coloured and signed, never by colour alone) and the day it was seen. */
export function PriceFact({ currency, close, change, date }: PriceFactProps) {
  const t = useReportsText()
  const { formatDate, formatMoney, formatPercent } = useFormat()
  return (
    <div className="report-header__fact">
      <span className="report-header__label">
        {date === null ? t('fact.lastClose') : t('fact.lastCloseOn', { date: formatDate(date) })}
      </span>
      <span className="report-header__price">
        {reported(close, (value) => formatMoney(value, currency))}{' '}
        {change !== null && (
          <span className={change < 0 ? 'change change--down' : change > 0 ? 'change change--up' : 'change'}>
            {change > 0 ? '+' : ''}
            {formatPercent(change)}
          </span>
        )}
      </span>
    </div>
  )
}

/** A labelled figure of the header; a missing value is "not reported", never a zero. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="report-header__fact">
      <span className="report-header__label">{label}</span>
      <span className="report-header__value">{reported(children)}</span>
    </div>
  )
}

/** A figure's rank after it (" · ranked 12th …"), in words the caller writes from the counted rank; none when unranked. */
export function RankNote({ rank, text }: { rank: number | null; text: (rank: string) => string }) {
  const { formatCount } = useFormat()
  if (rank === null) return null
  return (
    <span className="muted">
      {' · '}
      {text(formatCount(rank))}
    </span>
  )
}

/** The "Demo data" marker: the numbers below are synthetic. */
export function DemoMarker({ label }: { label: string | null }) {
  const t = useReportsText()
  if (label === null) return null
  return (
    <span className="badge badge--demo report-header__demo" title={label}>
      {t('demoData')}
    </span>
  )
}
