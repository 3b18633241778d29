import type { ReactNode } from 'react'

interface MarketPanelProps {
  /** names the panel's heading: `market-${id}-title` */
  id: string
  title: string
  /** a class beside `panel market-panel`, for a panel laid out its own way */
  className?: string
  /** the choices that change what the panel shows */
  controls: ReactNode
  children: ReactNode
  /** what the numbers are, under them */
  note?: ReactNode
}

/** One panel of the market page: its heading, its choices, what they show, and a note on what the numbers are. */
export function MarketPanel({ id, title, className, controls, children, note }: MarketPanelProps) {
  return (
    <section
      className={className === undefined ? 'panel market-panel' : `panel market-panel ${className}`}
      aria-labelledby={`market-${id}-title`}
    >
      <h2 id={`market-${id}-title`}>{title}</h2>
      <div className="market-panel__controls">{controls}</div>
      {children}
      {note !== undefined && <p className="muted market-note">{note}</p>}
    </section>
  )
}

/** A period's choices: its short code on the button, its name in words as the tooltip. */
export const periodOptions = <T extends string>(values: readonly T[], name: (value: T) => string) =>
  values.map((value) => ({ value, label: value, title: name(value) }))
