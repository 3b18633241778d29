import type { FieldType } from '../catalogue'
import type { ValueExpr } from './ast'
import { quote } from './errors'
import { whereText, type WhereMessageKey, type WhereText } from './messages'
import { printField, printValue } from './print'

const FIELDS: Readonly<Record<FieldType, WhereMessageKey>> = {
  number: 'numberField',
  string: 'stringField',
  date: 'dateField',
  string_list: 'listField',
}

const FIELD_KINDS: Readonly<Record<FieldType, WhereMessageKey>> = {
  number: 'isNumberField',
  string: 'isStringField',
  date: 'isDateField',
  string_list: 'isListField',
}

const VALUE_KINDS: Readonly<Record<FieldType, WhereMessageKey>> = {
  number: 'isNumber',
  string: 'isText',
  date: 'isDate',
  string_list: 'isList',
}

/** How a type error names an operand: `numeric field 'market_cap'`, `the text 'big'`, `the number 5`. */
export function describeOperand(value: ValueExpr, type: FieldType): WhereText {
  switch (value.kind) {
    case 'field':
      return whereText(FIELDS[type], { field: `'${printField(value)}'` })
    case 'string':
      return whereText('theText', { text: quote(value.value) })
    case 'number':
      return whereText('theNumber', { number: printValue(value) })
    case 'arith':
    case 'negate':
      return whereText('theExpression', { expression: quote(printValue(value)) })
  }
}

/** Completes "Arithmetic needs numbers: ..." and similar: `'company_name' is a text field`, `'abc' is text`. */
export function describeKind(value: ValueExpr, type: FieldType): WhereText {
  if (value.kind === 'field') return whereText(FIELD_KINDS[type], { field: `'${printField(value)}'` })
  if (value.kind === 'string') return whereText('isText', { value: quote(value.value) })
  return whereText(VALUE_KINDS[type], { value: quote(printValue(value)) })
}

/** True for a real calendar date written `YYYY-MM-DD`: `2020-02-30` and `2020-13-01` are not. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match === null) return false
  const [year, month, day] = match.slice(1).map(Number)
  if (year === undefined || month === undefined || day === undefined) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth
}
