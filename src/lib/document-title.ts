import { useEffect } from 'react'

/** Names the browser tab and history entry after what is on screen; restores the previous title on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
