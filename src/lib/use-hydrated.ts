import { useSyncExternalStore } from 'react'

const noChange = () => () => undefined

/**
 * False while the page is rendered on the server and while the browser hydrates that markup, true from the render
 * after: the one gate for what the server cannot render the same way (code loaded on first use, the viewport,
 * `localStorage`). What it guards renders right after hydration; in a page the browser rendered itself, at once.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
