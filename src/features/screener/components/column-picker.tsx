import { useId, useMemo, useRef, useState } from 'react'
import './column-picker.css'
import type { FieldDef, FieldGroup, Market } from '../../../shared/catalogue'
import { pickableFields } from '../../../shared/screener/column-choice'
import { useShownFields } from '../../../lib/i18n/field-text'
import { DisclosureButton } from '../../../components/disclosure-button'
import { useScreenerText } from '../text'

interface ColumnPickerProps {
  market: Market
  /** the names shown beside the queried fields */
  columns: readonly string[]
  /** whether `columns` is the market's default set (Reset has nothing to do then) */
  isDefault: boolean
  onChange: (columns: readonly string[]) => void
  onReset: () => void
}

/** The market's pickable fields by group, in catalogue order, for one fieldset each. */
function byGroup(fields: readonly FieldDef[]): [FieldGroup, FieldDef[]][] {
  const groups = new Map<FieldGroup, FieldDef[]>()
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field])
  return [...groups]
}

/**
 * Which columns the results show besides symbol, name and the queried fields: a disclosure of checkboxes by group,
 * with Reset columns. Each change is one commit to the URL. Escape closes it and returns to its button.
 */
export function ColumnPicker({ market, columns, isDefault, onChange, onReset }: ColumnPickerProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const pickable = useMemo(() => pickableFields(market), [market])
  const fields = useShownFields(pickable, market)
  const groups = useMemo(() => byGroup(fields), [fields])
  const chosen = new Set(columns)
  const t = useScreenerText()

  const toggle = (name: string, on: boolean) => {
    onChange(on ? [...columns, name] : columns.filter((column) => column !== name))
  }

  return (
    <div className="column-picker">
      <DisclosureButton ref={button} open={open} controls={id} onToggle={setOpen}>
        {t('columns.button', { count: columns.length })}
      </DisclosureButton>
      {open && (
        <div
          id={id}
          className="column-picker__panel"
          role="group"
          aria-label={t('columns.label')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            setOpen(false)
            button.current?.focus()
          }}
        >
          <p className="muted">{t('columns.always')}</p>
          <button type="button" onClick={onReset} disabled={isDefault}>
            {t('columns.reset')}
          </button>
          {groups.map(([group, fields]) => (
            <fieldset key={group}>
              <legend>{t(`fieldGroup.${group}`)}</legend>
              {fields.map((field) => (
                <label key={field.name} title={field.description === '' ? undefined : field.description}>
                  <input
                    type="checkbox"
                    checked={chosen.has(field.name)}
                    onChange={(event) => {
                      toggle(field.name, event.target.checked)
                    }}
                  />
                  {field.label}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  )
}
