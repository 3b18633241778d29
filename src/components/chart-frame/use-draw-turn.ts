import { useEffect, useRef, useState } from 'react'
import { afterPaint } from '../../lib/after-paint'
import { takeTurn } from '../../lib/draw-turns'

/**
 * False until this chart's turn to draw, which comes after the page is hydrated (effects run only in the browser,
 * after hydration) and after the charts above it have been painted. The server and the hydrating browser render the
 * chart's empty frame alike, so the charts' work is kept out of hydration: the page's figures become live first, and
 * the first chart is on screen without waiting for the others.
 */
export function useDrawTurn(): boolean {
  const [myTurn, setMyTurn] = useState(false)
  const endTurn = useRef<() => void>(() => undefined)
  useEffect(() => {
    const end = takeTurn(() => {
      setMyTurn(true)
    })
    endTurn.current = end
    return end
  }, [])
  useEffect(() => {
    if (!myTurn) return
    let unmounted = false
    // the next chart starts once this one is on screen
    void afterPaint().then(() => {
      if (!unmounted) endTurn.current()
    })
    return () => {
      unmounted = true
    }
  }, [myTurn])
  return myTurn
}
