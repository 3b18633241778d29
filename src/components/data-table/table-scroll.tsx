import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useComponentsText } from '../text'

/** True while the box's content is wider than the box: it scrolls sideways, and must say so. */
function useOverflowing() {
  const box = useRef<HTMLDivElement>(null)
  const [overflowing, setOverflowing] = useState(false)
  useLayoutEffect(() => {
    const element = box.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      setOverflowing(element.scrollWidth > element.clientWidth + 1)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild)
    return () => {
      observer.disconnect()
    }
  }, [])
  return { box, overflowing }
}

/**
 * The box a wide table scrolls sideways in. A keyboard must be able to reach it to scroll it (axe
 * `scrollable-region-focusable`), and a screen reader must hear what it is: a focusable region named after its table.
 * Scrolling is the last resort for a table too wide for the screen: when it does scroll, a visible cue says so, so
 * that no figure is hidden without the reader knowing.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const t = useComponentsText()
  const { box, overflowing } = useOverflowing()
  return (
    <>
      <div
        ref={box}
        className="table-scroll"
        role="region"
        aria-label={label}
        tabIndex={0}
        data-overflowing={overflowing ? 'true' : undefined}
      >
        {children}
      </div>
      {overflowing && (
        <p className="table-scroll__cue muted" aria-hidden="true">
          {t('table.scrollCue')}
        </p>
      )}
    </>
  )
}
