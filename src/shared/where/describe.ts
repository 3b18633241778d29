import type { FieldType } from '../catalogue'
import type { ValueExpr } from './ast'
import { quote } from './errors'
import { printField, printValue } from './print'

const ADJECTIVES: Readonly<Record<FieldType, string>> = {
  number: 'numeric',
  string: 'text',
  date: 'date',
  string_list: 'list',
}

/** How a type error names an operand: `numeric field 'market_cap'`, `the text 'big'`, `the number 5`. */
export function describeOperand(value: ValueExpr, type: FieldType): string {
  switch (value.kind) {
    case 'field':
      return `${ADJECTIVES[type]} field '${printField(value)}'`
    case 'string':
      return `the text ${quote(value.value)}`
    case 'number':
      return `the number ${printValue(value)}`
    case 'arith':
    case 'negate':
      return `the expression ${quote(printValue(value))}`
  }
}

/** Completes "Arithmetic needs numbers: ..." and similar: `'company_name' is a text field`, `'abc' is text`. */
export function describeKind(value: ValueExpr, type: FieldType): string {
  if (value.kind === 'field') return `'${printField(value)}' is a ${ADJECTIVES[type]} field`
  if (value.kind === 'string') return `${quote(value.value)} is text`
  return `${quote(printValue(value))} is ${type === 'number' ? 'a number' : ADJECTIVES[type]}`
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
