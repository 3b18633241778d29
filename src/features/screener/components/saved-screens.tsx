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
import { useScreenerText } from '../text'

/**
 * "Save screen" names the view on screen (market, filter or question, order, columns; not the page), and "Saved
 * screens" lists them with how many companies each matches now. Kept in this browser.
 */
export function SavedScreens({ search }: { search: ScreenerSearch }) {
  const { data } = useSaved()
  const [naming, setNaming] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  // the name of the screen saved last, said in the language shown (also after a switch)
  const [said, setSaid] = useState<string | null>(null)
  const t = useScreenerText()
  const menuId = useId()
  const query = serialiseScreenerSearch({ ...search, page: SCREENER_DEFAULTS.page })
  return (
    <div className="saved-screens">
      {naming === null ? (
        <button
          type="button"
          onClick={() => {
            setNaming(t('saved.defaultName', { market: search.market.toUpperCase(), number: data.screens.length + 1 }))
          }}
        >
          {t('saved.save')}
        </button>
      ) : (
        <NameForm
          label={t('saved.name')}
          initialName={naming}
          submitLabel={t('saved.submit')}
          cancellable
          requireName
          autoFocus
          onSave={(name) => {
            savedStore().update((current) => {
              const [next, saved] = saveScreen(current, { name, market: search.market, query })
              setSaid(saved.name)
              return next
            })
          }}
          onClose={() => {
            setNaming(null)
          }}
        />
      )}
      <DisclosureButton open={open} controls={menuId} onToggle={setOpen}>
        {t('saved.menu', { count: data.screens.length })}
      </DisclosureButton>
      <span role="status" className="muted">
        {said === null ? '' : t('saved.savedAs', { name: said })}
      </span>
      {open && (
        <div id={menuId} className="saved-screens__menu">
          {data.screens.length === 0 ? (
            <p>{t('saved.none')}</p>
          ) : (
            <ul aria-label={t('saved.list')}>
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
