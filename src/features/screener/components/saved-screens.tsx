import { useId, useState } from 'react'
import { NameForm } from '../../../components/name-form'
import { saveScreen, savedStore, useSaved } from '../../../lib/saved'
import {
  SCREENER_DEFAULTS,
  serialiseScreenerSearch,
  type ScreenerSearch,
} from '../../../shared/screener/screener-search'
import { SavedScreenItem } from './saved-screen-item'
import './saved-screens.css'
import { DisclosureButton } from '../../../components/disclosure-button'

/**
 * "Save screen" names the view on screen (market, filter or question, order, columns; not the page), and "Saved
 * screens" lists them with how many companies each matches now. Kept in this browser.
 */
export function SavedScreens({ search }: { search: ScreenerSearch }) {
  const { data } = useSaved()
  const [naming, setNaming] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [said, setSaid] = useState('')
  const menuId = useId()
  const query = serialiseScreenerSearch({ ...search, page: SCREENER_DEFAULTS.page })
  return (
    <div className="saved-screens">
      {naming === null ? (
        <button
          type="button"
          onClick={() => {
            setNaming(`${search.market.toUpperCase()} screen ${String(data.screens.length + 1)}`)
          }}
        >
          Save screen
        </button>
      ) : (
        <NameForm
          label="Screen name"
          initialName={naming}
          submitLabel="Save"
          cancellable
          requireName
          autoFocus
          onSave={(name) => {
            savedStore().update((current) => {
              const [next, saved] = saveScreen(current, { name, market: search.market, query })
              setSaid(`Saved as “${saved.name}”.`)
              return next
            })
          }}
          onClose={() => {
            setNaming(null)
          }}
        />
      )}
      <DisclosureButton open={open} controls={menuId} onToggle={setOpen}>
        Saved screens ({data.screens.length})
      </DisclosureButton>
      <span role="status" className="muted">
        {said}
      </span>
      {open && (
        <div id={menuId} className="saved-screens__menu">
          {data.screens.length === 0 ? (
            <p>No saved screens yet: set a filter, then “Save screen”.</p>
          ) : (
            <ul aria-label="Saved screens">
              {data.screens.map((screen) => (
                <SavedScreenItem
                  key={screen.id}
                  screen={screen}
                  onOpen={() => {
                    setOpen(false)
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
