import type { ReactNode } from 'react'
import { MISSING } from '../lib/format'
import { useComponentsText } from './text'

/**
 * A value the source did not report: a dash that says so, never a zero. The one way a page shows a missing value;
 * `spelledOut` writes the words instead of the dash (a tooltip, where there is room).
 */
export function NotReported({ spelledOut = false }: { spelledOut?: boolean }) {
  const t = useComponentsText()
  return (
    <span title={t('notReported')} className="not-reported">
      {spelledOut ? t('notReported') : MISSING}
    </span>
  )
}

/**
 * A value as its formatter writes it, or NotReported when there is none (null, undefined, blank text, or a
 * formatter that finds nothing to show): `reported(row.eps, (eps) => formatMoney(eps, currency))`.
 */
export function reported(value: ReactNode): ReactNode
export function reported<T>(value: T | null | undefined, format: (value: T) => ReactNode): ReactNode
export function reported<T>(value: T | null | undefined, format?: (value: T) => ReactNode): ReactNode {
  if (isMissing(value)) return <NotReported />
  // without a formatter the first overload has already made the value a ReactNode
  const shown = format === undefined ? (value as ReactNode) : format(value)
  return isMissing(shown) ? <NotReported /> : shown
}

const isMissing = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
