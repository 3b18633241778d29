import { useState } from 'react'
import { NameForm } from '../../../components/name-form'
import { deleteWatchlist, renameWatchlist, savedStore, setActiveList, type Watchlist } from '../../../lib/saved'

/** Rename, delete (asked twice: a list cannot be brought back), and "Watch adds here". */
export function ListActions({ list, isActive }: { list: Watchlist; isActive: boolean }) {
  const [renaming, setRenaming] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  if (renaming !== null)
    return (
      <NameForm
        className="list-actions"
        label={`New name for ${list.name}`}
        initialName={renaming}
        submitLabel="Save name"
        cancellable
        onSave={(name) => {
          savedStore().update((data) => renameWatchlist(data, list.id, name))
        }}
        onClose={() => {
          setRenaming(null)
        }}
      />
    )
  return (
    <span className="list-actions">
      <button
        type="button"
        onClick={() => {
          setRenaming(list.name)
        }}
        aria-label={`Rename ${list.name}`}
      >
        Rename
      </button>
      {!isActive && (
        <button
          type="button"
          onClick={() => {
            savedStore().update((data) => setActiveList(data, list.id))
          }}
          aria-label={`Watch adds to ${list.name}`}
        >
          Watch adds here
        </button>
      )}
      {confirming ? (
        <>
          <button
            type="button"
            onClick={() => {
              savedStore().update((data) => deleteWatchlist(data, list.id))
            }}
          >
            Delete {list.name} for good
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(false)
            }}
          >
            Keep it
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => {
            setConfirming(true)
          }}
          aria-label={`Delete ${list.name}`}
        >
          Delete
        </button>
      )}
    </span>
  )
}
