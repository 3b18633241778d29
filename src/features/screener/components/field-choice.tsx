import type { Catalogue, FieldSpec, FieldType } from '../../../shared/catalogue'
import type { FieldChoice } from '../builder/model'
import { FieldPicker } from './field-picker'
import { OptionSelect } from '../../../components/option-select'
import { useScreenerText } from '../text'

export interface FieldChoiceEditorProps {
  catalogue: Catalogue<FieldSpec>
  value: FieldChoice | null
  /** names the controls: "condition 2" gives "Field of condition 2" and "Year of condition 2" */
  of: string
  /** the other field on the right of a comparison: "Other field of condition 2" */
  other?: boolean
  types: readonly FieldType[]
  autoFocus?: boolean
  onChange: (choice: FieldChoice, definition: FieldSpec) => void
}

/** The quarter and year of a quarterly field: Q1 of the first year to the year in progress. */
function QuarterChoice(props: {
  catalogue: Catalogue<FieldSpec>
  value: FieldChoice
  /** the accessible name: "Quarter of condition 2" */
  label: string
  onChange: (choice: FieldChoice) => void
}) {
  const { catalogue, value, label, onChange } = props
  const t = useScreenerText()
  const periods = Array.from(
    { length: catalogue.latestYear + 1 - catalogue.firstYear + 1 },
    (_, index) => catalogue.latestYear + 1 - index,
  ).flatMap((year) => [4, 3, 2, 1].map((quarter) => ({ year, quarter })))
  const current = `${String(value.year ?? catalogue.latestYear)}-${String(value.quarter ?? 4)}`
  return (
    <OptionSelect
      ariaLabel={label}
      options={periods.map(({ year, quarter }) => ({
        value: `${String(year)}-${String(quarter)}`,
        label: t('field.quarter', { quarter, year: String(year) }),
      }))}
      value={current}
      onChange={(period) => {
        const [year, quarter] = period.split('-').map(Number)
        onChange({ name: value.name, year: year ?? catalogue.latestYear, quarter: quarter ?? 4 })
      }}
    />
  )
}

/** A field and, for a yearly field, its fiscal year: the latest complete one unless one was already chosen. */
export function FieldChoiceEditor({
  catalogue,
  value,
  of,
  other = false,
  types,
  autoFocus,
  onChange,
}: FieldChoiceEditorProps) {
  const t = useScreenerText()
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
        label={t(other ? 'field.otherOf' : 'field.of', { of })}
        types={types}
        autoFocus={autoFocus}
        onChange={(field) => {
          if (field.quarterly === true)
            onChange({ name: field.name, year: value?.year ?? latestYear, quarter: value?.quarter ?? 4 }, field)
          else onChange({ name: field.name, year: field.yearly ? (value?.year ?? latestYear) : null }, field)
        }}
      />
      {definition?.quarterly === true && value !== null && (
        <QuarterChoice
          catalogue={catalogue}
          value={value}
          label={t(other ? 'field.quarterOfOther' : 'field.quarterOf', { of })}
          onChange={(choice) => {
            onChange(choice, definition)
          }}
        />
      )}
      {definition?.yearly === true && value !== null && (
        <OptionSelect
          ariaLabel={t(other ? 'field.yearOfOther' : 'field.yearOf', { of })}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          value={String(value.year ?? latestYear)}
          onChange={(year) => {
            onChange({ name: value.name, year: Number(year) }, definition)
          }}
        />
      )}
    </span>
  )
}
