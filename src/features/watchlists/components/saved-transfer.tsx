import { useId, useState } from 'react'
import { downloadJson } from '../../../components/saved-data-notice'
import { savedStore, type ImportResult } from '../../../lib/saved'

const described = (result: ImportResult): string => {
  if (!result.ok) return result.message
  const { added, skipped, renamed } = result.report
  const parts = [`Imported ${String(added)} item${added === 1 ? '' : 's'}.`]
  if (skipped > 0) parts.push(`${String(skipped)} already kept, not added twice.`)
  for (const { from, to } of renamed) parts.push(`“${from}” was renamed “${to}”: that name was in use.`)
  return parts.join(' ')
}

/** Export everything as a JSON file; import one (merged into what is kept, never replacing it). */
export function SavedTransfer() {
  const inputId = useId()
  const [result, setResult] = useState<ImportResult | null>(null)
  const backup = savedStore().backup()
  return (
    <section className="panel saved-transfer" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Export and import</h2>
      <button
        type="button"
        onClick={() => {
          downloadJson('watchlists-and-screens', savedStore().exportJson())
        }}
      >
        Export
      </button>{' '}
      <label htmlFor={inputId}>Import a file</label>{' '}
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
          A saved value that could not be read is kept as a backup.{' '}
          <button
            type="button"
            onClick={() => {
              downloadJson('saved-lists-backup', backup)
            }}
          >
            Export the backup
          </button>
        </p>
      )}
    </section>
  )
}
