import { useId, useState } from 'react'
import type { FieldUnit } from '../../../shared/catalogue'
import { formatValue } from '../../../lib/format'
import { formatNumberText, parseNumberText } from '../builder/number-text'

export interface NumberInputProps {
  unit: FieldUnit
  value: number | null
  /** the accessible name: "Value of condition 2" */
  label: string
  onChange: (value: number | null) => void
}

const HINTS: Partial<Record<FieldUnit, string>> = {
  IDR: 'e.g. 10T, 500B, 2.5M',
  SGD: 'e.g. 1.5B, 200M',
  percent: 'in %, e.g. 5',
  ratio: 'e.g. 15 or 15x',
  count: 'e.g. 1000 or 1.5k',
}

/** "= Rp 10 trillion"; a percent also shows the decimal the filter will hold: "= 5 % (0.05)". */
const readAs = (value: number, unit: FieldUnit) =>
  `= ${formatValue(value, unit)}${unit === 'percent' ? ` (${String(value)})` : ''}`

/**
 * A number typed in the field's unit (see number-text.ts), with what it was read as beside it ("= Rp 10 trillion",
 * "= 5 %") so that nothing is ambiguous. What is typed stays as typed; the draft holds the number it means.
 */
export function NumberInput({ unit, value, label, onChange }: NumberInputProps) {
  const id = useId()
  const [text, setText] = useState(() => (value === null ? '' : formatNumberText(value, unit)))
  const invalid = text.trim() !== '' && value === null
  return (
    <span className="number-input">
      <input
        aria-label={label}
        aria-describedby={`${id}-read`}
        aria-invalid={invalid}
        inputMode="decimal"
        placeholder={HINTS[unit]}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onChange(parseNumberText(event.target.value, unit))
        }}
      />
      {unit === 'percent' && <span aria-hidden="true">%</span>}
      <output
        id={`${id}-read`}
        className={invalid ? 'number-input__read number-input__read--bad' : 'number-input__read'}
      >
        {invalid ? 'Not a number' : value === null ? '' : readAs(value, unit)}
      </output>
    </span>
  )
}
