export { SAVED_VERSION, type SavedData, type SavedScreen, type WatchedCompany, type Watchlist } from './schema'
export * from './saved-data'
export { SAVED_BACKUP_KEY, SAVED_KEY, SavedStore, type ImportResult, type SavedSnapshot } from './saved-store'
export { resetSavedStore, savedStore, useSaved } from './use-saved'
