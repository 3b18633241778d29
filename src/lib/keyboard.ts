import { useEffect, useRef } from 'react'

/** True when a key press belongs to what the person is typing (a field, an editor), not to a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * A one-key shortcut for the whole page (`/` to search, `w` to watch): ignored while typing in a field and with
 * Ctrl, Alt or Meta held, so it never takes a key from the browser or from text being written.
 */
export function useKeyboardShortcut(key: string, action: () => void): void {
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [key])
}
