import { useId, useMemo, useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { Catalogue, FieldDef, FieldGroup, FieldSpec, FieldType } from '../../../shared/catalogue'
import { unitSuffix } from '../../../lib/format'
import { useFieldDescriptions, useShownCatalogue } from '../../../lib/i18n/field-text'
import { searchFields } from '../field-search'
import { useScreenerText } from '../text'

export interface FieldPickerProps {
  catalogue: Catalogue<FieldSpec>
  /** the chosen field's name, null before one is chosen */
  value: string | null
  /** the accessible name, unique on the page: "Field of condition 2" */
  label: string
  /** only fields of these types are offered */
  types: readonly FieldType[]
  autoFocus?: boolean
  onChange: (field: FieldDef) => void
}

/** Fields whose label, name or description hold every word typed, by group in the catalogue's order of groups. */
function search(fields: readonly FieldDef[], query: string): { group: FieldGroup; members: FieldDef[] }[] {
  const matching = searchFields(fields, query)
  return [...new Set(fields.map((field) => field.group))].flatMap((group) => {
    const members = matching.filter((field) => field.group === group)
    return members.length === 0 ? [] : [{ group, members }]
  })
}

/**
 * A searchable combobox over a market's fields (the ARIA 1.2 combobox pattern with a listbox popup): typing
 * filters, arrows move, Enter chooses, Escape closes and puts the chosen field's label back.
 */
export function FieldPicker({ catalogue: given, value, label, types, autoFocus = false, onChange }: FieldPickerProps) {
  const id = useId()
  const catalogue = useShownCatalogue(given)
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const fields = useMemo(() => catalogue.fields.filter((field) => types.includes(field.type)), [catalogue, types])
  const open = query !== null
  const sections = useMemo(() => (query === null ? [] : search(fields, query)), [fields, query])
  const options = sections.flatMap((section) => section.members)
  const chosen = value === null ? undefined : catalogue.field(value)
  const activeOption = options[active]
  const optionId = (field: FieldDef) => `${id}-${field.name}`
  const t = useScreenerText()
  const describes = useFieldDescriptions()

  const show = (text: string) => {
    setQuery(text)
    setActive(0)
  }
  const choose = (field: FieldDef) => {
    setQuery(null)
    onChange(field)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (by: number) => {
      event.preventDefault()
      if (!open) show('')
      else setActive((index) => Math.max(0, Math.min(options.length - 1, index + by)))
    }
    if (event.key === 'ArrowDown') move(1)
    else if (event.key === 'ArrowUp') move(-1)
    else if (event.key === 'Enter' && open) {
      // Enter chooses here; it must not also submit the filter form
      event.preventDefault()
      if (activeOption !== undefined) choose(activeOption)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setQuery(null)
    }
  }

  return (
    <div className="field-picker">
      <input
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && activeOption !== undefined ? optionId(activeOption) : undefined}
        autoFocus={autoFocus}
        placeholder={t('picker.placeholder')}
        value={query ?? chosen?.label ?? value ?? ''}
        onChange={(event) => {
          show(event.target.value)
        }}
        onClick={() => {
          if (!open) show('')
        }}
        onBlur={() => {
          setQuery(null)
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="field-picker__list"
        hidden={!open}
        // keeps focus in the input, whose blur would close the list before a click on it lands
        onMouseDown={(event) => {
          event.preventDefault()
        }}
      >
        {open && options.length === 0 && <p className="field-picker__none">{t('picker.none')}</p>}
        {sections.map(({ group, members }) => (
          <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
            <div id={`${id}-${group}`} className="field-picker__group">
              {t(`fieldGroup.${group}`)}
            </div>
            {members.map((field) => {
              const unit = unitSuffix(field.unit === 'IDR' || field.unit === 'SGD' ? catalogue.currency : field.unit)
              const isActive = field === activeOption
              return (
                <div
                  key={field.name}
                  id={optionId(field)}
                  role="option"
                  aria-selected={isActive}
                  className="field-picker__option"
                  ref={isActive ? scrollIntoView : undefined}
                  onClick={() => {
                    choose(field)
                  }}
                >
                  <span className="field-picker__label">
                    {field.label}
                    {unit !== '' && <span className="muted"> ({unit})</span>}
                  </span>
                  <code className="field-picker__name">{field.name}</code>
                  <span className="field-picker__description">
                    {describes ? field.description : <span className="skeleton" aria-hidden="true" />}
                  </span>
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}

/** Keeps the active option in view as the arrows move through a long list (jsdom has no scrolling). */
function scrollIntoView(element: HTMLElement | null) {
  if (element !== null && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' })
}
