import { useEffect, useRef, useState } from 'react'
import { catalogueFor } from '../../../shared/catalogue'
import { isApiError } from '../../../lib/api-error'
import { buildCsv, csvFileName, EXPORT_PAGE_SIZE, fetchAllRows, type ExportProgress } from '../export-csv'
import type { ScreenerSearch } from '../screener-search'
import './screener-text.css'

export interface ExportCsvButtonProps {
  search: ScreenerSearch
  /** the query's total_count; undefined while it is unknown or the query cannot be sent */
  total: number | undefined
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string }

/** Exports every row of the current query (not just the page on screen) as a CSV file the browser downloads. */
export function ExportCsvButton({ search, total }: ExportCsvButtonProps) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)

  // leaving the page stops the export: its requests are for a file nobody will receive
  useEffect(
    () => () => {
      controller.current?.abort()
    },
    [],
  )

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setState({ kind: 'running', progress: null })
    try {
      const rows = await fetchAllRows(search, {
        signal: abort.signal,
        onProgress: (progress) => {
          setState({ kind: 'running', progress })
        },
      })
      download(buildCsv(rows, catalogueFor(search.market)), csvFileName(search.market, new Date()))
      setState({ kind: 'done', message: `Exported ${String(rows.length)} rows.` })
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: 'done', message: 'Export cancelled; no file was saved.' })
      else
        setState({ kind: 'failed', message: `The export failed: ${isApiError(error) ? error.message : String(error)}` })
    } finally {
      controller.current = null
    }
  }

  const running = state.kind === 'running'
  const progress = running ? state.progress : null
  // a one-page export is over before a progress bar could be read
  const showProgress = running && (progress?.total ?? total ?? 0) > EXPORT_PAGE_SIZE
  return (
    <div className="csv-export">
      <button
        type="button"
        disabled={running || total === undefined || total === 0}
        onClick={() => {
          void start()
        }}
      >
        Export CSV
      </button>
      {showProgress && (
        <>
          <progress aria-label="Export progress" max={progress?.total ?? total} value={progress?.done ?? 0} />
          <span role="status">
            {progress === null ? 'Starting export…' : `Exported ${String(progress.done)} of ${String(progress.total)}`}
          </span>
          <button
            type="button"
            onClick={() => {
              controller.current?.abort()
            }}
          >
            Cancel export
          </button>
        </>
      )}
      {state.kind === 'done' && (
        <span role="status" className="muted">
          {state.message}
        </span>
      )}
      {state.kind === 'failed' && (
        <span role="alert" className="csv-export__error">
          {state.message}
        </span>
      )}
    </div>
  )
}

/** Hands a text to the browser as a download: a Blob, an object URL and a temporary `<a download>`. */
function download(text: string, fileName: string) {
  // the byte order mark makes Excel read the file as UTF-8 (company names are not all ASCII)
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // revoked on the next task, once the click has started the download
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}
