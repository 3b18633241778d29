export interface ToggleButton {
  key: string
  label: string
  title?: string
  pressed: boolean
  disabled?: boolean
  onClick: () => void
}

interface ToggleGroupProps {
  /** the group's accessible name, e.g. "Price studies" */
  label: string
  buttons: readonly ToggleButton[]
  className?: string
}

/** A row of toggle buttons (`aria-pressed`), each on or off by itself, e.g. a chart's studies. */
export function ToggleGroup({ label, buttons, className }: ToggleGroupProps) {
  return (
    <div className={className === undefined ? 'segmented' : `segmented ${className}`} role="group" aria-label={label}>
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          aria-pressed={button.pressed}
          disabled={button.disabled}
          title={button.title}
          onClick={button.onClick}
        >
          {button.label}
        </button>
      ))}
    </div>
  )
}

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
    <ToggleGroup
      label={label}
      buttons={options.map((option) => ({
        key: option.value,
        label: option.label,
        title: option.title,
        pressed: option.value === value,
        onClick: () => {
          onChange(option.value)
        },
      }))}
    />
  )
}
