export interface OptionSelectProps<Value extends string> {
  /** for a `<label htmlFor>` outside; a select inside its label needs none */
  id?: string
  /** the accessible name where no label names it */
  ariaLabel?: string
  options: readonly { value: Value; label: string }[]
  value: Value
  onChange: (next: Value) => void
}

/**
 * A select over a fixed list of typed values. It hands on the chosen option's own value, so no caller parses the
 * DOM's string back into its type (a value not in the list cannot be chosen, and is ignored).
 */
export function OptionSelect<Value extends string>({
  id,
  ariaLabel,
  options,
  value,
  onChange,
}: OptionSelectProps<Value>) {
  return (
    <select
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value)
        if (chosen !== undefined) onChange(chosen.value)
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
