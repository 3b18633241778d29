import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { Market } from '../shared/catalogue'
import './market-tabs.css'

const TABS = [
  { value: 'idx', label: 'IDX' },
  { value: 'sgx', label: 'SGX' },
] as const

/** The id of the panel the tabs control and of each tab, from the page's prefix: `market-tab-panel`, `market-tab-idx`. */
const marketTabIds = (prefix: string, market: Market) => ({
  panel: `${prefix}-tab-panel`,
  tab: `${prefix}-tab-${market}`,
})

interface MarketTabsProps {
  value: Market
  onChange: (next: Market) => void
  /** the tab list's accessible name, in the language shown */
  label: string
  /** names the ids (see marketTabIds), so two pages' tabs never share one */
  idPrefix: string
  /** the chosen market's content, rendered inside the tab panel the tabs control */
  children: ReactNode
  panelClassName?: string
}

/**
 * IDX / SGX as tabs (arrow keys move between them, as the ARIA tabs pattern has it) and the panel they control;
 * the choice is in the URL.
 */
export function MarketTabs({ value, onChange, label, idPrefix, children, panelClassName }: MarketTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length
    const tab = TABS[next]
    if (tab === undefined) return
    onChange(tab.value)
    buttons.current[next]?.focus()
  }
  return (
    <>
      <div role="tablist" aria-label={label} className="market-tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={marketTabIds(idPrefix, tab.value).tab}
            aria-controls={marketTabIds(idPrefix, tab.value).panel}
            aria-selected={tab.value === value}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => {
              onChange(tab.value)
            }}
            onKeyDown={(event) => {
              onKeyDown(event, index)
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={marketTabIds(idPrefix, value).panel}
        role="tabpanel"
        aria-labelledby={marketTabIds(idPrefix, value).tab}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  )
}
