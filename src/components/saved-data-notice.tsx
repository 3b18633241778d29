import './saved.css'
import { downloadFile } from '../lib/csv'
import { savedStore, useSaved } from '../lib/saved'
import { useComponentsText } from './text'

/** Saves a text kept by the store as a JSON file (an export, or the backup of a value that could not be read). */
export function downloadJson(fileStem: string, text: string): void {
  downloadFile(
    `${fileStem}-${new Date().toISOString().slice(0, 10)}.json`,
    new Blob([text], { type: 'application/json' }),
  )
}

/**
 * Said once, on the page that found it: the saved lists could not be read, nothing was deleted, and the old value
 * can be downloaded. Also says when the browser refuses to store anything.
 */
export function SavedDataNotice() {
  const { unreadable, writeFailed } = useSaved()
  const t = useComponentsText()
  return (
    <>
      {unreadable !== null && (
        <div className="notice notice--warning" role="alert">
          <p>{t('saved.unreadable')}</p>
          <button
            type="button"
            onClick={() => {
              downloadJson('saved-lists-backup', unreadable.backup)
            }}
          >
            {t('saved.exportBackup')}
          </button>{' '}
          <button
            type="button"
            onClick={() => {
              savedStore().dismissUnreadable()
            }}
          >
            {t('saved.dismiss')}
          </button>
        </div>
      )}
      {writeFailed && (
        <p className="notice notice--warning" role="status">
          {t('saved.writeFailed')}
        </p>
      )}
    </>
  )
}
