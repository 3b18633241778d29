import { useId, useState } from 'react'
import { Link } from 'react-router'
import { activeList, createWatchlist, savedStore, useSaved } from '../../../lib/saved'
import { ListActions } from './list-actions'
import { SavedTransfer } from './saved-transfer'
import '../watchlists.css'

/** `/watchlists`: this browser's lists, a new one, which list Watch adds to, and export/import of everything. */
export function WatchlistsPage() {
  const { data } = useSaved()
  const active = activeList(data)
  const [name, setName] = useState('')
  const nameId = useId()
  return (
    <div className="watchlists">
      <h1>Watchlists</h1>
      <p className="muted">
        Lists are kept in this browser only. “Watch” on a report, a screener or companies row, or in the ticker search
        adds to the list marked as the one Watch adds to. Export them to keep a copy or move them to another browser.
      </p>
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
        <label htmlFor={nameId}>New list name</label>{' '}
        <input
          id={nameId}
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value)
          }}
        />{' '}
        <button type="submit" disabled={name.trim() === ''}>
          Create list
        </button>
      </form>
      {data.watchlists.length === 0 ? (
        <p>No watchlists yet: create one, or press Watch on any company.</p>
      ) : (
        <ul className="watchlists__lists" aria-label="Your watchlists">
          {data.watchlists.map((list) => (
            <li key={list.id}>
              <Link to={`/watchlists/${list.id}`}>{list.name}</Link>{' '}
              <span className="muted">
                ({list.companies.length} {list.companies.length === 1 ? 'company' : 'companies'})
              </span>
              {list.id === active?.id && <span className="watchlists__active"> · Watch adds here</span>}
              <ListActions list={list} isActive={list.id === active?.id} />
            </li>
          ))}
        </ul>
      )}
      <SavedTransfer />
    </div>
  )
}
