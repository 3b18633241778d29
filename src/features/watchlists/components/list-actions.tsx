import { useState } from 'react'
import { NameForm } from '../../../components/name-form'
import { deleteWatchlist, renameWatchlist, savedStore, setActiveList, type Watchlist } from '../../../lib/saved'
import { useWatchlistsText } from '../text'

/** Rename, delete (asked twice: a list cannot be brought back), and "Watch adds here". */
export function ListActions({ list, isActive }: { list: Watchlist; isActive: boolean }) {
  const [renaming, setRenaming] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const t = useWatchlistsText()
  if (renaming !== null)
    return (
      <NameForm
        className="list-actions"
        label={t('actions.newName', { name: list.name })}
        initialName={renaming}
        submitLabel={t('actions.saveName')}
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
        aria-label={t('actions.renameLabel', { name: list.name })}
      >
        {t('actions.rename')}
      </button>
      {!isActive && (
        <button
          type="button"
          onClick={() => {
            savedStore().update((data) => setActiveList(data, list.id))
          }}
          aria-label={t('actions.makeActiveLabel', { name: list.name })}
        >
          {t('actions.makeActive')}
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
            {t('actions.deleteForGood', { name: list.name })}
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(false)
            }}
          >
            {t('actions.keep')}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => {
            setConfirming(true)
          }}
          aria-label={t('actions.deleteLabel', { name: list.name })}
        >
          {t('actions.delete')}
        </button>
      )}
    </span>
  )
}
