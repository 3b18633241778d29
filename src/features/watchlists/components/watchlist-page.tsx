import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { createWatchlist, savedStore, setListColumns, useSaved } from '../../../lib/saved'
import { COMPANY_FIGURES, type FigureId } from '../../../lib/companies/company-figures'
import { DEFAULT_FIGURES } from '../figure-columns'
import { parseSharedList, SHARED_ID } from '../watchlist-link'
import { useComponentsText } from '../../../components/text'
import { useDocumentTitle } from '../../../lib/document-title'
import { useHydrated } from '../../../lib/use-hydrated'
import { useWatchlistsText, WatchlistsText } from '../text'
import { WatchlistView } from './watchlist-view'
import '../watchlists.css'

/** The list's chosen columns; a stored one this version does not know is ignored, not an error. */
const knownFigures = (columns: readonly string[] | undefined): readonly FigureId[] =>
  columns === undefined
    ? DEFAULT_FIGURES
    : COMPANY_FIGURES.map((figure) => figure.id).filter((figureId) => columns.includes(figureId))

/** `/watchlists/{id}`: one of this browser's lists; `/watchlists/shared?…` a list someone shared, read-only. */
export function WatchlistPage() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { data } = useSaved()
  const t = useWatchlistsText()
  const tc = useComponentsText()
  // the server renders the page's frame only: the lists live in this browser, read once the page is hydrated
  const hydrated = useHydrated()
  const list = id === SHARED_ID ? undefined : data.watchlists.find((candidate) => candidate.id === id)
  const shared = id === SHARED_ID ? parseSharedList(params) : undefined
  const sharedName = shared?.name ?? t('list.sharedName')
  useDocumentTitle(shared !== undefined ? sharedName : (list?.name ?? t('list.notFound')))
  if (shared !== undefined) {
    return (
      <WatchlistView
        name={sharedName}
        companies={shared.companies}
        figures={DEFAULT_FIGURES}
        note={shared.unreadable > 0 ? t('list.sharedNote', { count: shared.unreadable }) : undefined}
        onSaveCopy={() => {
          let created = ''
          savedStore().update((current) => {
            const [next, newId] = createWatchlist(current, sharedName, shared.companies)
            created = newId
            return next
          })
          void navigate(`/watchlists/${created}`)
        }}
      />
    )
  }
  if (!hydrated)
    return (
      <p className="page-loading" role="status">
        {tc('panel.loading', { title: t('page.title') })}
      </p>
    )
  if (list === undefined)
    return (
      <div className="panel">
        <h1>{t('list.notFound')}</h1>
        <p>
          <WatchlistsText id="list.notFoundBody" values={{ id }} components={{ 0: <Link to="/watchlists" /> }} />
        </p>
      </div>
    )
  return (
    <WatchlistView
      listId={list.id}
      name={list.name}
      companies={list.companies}
      figures={knownFigures(list.columns)}
      onFiguresChange={(figures) => {
        savedStore().update((current) => setListColumns(current, list.id, figures))
      }}
    />
  )
}
