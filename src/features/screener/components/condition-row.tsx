import type { Catalogue, FieldType } from '../../../shared/catalogue'
import { adaptOperand, operandKinds, operatorsFor } from '../builder/model'
import type { ConditionDraft, OperandKind, Operator } from '../builder/model'
import { FieldChoiceEditor } from './field-choice'
import { ValueEditor } from './value-editor'

export interface ConditionRowProps {
  catalogue: Catalogue
  draft: ConditionDraft
  /** the condition's number in reading order, which names its controls */
  number: number
  onChange: (draft: ConditionDraft) => void
  onRemove: () => void
}

const ANY_TYPE: readonly FieldType[] = ['number', 'string', 'date', 'string_list']

const WORDS: Readonly<Record<Operator, string>> = {
  '=': 'equals',
  '!=': 'does not equal',
  '>': 'is greater than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
  like: 'matches the pattern',
  'not like': 'does not match the pattern',
  in: 'is one of',
  'not in': 'is none of',
  'is null': 'is missing',
  'is not null': 'is present',
}
/** Where the meaning differs by type: dates are before and after, list fields contain. */
const TYPE_WORDS: Partial<Record<FieldType, Partial<Record<Operator, string>>>> = {
  date: { '>': 'is after', '>=': 'is on or after', '<': 'is before', '<=': 'is on or before' },
  string_list: {
    '=': 'contains',
    '!=': 'does not contain',
    like: 'has an item matching',
    'not like': 'has no item matching',
    in: 'contains any of',
    'not in': 'contains none of',
  },
}
const KIND_WORDS: Partial<Record<OperandKind, string>> = {
  number: 'a value',
  text: 'a value',
  field: 'another field',
  expression: 'an expression',
}

/** One condition of the builder: field (and year), operator, and the right side in the editor it needs. */
export function ConditionRow({ catalogue, draft, number, onChange, onRemove }: ConditionRowProps) {
  const of = `condition ${String(number)}`
  const definition = draft.field === null ? undefined : catalogue.field(draft.field.name)
  const member = definition?.member !== undefined
  const operators = definition === undefined ? [draft.op] : operatorsFor(definition.type, member)
  const kinds = definition === undefined ? [] : operandKinds(definition.type, draft.op, member)
  return (
    <li className="condition-row">
      <FieldChoiceEditor
        catalogue={catalogue}
        value={draft.field}
        of={of}
        types={ANY_TYPE}
        // a new row is blank: take the person straight to its field
        autoFocus={draft.field === null}
        onChange={(field, { type, member: chosenMember }) => {
          const op = operatorsFor(type, chosenMember !== undefined).includes(draft.op) ? draft.op : '='
          // the other field of a comparison must be of this field's type: a new type starts that choice afresh
          const keep = draft.right.kind !== 'field' || type === definition?.type
          const right = keep ? draft.right : { kind: 'field' as const, field: null }
          onChange({ ...draft, field, op, right: adaptOperand(right, type, op) })
        }}
      />
      <select
        aria-label={`Operator of ${of}`}
        value={draft.op}
        disabled={definition === undefined}
        onChange={(event) => {
          const op = operators.find((candidate) => candidate === event.target.value)
          if (op !== undefined && definition !== undefined)
            onChange({ ...draft, op, right: adaptOperand(draft.right, definition.type, op) })
        }}
      >
        {operators.map((op) => (
          <option key={op} value={op}>
            {(definition === undefined ? undefined : TYPE_WORDS[definition.type]?.[op]) ?? WORDS[op]}
          </option>
        ))}
      </select>
      {definition !== undefined && kinds.length > 1 && (
        <select
          aria-label={`Compare ${of} with`}
          value={draft.right.kind}
          onChange={(event) => {
            const kind = kinds.find((candidate) => candidate === event.target.value)
            onChange({ ...draft, right: adaptOperand(draft.right, definition.type, draft.op, kind) })
          }}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      )}
      {definition !== undefined && (
        <ValueEditor
          // a new field or kind of value starts its editor afresh: what was typed belonged to the old one
          key={`${definition.name}:${draft.right.kind}`}
          catalogue={catalogue}
          field={definition}
          op={draft.op}
          right={draft.right}
          of={of}
          onChange={(right) => {
            onChange({ ...draft, right })
          }}
        />
      )}
      <button type="button" className="condition-row__remove" aria-label={`Remove ${of}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  )
}
