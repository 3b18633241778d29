import { useRef } from 'react'
import type { Catalogue, FieldType } from '../../../shared/catalogue'
import { newId } from '../builder/model'
import type { OrderKeyDraft } from '../builder/model'
import { ExpressionInput } from './expression-input'
import { FieldChoiceEditor } from './field-choice'

export interface OrderByEditorProps {
  catalogue: Catalogue
  keys: readonly OrderKeyDraft[]
  onChange: (keys: OrderKeyDraft[]) => void
}

/** Lists have no order; every other field can be sorted on. */
const ORDERABLE: readonly FieldType[] = ['number', 'string', 'date']

/** The sort keys, first key first: each a field (with its year) or an expression, ascending or descending. */
export function OrderByEditor({ catalogue, keys, onChange }: OrderByEditorProps) {
  const addButton = useRef<HTMLButtonElement>(null)
  const replace = (key: OrderKeyDraft) => {
    onChange(keys.map((other) => (other.id === key.id ? key : other)))
  }
  return (
    <fieldset className="order-by">
      <legend>Sort by</legend>
      {keys.length === 0 && <p className="muted">No sort key yet: add one.</p>}
      <ol className="order-by__keys">
        {keys.map((key, index) => {
          const of = `sort key ${String(index + 1)}`
          const { target } = key
          return (
            <li key={key.id} className="condition-row">
              <select
                aria-label={`Kind of ${of}`}
                value={target.kind}
                onChange={(event) => {
                  const kind = event.target.value === 'expression' ? 'expression' : 'field'
                  if (kind !== target.kind)
                    replace({ ...key, target: kind === 'field' ? { kind, field: null } : { kind, text: '' } })
                }}
              >
                <option value="field">Field</option>
                <option value="expression">Expression</option>
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
                  label={`Expression of ${of}`}
                  onChange={(text) => {
                    replace({ ...key, target: { kind: 'expression', text } })
                  }}
                />
              )}
              <select
                aria-label={`Direction of ${of}`}
                value={key.descending ? 'descending' : 'ascending'}
                onChange={(event) => {
                  replace({ ...key, descending: event.target.value === 'descending' })
                }}
              >
                <option value="ascending">Ascending</option>
                <option value="descending">Descending</option>
              </select>
              <button
                type="button"
                aria-label={`Remove ${of}`}
                onClick={() => {
                  onChange(keys.filter((other) => other.id !== key.id))
                  addButton.current?.focus()
                }}
              >
                Remove
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
        Add sort key
      </button>
    </fieldset>
  )
}
