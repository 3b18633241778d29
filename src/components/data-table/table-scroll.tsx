import type { ReactNode } from 'react'

/**
 * The box a wide table scrolls sideways in. A keyboard must be able to reach it to scroll it (axe
 * `scrollable-region-focusable`), and a screen reader must hear what it is: a focusable region named after its table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
