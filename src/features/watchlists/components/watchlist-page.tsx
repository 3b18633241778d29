import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { createWatchlist, savedStore, setListColumns, useSaved } from '../../../lib/saved'
import { COMPANY_FIGURES, type FigureId } from '../../../lib/companies/company-figures'
import { DEFAULT_FIGURES } from '../figure-columns'
import { parseSharedList, SHARED_ID } from '../watchlist-link'
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
  if (id === SHARED_ID) {
    const shared = parseSharedList(params)
    return (
      <WatchlistView
        name={shared.name}
        companies={shared.companies}
        figures={DEFAULT_FIGURES}
        note={
          shared.unreadable > 0
            ? `${String(shared.unreadable)} ticker(s) in this link could not be read and are left out.`
            : undefined
        }
        onSaveCopy={() => {
          let created = ''
          savedStore().update((current) => {
            const [next, newId] = createWatchlist(current, shared.name, shared.companies)
            created = newId
            return next
          })
          void navigate(`/watchlists/${created}`)
        }}
      />
    )
  }
  const list = data.watchlists.find((candidate) => candidate.id === id)
  if (list === undefined)
    return (
      <div className="panel">
        <h1>No such watchlist</h1>
        <p>
          This browser keeps no watchlist “{id}”: it may have been deleted, or kept in another browser. A list can be
          shared from its page with “Share”. See <Link to="/watchlists">your watchlists</Link>.
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
