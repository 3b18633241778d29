import { useId, useMemo } from 'react'
import { idxTaxonomy, sgxSubSectors } from '../../../shared/catalogue'
import type { Catalogue, FieldSpec, FieldType } from '../../../shared/catalogue'
import type { Operand, Operator } from '../builder/model'
import { ExpressionInput } from './expression-input'
import { FieldChoiceEditor } from './field-choice'
import { ListEditor } from './list-editor'
import { NumberInput } from './number-input'
import { useScreenerText } from '../text'
import { isClassificationLevel, useClassificationName } from '../../../lib/i18n/classification-name'

export interface ValueEditorProps {
  catalogue: Catalogue<FieldSpec>
  /** the field on the left, whose type and unit the value takes */
  field: FieldSpec
  op: Operator
  right: Operand
  /** names the controls: "condition 2" */
  of: string
  onChange: (right: Operand) => void
}

/** Another field compared with this one must be of its type; constant arrays keep the picker's memo. */
const SAME_TYPE: Readonly<Record<FieldType, readonly FieldType[]>> = {
  number: ['number'],
  string: ['string'],
  date: ['date'],
  string_list: ['string_list'],
}

/** The display names a classification field holds, offered while typing (the slug matches too). */
function classificationNames(catalogue: Catalogue<FieldSpec>, field: string): readonly string[] {
  const byField: Readonly<Record<string, readonly { name: string }[]>> =
    catalogue.market === 'sgx'
      ? { sector: sgxSubSectors.map((node) => node.sector), sub_sector: sgxSubSectors }
      : {
          sector: idxTaxonomy.sectors,
          sub_sector: idxTaxonomy.subSectors,
          industry: idxTaxonomy.industries,
          sub_industry: idxTaxonomy.subIndustries,
        }
  return [...new Set((byField[field] ?? []).map((node) => node.name))]
}

/**
 * The right side of a condition in the editor its kind needs: a number in the field's unit, a text, a date, a
 * list, a pattern, another field or an expression.
 */
export function ValueEditor({ catalogue, field, op, right, of, onChange }: ValueEditorProps) {
  const id = useId()
  const t = useScreenerText()
  const classificationName = useClassificationName()
  const suggestions = useMemo(
    () => (field.matchesSlug === true ? classificationNames(catalogue, field.name) : []),
    [catalogue, field],
  )
  const datalist = suggestions.length > 0 ? `${id}-suggestions` : undefined
  const pattern = op === 'like' || op === 'not like'
  const editor = () => {
    switch (right.kind) {
      case 'none':
        return null
      case 'number':
        return (
          <NumberInput
            unit={field.unit}
            value={right.value}
            label={t('value.of', { of })}
            onChange={(value) => {
              onChange({ kind: 'number', value })
            }}
          />
        )
      case 'text':
        return (
          <input
            type={field.type === 'date' && !pattern ? 'date' : 'text'}
            aria-label={t(pattern ? 'value.patternOf' : 'value.of', { of })}
            placeholder={pattern ? t('value.patternHint') : undefined}
            list={pattern ? undefined : datalist}
            value={right.value}
            onChange={(event) => {
              onChange({ kind: 'text', value: event.target.value })
            }}
          />
        )
      case 'list':
        return (
          <ListEditor
            field={field}
            items={right.items}
            of={of}
            suggestions={datalist}
            onChange={(items) => {
              onChange({ kind: 'list', items })
            }}
          />
        )
      case 'field':
        return (
          <FieldChoiceEditor
            catalogue={catalogue}
            value={right.field}
            of={of}
            other
            types={SAME_TYPE[field.type]}
            onChange={(choice) => {
              onChange({ kind: 'field', field: choice })
            }}
          />
        )
      case 'expression':
        return (
          <ExpressionInput
            text={right.text}
            label={t('value.expressionOf', { of })}
            onChange={(text) => {
              onChange({ kind: 'expression', text })
            }}
          />
        )
    }
  }
  return (
    <>
      {editor()}
      {datalist !== undefined && (
        <datalist id={datalist}>
          {suggestions.map((name) => {
            // the filter keeps the service's English name; the label lets the browser find it by the name shown
            const shown = isClassificationLevel(field.name) ? classificationName(field.name, name) : name
            return <option key={name} value={name} label={shown === name ? undefined : shown} />
          })}
        </datalist>
      )}
    </>
  )
}
