import type { Catalogue, FieldDef, FieldType } from '../../../shared/catalogue'
import type { FieldChoice } from '../builder/model'
import { FieldPicker } from './field-picker'

export interface FieldChoiceEditorProps {
  catalogue: Catalogue
  value: FieldChoice | null
  /** names the controls: "condition 2" gives "Field of condition 2" and "Year of condition 2" */
  of: string
  /** what the picker is called: "Field", or "Other field" on the right of a comparison */
  noun?: string
  types: readonly FieldType[]
  autoFocus?: boolean
  onChange: (choice: FieldChoice, definition: FieldDef) => void
}

/** A field and, for a yearly field, its fiscal year: the latest complete one unless one was already chosen. */
export function FieldChoiceEditor({
  catalogue,
  value,
  of,
  noun = 'Field',
  types,
  autoFocus,
  onChange,
}: FieldChoiceEditorProps) {
  const definition = value === null ? undefined : catalogue.field(value.name)
  const { firstYear, latestYear } = catalogue
  const years = Array.from({ length: latestYear - firstYear + 1 }, (_, index) => latestYear - index)
  // a year outside the data's range (typed as text) is still shown rather than silently replaced
  if (value !== null && value.year !== null && !years.includes(value.year)) years.unshift(value.year)
  return (
    <span className="field-choice">
      <FieldPicker
        catalogue={catalogue}
        value={value?.name ?? null}
        label={`${noun} of ${of}`}
        types={types}
        autoFocus={autoFocus}
        onChange={(field) => {
          onChange({ name: field.name, year: field.yearly ? (value?.year ?? latestYear) : null }, field)
        }}
      />
      {definition?.yearly === true && value !== null && (
        <select
          aria-label={`Year of ${noun === 'Field' ? '' : `${noun.toLowerCase()} of `}${of}`}
          value={value.year ?? latestYear}
          onChange={(event) => {
            onChange({ name: value.name, year: Number(event.target.value) }, definition)
          }}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      )}
    </span>
  )
}
