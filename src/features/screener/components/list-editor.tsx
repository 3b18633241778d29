import { useId, useState } from 'react'
import type { FieldSpec } from '../../../shared/catalogue'
import { useFormat } from '../../../lib/i18n/use-format'
import { parseNumberText } from '../builder/number-text'
import { useScreenerText } from '../text'

export interface ListEditorProps {
  field: FieldSpec
  items: readonly (number | string)[]
  /** names the controls: "condition 2" */
  of: string
  /** id of a datalist of suggested values, for classification fields */
  suggestions?: string
  onChange: (items: (number | string)[]) => void
}

/**
 * The values of an `in` list as removable chips, added one at a time (Enter or "Add"): a value may itself hold
 * a comma ("Oil, Gas & Coal"), so the list is not typed as comma-separated text.
 */
export function ListEditor({ field, items, of, suggestions, onChange }: ListEditorProps) {
  const id = useId()
  const [text, setText] = useState('')
  const t = useScreenerText()
  const { formatValue, locale } = useFormat()
  const numeric = field.type === 'number'
  const parsed = numeric ? parseNumberText(text, field.unit, locale) : text
  const invalid = numeric && text.trim() !== '' && parsed === null
  const add = () => {
    if (parsed === null || parsed === '' || items.includes(parsed)) return
    onChange([...items, parsed])
    setText('')
  }
  const show = (value: number | string) => (typeof value === 'number' ? formatValue(value, field.unit) : value)
  return (
    <span className="list-editor">
      {items.length > 0 && (
        <ul className="list-editor__chips" aria-label={t('list.valuesOf', { of })}>
          {items.map((item) => (
            <li key={String(item)} className="chip">
              {show(item)}
              <button
                type="button"
                className="chip__remove"
                aria-label={t('list.removeFrom', { value: show(item), of })}
                onClick={() => {
                  onChange(items.filter((other) => other !== item))
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        type={field.type === 'date' ? 'date' : 'text'}
        aria-label={t('list.valueToAdd', { of })}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-bad` : undefined}
        list={suggestions}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
        }}
        onKeyDown={(event) => {
          // Enter adds the value here; it must not also submit the filter form
          if (event.key !== 'Enter') return
          event.preventDefault()
          add()
        }}
      />
      <button
        type="button"
        aria-label={t('list.addTo', { of })}
        onClick={add}
        disabled={parsed === null || parsed === ''}
      >
        {t('list.add')}
      </button>
      {invalid && (
        <span id={`${id}-bad`} className="number-input__read number-input__read--bad">
          {t('value.notNumber')}
        </span>
      )}
    </span>
  )
}
