import type { Catalogue, FieldType, FieldSpec } from '../../../shared/catalogue'
import { adaptOperand, operandKinds, operatorsFor } from '../builder/model'
import type { ConditionDraft, OperandKind, Operator } from '../builder/model'
import { FieldChoiceEditor } from './field-choice'
import type messages from '../messages/en.json'
import { useScreenerText } from '../text'
import { ValueEditor } from './value-editor'

export interface ConditionRowProps {
  catalogue: Catalogue<FieldSpec>
  draft: ConditionDraft
  /** the condition's number in reading order, which names its controls */
  number: number
  onChange: (draft: ConditionDraft) => void
  onRemove: () => void
}

const ANY_TYPE: readonly FieldType[] = ['number', 'string', 'date', 'string_list']

/** The catalogue keys of the operators in words. */
const WORDS = {
  '=': 'operator.equals',
  '!=': 'operator.notEquals',
  '>': 'operator.greater',
  '>=': 'operator.atLeast',
  '<': 'operator.less',
  '<=': 'operator.atMost',
  like: 'operator.like',
  'not like': 'operator.notLike',
  in: 'operator.in',
  'not in': 'operator.notIn',
  'is null': 'operator.isNull',
  'is not null': 'operator.isNotNull',
} as const satisfies Record<Operator, string>
type OperatorKey = Extract<keyof typeof messages, `operator.${string}`>
/** Where the meaning differs by type: dates are before and after, list fields contain. */
const TYPE_WORDS: Partial<Record<FieldType, Partial<Record<Operator, OperatorKey>>>> = {
  date: { '>': 'operator.after', '>=': 'operator.onOrAfter', '<': 'operator.before', '<=': 'operator.onOrBefore' },
  string_list: {
    '=': 'operator.contains',
    '!=': 'operator.notContains',
    like: 'operator.hasItemLike',
    'not like': 'operator.hasNoItemLike',
    in: 'operator.containsAny',
    'not in': 'operator.containsNone',
  },
}
const KIND_WORDS = {
  none: undefined,
  list: undefined,
  number: 'operand.value',
  text: 'operand.value',
  field: 'operand.field',
  expression: 'operand.expression',
} as const satisfies Record<OperandKind, string | undefined>

/** One condition of the builder: field (and year), operator, and the right side in the editor it needs. */
export function ConditionRow({ catalogue, draft, number, onChange, onRemove }: ConditionRowProps) {
  const t = useScreenerText()
  const of = t('condition.of', { number })
  const operatorWord = (op: Operator) =>
    t((definition === undefined ? undefined : TYPE_WORDS[definition.type]?.[op]) ?? WORDS[op])
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
        aria-label={t('condition.operatorOf', { of })}
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
            {operatorWord(op)}
          </option>
        ))}
      </select>
      {definition !== undefined && kinds.length > 1 && (
        <select
          aria-label={t('condition.compareWith', { of })}
          value={draft.right.kind}
          onChange={(event) => {
            const kind = kinds.find((candidate) => candidate === event.target.value)
            onChange({ ...draft, right: adaptOperand(draft.right, definition.type, draft.op, kind) })
          }}
        >
          {kinds.map((kind) => {
            const word = KIND_WORDS[kind]
            return (
              <option key={kind} value={kind}>
                {word === undefined ? '' : t(word)}
              </option>
            )
          })}
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
      <button
        type="button"
        className="condition-row__remove"
        aria-label={t('condition.removeOf', { of })}
        onClick={onRemove}
      >
        {t('condition.remove')}
      </button>
    </li>
  )
}
