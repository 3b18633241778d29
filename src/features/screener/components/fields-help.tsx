import { useId, useMemo, useState } from 'react'
import type { Catalogue, FieldSpec } from '../../../shared/catalogue'
import { rawUnit } from '../export-csv'
import { useFieldDescriptions, useShownCatalogue } from '../../../lib/i18n/field-text'
import { searchFields } from '../field-search'
import { DisclosureButton } from '../../../components/disclosure-button'
import { useScreenerText } from '../text'

/** A searchable list of the market's fields; choosing one writes its name where the caret was. */
export function FieldsHelp({
  catalogue: given,
  onInsert,
}: {
  catalogue: Catalogue<FieldSpec>
  onInsert: (token: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const id = useId()
  const catalogue = useShownCatalogue(given)
  const t = useScreenerText()
  const describes = useFieldDescriptions()
  const matches = useMemo(() => searchFields(catalogue.fields, search), [catalogue, search])

  return (
    <div className="fields-help">
      <DisclosureButton open={open} controls={id} onToggle={setOpen}>
        {t('help.fields')}
      </DisclosureButton>
      {open && (
        <div id={id} className="fields-help__panel">
          <input
            type="search"
            aria-label={t('help.search')}
            placeholder={t('help.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
            }}
          />
          <ul className="fields-help__list" aria-label={t('help.count', { count: matches.length })}>
            {matches.map((field) => {
              const token = field.yearly ? `${field.name}[${String(catalogue.latestYear)}]` : field.name
              return (
                <li key={field.name}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      onInsert(token)
                    }}
                  >
                    <code>{token}</code>
                  </button>{' '}
                  <span>{field.label}</span> <span className="fields-help__unit">{rawUnit(field)}</span>
                  <span className="muted fields-help__description">
                    {describes ? field.description : <span className="skeleton" aria-hidden="true" />}
                  </span>
                </li>
              )
            })}
          </ul>
          {matches.length === 0 && <p className="muted">{t('help.none', { search })}</p>}
        </div>
      )}
    </div>
  )
}
