import { useRef } from 'react'
import type { Catalogue, FieldType, FieldSpec } from '../../../shared/catalogue'
import { newId } from '../builder/model'
import type { OrderKeyDraft } from '../builder/model'
import { ExpressionInput } from './expression-input'
import { FieldChoiceEditor } from './field-choice'
import { useScreenerText } from '../text'

export interface OrderByEditorProps {
  catalogue: Catalogue<FieldSpec>
  keys: readonly OrderKeyDraft[]
  onChange: (keys: OrderKeyDraft[]) => void
}

/** Lists have no order; every other field can be sorted on. */
const ORDERABLE: readonly FieldType[] = ['number', 'string', 'date']

/** The sort keys, first key first: each a field (with its year) or an expression, ascending or descending. */
export function OrderByEditor({ catalogue, keys, onChange }: OrderByEditorProps) {
  const addButton = useRef<HTMLButtonElement>(null)
  const t = useScreenerText()
  const replace = (key: OrderKeyDraft) => {
    onChange(keys.map((other) => (other.id === key.id ? key : other)))
  }
  return (
    <fieldset className="order-by">
      <legend>{t('sort.legend')}</legend>
      {keys.length === 0 && <p className="muted">{t('sort.empty')}</p>}
      <ol className="order-by__keys">
        {keys.map((key, index) => {
          const of = t('sort.of', { number: index + 1 })
          const { target } = key
          return (
            <li key={key.id} className="condition-row">
              <select
                aria-label={t('sort.kindOf', { of })}
                value={target.kind}
                onChange={(event) => {
                  const kind = event.target.value === 'expression' ? 'expression' : 'field'
                  if (kind !== target.kind)
                    replace({ ...key, target: kind === 'field' ? { kind, field: null } : { kind, text: '' } })
                }}
              >
                <option value="field">{t('sort.field')}</option>
                <option value="expression">{t('sort.expression')}</option>
              </select>
              {target.kind === 'field' ? (
                <FieldChoiceEditor
                  catalogue={catalogue}
                  value={target.field}
                  of={of}
                  types={ORDERABLE}
                  autoFocus={target.field === null}
                  onChange={(field) => {
                    replace({ ...key, target: { kind: 'field', field } })
                  }}
                />
              ) : (
                <ExpressionInput
                  text={target.text}
                  label={t('value.expressionOf', { of })}
                  onChange={(text) => {
                    replace({ ...key, target: { kind: 'expression', text } })
                  }}
                />
              )}
              <select
                aria-label={t('sort.directionOf', { of })}
                value={key.descending ? 'descending' : 'ascending'}
                onChange={(event) => {
                  replace({ ...key, descending: event.target.value === 'descending' })
                }}
              >
                <option value="ascending">{t('sort.ascending')}</option>
                <option value="descending">{t('sort.descending')}</option>
              </select>
              <button
                type="button"
                aria-label={t('condition.removeOf', { of })}
                onClick={() => {
                  onChange(keys.filter((other) => other.id !== key.id))
                  addButton.current?.focus()
                }}
              >
                {t('condition.remove')}
              </button>
            </li>
          )
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        onClick={() => {
          onChange([...keys, { id: newId(), target: { kind: 'field', field: null }, descending: false }])
        }}
      >
        {t('sort.add')}
      </button>
    </fieldset>
  )
}
