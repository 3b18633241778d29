export interface SegmentedChoiceProps<Value extends string> {
  /** the group's accessible name, e.g. "Index range" */
  label: string
  options: readonly { value: Value; label: string; title?: string }[]
  value: Value
  onChange: (next: Value) => void
}

/** A small set of exclusive choices as toggle buttons (`aria-pressed`), e.g. a chart's range or a period. */
export function SegmentedChoice<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<Value>) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          title={option.title}
          onClick={() => {
            onChange(option.value)
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
