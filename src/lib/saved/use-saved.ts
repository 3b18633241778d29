import { useSyncExternalStore } from 'react'
import { SavedStore, type SavedSnapshot } from './saved-store'
import { EMPTY_SAVED } from './schema'

/** The browser's localStorage, or none when the browser refuses it (privacy modes, sandboxed frames). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

let store: SavedStore | null = null

/** The page's one store, created on first use. */
export function savedStore(): SavedStore {
  store ??= new SavedStore(browserStorage(), typeof window === 'undefined' ? null : window)
  return store
}

/** Replaces the page's store: for tests, which start each case from a known localStorage. */
export function resetSavedStore(): void {
  store = null
}

/**
 * What the server knows of the browser's saved data (nothing): the snapshot a server-rendered page is rendered and
 * hydrated with, so that hydration finds the markup it renders; the browser's own data follows right after.
 */
const SERVER_SNAPSHOT: SavedSnapshot = { data: EMPTY_SAVED, unreadable: null, writeFailed: false }
const serverSnapshot = () => SERVER_SNAPSHOT

/** The saved data, re-rendering on every change, from this tab or another. */
export function useSaved(): SavedSnapshot {
  const current = savedStore()
  return useSyncExternalStore(current.subscribe, current.getSnapshot, serverSnapshot)
}
