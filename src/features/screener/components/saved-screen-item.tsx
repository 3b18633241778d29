import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { NameForm } from '../../../components/name-form'
import { deleteScreen, renameScreen, savedStore, type SavedScreen } from '../../../lib/saved'
import { screenCountQuery } from '../api/screen-count'
import { useScreenerText } from '../text'

/** One saved screen: a link that restores its exact URL, its match count now, rename and delete. */
export function SavedScreenItem({ screen, onOpen }: { screen: SavedScreen; onOpen: () => void }) {
  const count = useQuery(screenCountQuery(screen.query))
  const [renaming, setRenaming] = useState<string | null>(null)
  const t = useScreenerText()
  const matches =
    count.data !== undefined
      ? t('saved.matches', { count: count.data })
      : count.error !== null
        ? t('saved.countUnavailable')
        : t('saved.counting')
  if (renaming !== null)
    return (
      <li>
        <NameForm
          label={t('saved.newName', { name: screen.name })}
          initialName={renaming}
          submitLabel={t('saved.saveName')}
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
      <span className="muted">{t('saved.summary', { market: screen.market.toUpperCase(), matches })}</span>{' '}
      <button
        type="button"
        aria-label={t('saved.renameLabel', { name: screen.name })}
        onClick={() => {
          setRenaming(screen.name)
        }}
      >
        {t('saved.rename')}
      </button>{' '}
      <button
        type="button"
        aria-label={t('saved.deleteLabel', { name: screen.name })}
        onClick={() => {
          savedStore().update((data) => deleteScreen(data, screen.id))
        }}
      >
        {t('saved.delete')}
      </button>
    </li>
  )
}
