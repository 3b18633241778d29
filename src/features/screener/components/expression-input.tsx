import { useId } from 'react'
import { parseExpression } from '../builder/expression'
import { useScreenerText } from '../text'
import { useWhereMessage } from '../where-text'

/** An expression as it is written in the filter language, the same in every language. */
const EXAMPLE = 'revenue[2023] * 1.2'

export interface ExpressionInputProps {
  text: string
  /** the accessible name: "Expression of condition 2" */
  label: string
  onChange: (text: string) => void
}

/** Arithmetic typed as text, checked as it is typed by the language's own parser. */
export function ExpressionInput({ text, label, onChange }: ExpressionInputProps) {
  const id = useId()
  const t = useScreenerText()
  const whereMessage = useWhereMessage()
  const parsed = text.trim() === '' ? null : parseExpression(text)
  const error = parsed?.ok === false ? whereMessage(parsed.error.text) : null
  return (
    <span className="expression-input">
      <input
        aria-label={label}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${id}-error`}
        className="expression-input__text"
        placeholder={t('value.expressionHint', { example: EXAMPLE })}
        spellCheck={false}
        value={text}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />
      {error !== null && (
        <span id={`${id}-error`} className="number-input__read number-input__read--bad">
          {error}
        </span>
      )}
    </span>
  )
}
