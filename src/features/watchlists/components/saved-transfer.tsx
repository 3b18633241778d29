import { useId, useState } from 'react'
import { downloadJson } from '../../../components/saved-data-notice'
import { savedStore, type ImportResult } from '../../../lib/saved'
import { useHydrated } from '../../../lib/use-hydrated'
import { useWatchlistsText } from '../text'

/** What an import did, sentence by sentence (each sentence a message of its own). */
function useDescribed() {
  const t = useWatchlistsText()
  return (result: ImportResult): string => {
    // the store's refusal is its own sentence (lib/saved), in English
    if (!result.ok) return result.message
    const { added, skipped, renamed } = result.report
    const parts = [t('transfer.imported', { count: added })]
    if (skipped > 0) parts.push(t('transfer.skipped', { count: skipped }))
    for (const { from, to } of renamed) parts.push(t('transfer.renamed', { from, to }))
    return parts.join(' ')
  }
}

/** Export everything as a JSON file; import one (merged into what is kept, never replacing it). */
export function SavedTransfer() {
  const inputId = useId()
  const [result, setResult] = useState<ImportResult | null>(null)
  // kept in this browser: the server renders the page without it, and it shows once the page is hydrated
  const backup = useHydrated() ? savedStore().backup() : null
  const t = useWatchlistsText()
  const described = useDescribed()
  return (
    <section className="panel saved-transfer" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('transfer.title')}</h2>
      <button
        type="button"
        onClick={() => {
          downloadJson('watchlists-and-screens', savedStore().exportJson())
        }}
      >
        {t('transfer.export')}
      </button>{' '}
      <label htmlFor={inputId}>{t('transfer.import')}</label>{' '}
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file === undefined) return
          void file.text().then((text) => {
            setResult(savedStore().importJson(text))
          })
        }}
      />
      {result !== null && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : 'saved-transfer__error'}>
          {described(result)}
        </p>
      )}
      {backup !== null && (
        <p>
          {t('transfer.backup')}{' '}
          <button
            type="button"
            onClick={() => {
              downloadJson('saved-lists-backup', backup)
            }}
          >
            {t('transfer.exportBackup')}
          </button>
        </p>
      )}
    </section>
  )
}
