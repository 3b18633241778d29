import { useEffect } from 'react'

const START = 'market-map:layout'
/** The User Timing measure bench:web reads (bench/web-pages.ts): from the layout to the frame that shows it. */
export const DRAW_MEASURE = 'market-map:draw'

/** Marks the start of a drawing: called where the layout is computed. */
export function markDrawStart(): void {
  if (typeof performance !== 'undefined') performance.mark(START)
}

/**
 * After each new layout is on screen, measures the main thread's time from its computation to the end of the
 * frame painting it (a task queued from the frame's callback runs after that paint).
 */
export function useDrawMeasure(layout: object | null): void {
  useEffect(() => {
    if (layout === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (performance.getEntriesByName(START, 'mark').length === 0) return
        performance.measure(DRAW_MEASURE, START)
        performance.clearMarks(START)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [layout])
}
