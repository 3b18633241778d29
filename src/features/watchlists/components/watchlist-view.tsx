import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { ExportCsvButton } from '../../../components/export-csv-button'
import { RetryProblem } from '../../../components/states'
import { companyFiguresQuery, type CompanyRef, type FigureId } from '../../../lib/companies/company-figures'
import { comparePath } from '../../../lib/companies/compare-path'
import { csvColumnsOf } from '../../../components/data-table'
import { removeCompanies, savedStore } from '../../../lib/saved'
import { useErrorText } from '../../../components/error-text'
import { useFormat } from '../../../lib/i18n/use-format'
import { CSV_COLUMN_TEXT, figureColumns } from '../figure-columns'
import { useWatchlistsText } from '../text'
import { sharedListPath } from '../watchlist-link'
import { FigurePicker } from './figure-picker'
import { companyKey, WatchlistTable } from './watchlist-table'

interface WatchlistViewProps {
  name: string
  companies: readonly CompanyRef[]
  figures: readonly FigureId[]
  /** a list of this browser: rows can be removed, columns chosen; absent for a shared (read-only) list */
  listId?: string
  onFiguresChange?: (figures: FigureId[]) => void
  /** a shared list: "Save a copy" */
  onSaveCopy?: () => void
  note?: string
}

/** A list's page: its table (one screener request per market), columns, CSV, share, compare and remove. */
export function WatchlistView({
  name,
  companies,
  figures,
  listId,
  onFiguresChange,
  onSaveCopy,
  note,
}: WatchlistViewProps) {
  const query = useQuery(companyFiguresQuery(companies))
  const t = useWatchlistsText()
  const errorText = useErrorText()
  const format = useFormat()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const onSelect = useCallback((key: string, chosen: boolean) => {
    setSelected((current) => {
      const next = new Set(current)
      if (chosen) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])
  const chosen = companies.filter((company) => selected.has(companyKey(company)))
  const shareUrl = `${window.location.origin}${sharedListPath(name, companies)}`
  const rows = companies.length === 0 ? [] : query.data
  return (
    <div className="watchlist">
      <h1>{name}</h1>
      <p className="muted">
        {t(listId === undefined ? 'list.sharedSummary' : 'list.summary', { count: companies.length })}{' '}
        <Link to="/watchlists">{t('list.all')}</Link>
      </p>
      {note !== undefined && <p role="status">{note}</p>}
      {onSaveCopy !== undefined && (
        <button type="button" onClick={onSaveCopy}>
          {t('list.saveCopy')}
        </button>
      )}
      <div className="watchlist__tools">
        {onFiguresChange !== undefined && <FigurePicker chosen={figures} onChange={onFiguresChange} />}
        <ExportCsvButton
          fetchRows={() => Promise.resolve(rows ?? [])}
          columns={(all) =>
            csvColumnsOf(
              figureColumns(figures, [...new Set(all.map((row) => row.currency))], { ...CSV_COLUMN_TEXT, format }),
            )
          }
          fileStem={`watchlist-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
          disabled={rows === undefined || rows.length === 0}
        />
        <label className="watchlist__share">
          {t('list.share')}{' '}
          <input
            type="text"
            readOnly
            value={shareUrl}
            onFocus={(event) => {
              event.target.select()
            }}
            size={40}
          />
        </label>
      </div>
      {query.error !== null && (
        <RetryProblem onRetry={() => void query.refetch()}>
          {t('list.failed', { reason: errorText(query.error) })}
        </RetryProblem>
      )}
      {listId !== undefined && (
        <div className="watchlist__chosen" role="group" aria-label={t('list.chosenRows')}>
          <span>{t('list.chosen', { count: chosen.length })}</span>
          {chosen.length >= 2 && chosen.length <= 5 ? (
            <Link to={comparePath(chosen)} className="button-link">
              {t('list.compare')}
            </Link>
          ) : (
            <span className="muted">{t('list.compareHint')}</span>
          )}
          <button
            type="button"
            disabled={chosen.length === 0}
            onClick={() => {
              savedStore().update((data) => removeCompanies(data, listId, chosen))
              setSelected(new Set())
            }}
          >
            {t('list.remove')}
          </button>
        </div>
      )}
      <WatchlistTable
        rows={rows}
        figures={figures}
        selected={listId === undefined ? undefined : selected}
        onSelect={listId === undefined ? undefined : onSelect}
        refreshing={query.isFetching}
      />
    </div>
  )
}
