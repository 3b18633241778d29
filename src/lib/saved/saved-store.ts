import { readSaved } from './migrations'
import { mergeSaved, type MergeReport } from './saved-data'
import { EMPTY_SAVED, type SavedData } from './schema'

/** Where the value lives in localStorage, and where an unreadable one is kept aside. */
export const SAVED_KEY = 'research.saved'
export const SAVED_BACKUP_KEY = 'research.saved.backup'

export interface SavedSnapshot {
  data: SavedData
  /** an unreadable stored value was moved to the backup key during this page's life; null once dismissed */
  unreadable: { backup: string } | null
  /** the last write failed (storage full or disabled): what is on screen will not outlive the page */
  writeFailed: boolean
}

export type ImportResult = { ok: true; report: MergeReport } | { ok: false; message: string }

const IMPORT_REFUSALS = {
  'not-json': 'This file is not JSON: choose a file made by “Export”.',
  foreign: 'This file is not an export of watchlists and saved screens: nothing was imported.',
  newer: 'This file was made by a newer version of the dashboard: nothing was imported.',
} as const

/**
 * The one store of saved data. Every read is validated (and migrated); a value that cannot be read is moved to
 * a backup key, never wiped, and reported once. A change written by another tab arrives through the `storage`
 * event. Storage that is disabled or full does not break the page: the data lives in memory and the snapshot says so.
 */
export class SavedStore {
  private snapshot: SavedSnapshot = { data: EMPTY_SAVED, unreadable: null, writeFailed: false }
  private lastRaw: string | null | undefined = undefined
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
    events: Pick<Window, 'addEventListener'> | null,
  ) {
    this.load()
    events?.addEventListener('storage', (event) => {
      // a clear() in another tab has no key; anything else must be ours
      if (event.key === null || event.key === SAVED_KEY) {
        this.load()
        this.emit()
      }
    })
  }

  getSnapshot = (): SavedSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Applies a change to the newest data (another tab may have written since this one last read). */
  update(change: (data: SavedData) => SavedData): void {
    this.load()
    const data = change(this.snapshot.data)
    const raw = JSON.stringify(data)
    let writeFailed = false
    try {
      this.storage?.setItem(SAVED_KEY, raw)
      this.lastRaw = raw
    } catch {
      writeFailed = true
    }
    this.snapshot = { ...this.snapshot, data, writeFailed: writeFailed || this.storage === null }
    this.emit()
  }

  dismissUnreadable(): void {
    this.snapshot = { ...this.snapshot, unreadable: null }
    this.emit()
  }

  /** The stored value kept aside after it could not be read, if any (also after the notice was dismissed). */
  backup(): string | null {
    try {
      return this.storage?.getItem(SAVED_BACKUP_KEY) ?? null
    } catch {
      return null
    }
  }

  exportJson(): string {
    return JSON.stringify(this.snapshot.data, null, 2)
  }

  /** Merges an exported file into what is kept; a bad file is refused with a sentence and changes nothing. */
  importJson(text: string): ImportResult {
    const read = readSaved(text)
    if (!read.ok) return { ok: false, message: IMPORT_REFUSALS[read.reason] }
    let report: MergeReport = { added: 0, skipped: 0, renamed: [] }
    this.update((data) => {
      const [merged, merging] = mergeSaved(data, read.data)
      report = merging
      return merged
    })
    return { ok: true, report }
  }

  private emit() {
    for (const listener of this.listeners) listener()
  }

  private load() {
    let raw: string | null
    try {
      raw = this.storage?.getItem(SAVED_KEY) ?? null
    } catch {
      raw = null
    }
    if (raw === this.lastRaw) return
    this.lastRaw = raw
    if (raw === null) {
      this.snapshot = { ...this.snapshot, data: EMPTY_SAVED }
      return
    }
    const read = readSaved(raw)
    if (read.ok) {
      this.snapshot = { ...this.snapshot, data: read.data }
      return
    }
    // kept aside, not wiped: the person can export it; the notice is shown once, by this page
    try {
      this.storage?.setItem(SAVED_BACKUP_KEY, raw)
      this.storage?.removeItem(SAVED_KEY)
      this.lastRaw = null
    } catch {
      // cannot move it: it stays where it is, untouched, and the page works from memory
    }
    this.snapshot = { ...this.snapshot, data: EMPTY_SAVED, unreadable: { backup: raw } }
  }
}
