import { useId } from 'react'

interface ChoiceSelectProps<T extends string> {
  label: string
  /** the option for "no filter", e.g. "All provinces"; omitted when a value is always chosen */
  anyLabel?: string
  value: T | null
  options: readonly { value: T; label: string }[]
  onChange: (value: T | null) => void
}

/** A labelled select over a fixed list; the empty option means "no filter". */
export function ChoiceSelect<T extends string>({ label, anyLabel, value, options, onChange }: ChoiceSelectProps<T>) {
  const id = useId()
  return (
    <div className="auction-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          onChange(chosen?.value ?? null)
        }}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
