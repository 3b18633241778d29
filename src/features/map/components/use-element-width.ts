import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * An element's content width, followed as it changes: null until it is measured (before the first paint), so that
 * nothing is laid out twice. Where nothing is laid out (jsdom) the measure is 0, and `fallback` stands in for it.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    const measure = () => {
      const measured = Math.floor(element.clientWidth)
      setWidth(measured > 0 ? measured : fallback)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [ref, fallback])
  return width
}
