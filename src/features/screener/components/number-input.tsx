import { useId, useState } from 'react'
import type { FieldUnit } from '../../../shared/catalogue'
import { useFormat } from '../../../lib/i18n/use-format'
import { formatNumberText, parseNumberText } from '../builder/number-text'
import type messages from '../messages/en.json'
import { useScreenerText } from '../text'

export interface NumberInputProps {
  unit: FieldUnit
  value: number | null
  /** the accessible name: "Value of condition 2" */
  label: string
  onChange: (value: number | null) => void
}

/** How a number is typed in each unit, in the language shown (Indonesian takes `500M` for miliar). */
const HINTS: Partial<Record<FieldUnit, keyof typeof messages>> = {
  IDR: 'value.hintIdr',
  SGD: 'value.hintSgd',
  percent: 'value.hintPercent',
  ratio: 'value.hintRatio',
  count: 'value.hintCount',
}

/**
 * A number typed in the field's unit (see number-text.ts), with what it was read as beside it ("= Rp 10 trillion",
 * "= 5 %") so that nothing is ambiguous. What is typed stays as typed; the draft holds the number it means.
 */
export function NumberInput({ unit, value, label, onChange }: NumberInputProps) {
  const id = useId()
  const t = useScreenerText()
  const { formatValue, locale } = useFormat()
  const [text, setText] = useState(() => (value === null ? '' : formatNumberText(value, unit, locale)))
  const invalid = text.trim() !== '' && value === null
  const hint = HINTS[unit]
  // "= Rp 10 trillion"; a percent also shows the decimal the filter will hold: "= 5 % (0.05)", written as the
  // filter's text writes it (with a decimal point in every language)
  const readAs = (read: number) =>
    unit === 'percent'
      ? t('value.readAsPercent', { value: formatValue(read, unit), decimal: String(read) })
      : t('value.readAs', { value: formatValue(read, unit) })
  return (
    <span className="number-input">
      <input
        aria-label={label}
        aria-describedby={`${id}-read`}
        aria-invalid={invalid}
        inputMode="decimal"
        placeholder={hint === undefined ? undefined : t(hint)}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onChange(parseNumberText(event.target.value, unit, locale))
        }}
      />
      {unit === 'percent' && <span aria-hidden="true">%</span>}
      <output
        id={`${id}-read`}
        className={invalid ? 'number-input__read number-input__read--bad' : 'number-input__read'}
      >
        {invalid ? t('value.notNumber') : value === null ? '' : readAs(value)}
      </output>
    </span>
  )
}
