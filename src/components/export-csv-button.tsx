import { useEffect, useRef, useState } from 'react'
import { csvFileName, downloadCsv, toCsv, type CsvColumn, type ExportProgress } from '../lib/csv'
import { useFormat } from '../lib/i18n/use-format'
import { useErrorText } from './error-text'
import { useComponentsText } from './text'

export interface ExportCsvButtonProps<Row> {
  /** fetches every row (page by page), reporting progress; honours the signal (Cancel) */
  fetchRows: (options: { signal: AbortSignal; onProgress: (p: ExportProgress) => void }) => Promise<readonly Row[]>
  /** the file's columns; a function when they depend on the rows fetched (the screener's query values) */
  columns: readonly CsvColumn<Row>[] | ((rows: readonly Row[]) => readonly CsvColumn<Row>[])
  /** file name stem, e.g. "auctions" → auctions-2026-11-24.csv */
  fileStem: string
  /** button text; default "Export CSV" */
  label?: string
  /** e.g. while there is nothing to export */
  disabled?: boolean
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: Error }

/**
 * Exports every row (not just the page on screen) as a CSV file the browser downloads. A multi-page export shows
 * its progress and can be cancelled; leaving the page cancels it too.
 */
export function ExportCsvButton<Row>({ fetchRows, columns, fileStem, label, disabled }: ExportCsvButtonProps<Row>) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const t = useComponentsText()
  const errorText = useErrorText()
  const { formatCount } = useFormat()

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
      const rows = await fetchRows({
        signal: abort.signal,
        onProgress: (progress) => {
          setState({ kind: 'running', progress })
        },
      })
      const csvColumns = typeof columns === 'function' ? columns(rows) : columns
      downloadCsv(csvFileName(fileStem, new Date()), toCsv(csvColumns, rows))
      setState({ kind: 'done', rows: rows.length })
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: 'cancelled' })
      else setState({ kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
    } finally {
      controller.current = null
    }
  }

  const running = state.kind === 'running'
  // a one-page export is over before a progress bar could be read: it shows once more pages are to come
  const progress =
    running && state.progress !== null && state.progress.done < state.progress.total ? state.progress : null
  return (
    <div className="csv-export">
      <button
        type="button"
        disabled={running || disabled === true}
        onClick={() => {
          void start()
        }}
      >
        {label ?? t('export.button')}
      </button>
      {progress !== null && (
        <>
          <progress aria-label={t('export.progressLabel')} max={progress.total} value={progress.done} />
          <span role="status">
            {t('export.progress', { done: formatCount(progress.done), total: formatCount(progress.total) })}
          </span>
          <button
            type="button"
            onClick={() => {
              controller.current?.abort()
            }}
          >
            {t('export.cancel')}
          </button>
        </>
      )}
      {(state.kind === 'done' || state.kind === 'cancelled') && (
        <span role="status" className="muted">
          {state.kind === 'done' ? t('export.done', { count: state.rows }) : t('export.cancelled')}
        </span>
      )}
      {state.kind === 'failed' && (
        <span role="alert" className="csv-export__error">
          {t('export.failed', { reason: errorText(state.error) })}
        </span>
      )}
    </div>
  )
}
