import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { NameForm } from '../../../components/name-form'
import { formatCount } from '../../../lib/format'
import { deleteScreen, renameScreen, savedStore, type SavedScreen } from '../../../lib/saved'
import { screenCountQuery } from '../api/screen-count'

/** One saved screen: a link that restores its exact URL, its match count now, rename and delete. */
export function SavedScreenItem({ screen, onOpen }: { screen: SavedScreen; onOpen: () => void }) {
  const count = useQuery(screenCountQuery(screen.query))
  const [renaming, setRenaming] = useState<string | null>(null)
  const matches =
    count.data !== undefined
      ? `${formatCount(count.data)} ${count.data === 1 ? 'company matches' : 'companies match'} now`
      : count.error !== null
        ? 'count not available'
        : 'counting…'
  if (renaming !== null)
    return (
      <li>
        <NameForm
          label={`New name for ${screen.name}`}
          initialName={renaming}
          submitLabel="Save name"
          onSave={(name) => {
            savedStore().update((data) => renameScreen(data, screen.id, name))
          }}
          onClose={() => {
            setRenaming(null)
          }}
        />
      </li>
    )
  return (
    <li>
      <Link to={`/screener${screen.query === '' ? '' : `?${screen.query}`}`} onClick={onOpen}>
        {screen.name}
      </Link>{' '}
      <span className="muted">
        {screen.market.toUpperCase()} · {matches}
      </span>{' '}
      <button
        type="button"
        aria-label={`Rename ${screen.name}`}
        onClick={() => {
          setRenaming(screen.name)
        }}
      >
        Rename
      </button>{' '}
      <button
        type="button"
        aria-label={`Delete ${screen.name}`}
        onClick={() => {
          savedStore().update((data) => deleteScreen(data, screen.id))
        }}
      >
        Delete
      </button>
    </li>
  )
}
