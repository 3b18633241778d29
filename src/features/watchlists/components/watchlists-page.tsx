import { useId, useState } from 'react'
import { Link } from 'react-router'
import { activeList, createWatchlist, savedStore, useSaved } from '../../../lib/saved'
import { ListActions } from './list-actions'
import { SavedTransfer } from './saved-transfer'
import { useComponentsText } from '../../../components/text'
import { useDocumentTitle } from '../../../lib/document-title'
import { useHydrated } from '../../../lib/use-hydrated'
import { useWatchlistsText } from '../text'
import '../watchlists.css'

/** `/watchlists`: this browser's lists, a new one, which list Watch adds to, and export/import of everything. */
export function WatchlistsPage() {
  const { data } = useSaved()
  const active = activeList(data)
  const [name, setName] = useState('')
  const nameId = useId()
  const t = useWatchlistsText()
  const tc = useComponentsText()
  // the server renders the page's frame: the lists live in this browser, read once the page is hydrated
  const hydrated = useHydrated()
  useDocumentTitle(t('page.title'))
  return (
    <div className="watchlists">
      <h1>{t('page.title')}</h1>
      <p className="muted">{t('page.intro')}</p>
      <form
        className="watchlists__new"
        onSubmit={(event) => {
          event.preventDefault()
          const trimmed = name.trim()
          if (trimmed === '') return
          savedStore().update((current) => createWatchlist(current, trimmed)[0])
          setName('')
        }}
      >
        <label htmlFor={nameId}>{t('page.newName')}</label>{' '}
        <input
          id={nameId}
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value)
          }}
        />{' '}
        <button type="submit" disabled={name.trim() === ''}>
          {t('page.create')}
        </button>
      </form>
      {!hydrated ? (
        <p role="status">{tc('panel.loading', { title: t('page.title') })}</p>
      ) : data.watchlists.length === 0 ? (
        <p>{t('page.none')}</p>
      ) : (
        <ul className="watchlists__lists" aria-label={t('page.lists')}>
          {data.watchlists.map((list) => (
            <li key={list.id}>
              <Link to={`/watchlists/${list.id}`}>{list.name}</Link>{' '}
              <span className="muted">{t('page.count', { count: list.companies.length })}</span>
              {list.id === active?.id && <span className="watchlists__active"> · {t('page.activeMark')}</span>}
              <ListActions list={list} isActive={list.id === active?.id} />
            </li>
          ))}
        </ul>
      )}
      <SavedTransfer />
    </div>
  )
}
