import { useId, useMemo, useRef, useState } from 'react'
import './column-picker.css'
import type { FieldDef, Market } from '../../../shared/catalogue'
import { pickableFields } from '../../../shared/screener/column-choice'
import { DisclosureButton } from '../../../components/disclosure-button'

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
function byGroup(fields: readonly FieldDef[]): [string, FieldDef[]][] {
  const groups = new Map<string, FieldDef[]>()
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field])
  return [...groups]
}

const groupTitle = (group: string) => {
  const text = group.replaceAll('_', ' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

/**
 * Which columns the results show besides symbol, name and the queried fields: a disclosure of checkboxes by group,
 * with Reset columns. Each change is one commit to the URL. Escape closes it and returns to its button.
 */
export function ColumnPicker({ market, columns, isDefault, onChange, onReset }: ColumnPickerProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const groups = useMemo(() => byGroup(pickableFields(market)), [market])
  const chosen = new Set(columns)

  const toggle = (name: string, on: boolean) => {
    onChange(on ? [...columns, name] : columns.filter((column) => column !== name))
  }

  return (
    <div className="column-picker">
      <DisclosureButton ref={button} open={open} controls={id} onToggle={setOpen}>
        Columns ({columns.length})
      </DisclosureButton>
      {open && (
        <div
          id={id}
          className="column-picker__panel"
          role="group"
          aria-label="Columns"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            setOpen(false)
            button.current?.focus()
          }}
        >
          <p className="muted">Fields in the filter or the order are always shown.</p>
          <button type="button" onClick={onReset} disabled={isDefault}>
            Reset columns
          </button>
          {groups.map(([group, fields]) => (
            <fieldset key={group}>
              <legend>{groupTitle(group)}</legend>
              {fields.map((field) => (
                <label key={field.name} title={field.description}>
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
