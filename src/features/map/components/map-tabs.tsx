import { useRef, type KeyboardEvent } from 'react'
import type { Market } from '../../../shared/catalogue'
import { useMapText } from '../text'

const TABS = [
  { value: 'idx', label: 'IDX' },
  { value: 'sgx', label: 'SGX' },
] as const

/** IDX / SGX as tabs (arrow keys move between them, as the ARIA tabs pattern has it); the choice is in the URL. */
export function MapTabs({ value, onChange }: { value: Market; onChange: (next: Market) => void }) {
  const t = useMapText()
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
    <div role="tablist" aria-label={t('tabs.label')} className="market-map-tabs">
      {TABS.map((tab, index) => (
        <button
          key={tab.value}
          ref={(element) => {
            buttons.current[index] = element
          }}
          type="button"
          role="tab"
          id={`map-tab-${tab.value}`}
          aria-controls="map-tab-panel"
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
  )
}
