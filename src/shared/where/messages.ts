/**
 * The where/order_by language's messages, English, by key: the API answers with them (the service's English
 * contract), and the dashboard writes the same key and values from its catalogue in the language shown
 * (`where.<key>` in src/features/screener/messages). A value is source text, already quoted (`'market_cap'`), a
 * number, or a phrase of its own (`found end of input`), so no sentence is built by concatenation on either side.
 */
export const WHERE_MESSAGES = {
  unexpectedCharacter: 'Unexpected character {character}.',
  unexpectedAfterNumber: 'Unexpected character {character} after the number {number}.',
  unterminatedString: 'Unterminated string starting at position {position}.',
  numberTooLarge: 'The number {number} is too large.',
  periodExpected: "Expected a year or a quarter inside '[...]', e.g. revenue[2024] or revenue_q[Q1-2024].",
  tooLong: 'The expression is too long (more than {max} characters).',
  tooDeep: 'The expression is nested too deeply (more than {max} levels).',
  unclosedParenthesis: "Expected ')' to close '(' at position {position}, found {found}.",
  expectedAndOrEnd: "Expected 'and', 'or' or end of input, found {found}.",
  expectedLikeOrIn: "Expected 'like' or 'in' after 'not', found {found}.",
  yearWithoutSpace: 'Write the year right after the field name, without a space, e.g. revenue[2024].',
  expectedNull: "Expected 'null' after {keyword}.",
  expectedPattern: "Expected a pattern in quotes after 'like', found {found}.",
  expectedListOpen: "Expected '[' or '(' to open the list after 'in', found {found}.",
  listTooLong: 'The list has too many items (more than {max}).',
  expectedListSeparator: "Expected ',' or {closer} in the list, found {found}.",
  expectedNumberAfterMinus: "Expected a number after '-', found {found}.",
  expectedListItem: 'Expected a text or a number in the list, found {found}.',
  expectedComparison: 'Expected a comparison after {source}, found {found}.',
  expectedCondition: 'Expected a condition, found {found}.',
  useIsNull: "Use 'is null' instead of '= null'.",
  useIsNotNull: "Use 'is not null' instead of {written}.",
  expectedConditionAfter: 'Expected a condition after {after}, found {found}.',
  expectedExpressionAfterParenthesis: "Expected an expression after '(', found {found}.",
  expectedValueAfter: 'Expected a value after {after}, found {found}.',
  expectedValueNotCondition: 'Expected a value before {before}, found the condition {source}.',
  expectedValueFoundCondition: 'Expected a value, found a condition.',
  wrapArithmetic: 'Wrap arithmetic in parentheses to order by it, e.g. -(earnings[2024] / earnings[2023]).',
  leadingMinus: "Use a leading '-' for descending order, e.g. -market_cap; ascending is the default.",
  expectedOrderSeparator: "Expected ',' or end of input after the sort key, found {found}.",
  expectedOrderKey: 'Expected a field or an expression in parentheses, found {found}.',
  expectedOrderKeyAfterMinus: "Expected a field or an expression in parentheses after '-', found {found}.",
  orderByNeedsField: 'Order by must name a field.',
  cannotOrderBy: 'Cannot order by {operand}.',
  cannotOrderByListMember: 'Cannot order by list field {field}: it holds many values.',
  likeOnNumber: "The 'LIKE' operator can only be used on string fields.",
  likeOnNumberField: "The 'LIKE' operator can only be used on string fields. {kind}.",
  listMemberWithValueOnly: 'List field {field} can only be compared with a value, not with {operand}.',
  listMemberInArithmetic: 'List field {field} cannot be used in arithmetic: compare it with a value instead.',
  arithmeticNeedsNumbers: 'Arithmetic needs numbers: {kind}.',
  conditionNeedsField: 'A condition must name a field.',
  listComparedWithText: 'List field {field} can only be compared with a text in quotes.',
  invalidDate: "Invalid date {date} for {field}: use 'YYYY-MM-DD'.",
  cannotCompare: 'Cannot compare {left} with {right}.',
  listOperator: "The {operator} operator is not supported on list field {field}; use 'in', '=', '!=' or 'like'.",
  quarterlyNeedsQuarter: '{field} is a quarterly field: add a quarter, e.g. {example}.',
  needsQuarter: '{field} needs a quarter: quarterly fields are written [Qn-YYYY], e.g. {example}.',
  yearlyNotQuarterly: '{field} is a yearly field: write a year, e.g. {example}.',
  yearlyNotQuarterlyOrTwin: '{field} is a yearly field: write a year, e.g. {example} or the quarterly field {twin}.',
  notQuarterly: '{field} is not a quarterly field: remove {period}.',
  yearlyNeedsYear: '{field} is a yearly field: add a year, e.g. {example}.',
  notYearly: '{field} is not a yearly field: remove {period}.',
  quarterlyUnsupported: 'Quarterly data is not available on this market: {field}.',
  quarterlyUnsupportedUseYearly:
    'Quarterly data is not available on this market: {field}. Use the yearly field instead, e.g. {example}.',
  invalidFieldUseBrackets: 'Invalid field name {field}. Use bracket notation instead: {suggestion}.',
  invalidFieldNoMatch: 'Invalid field name {field}. Yearly fields use bracket notation: field[year].',
  invalidFieldDidYouMean: 'Invalid field name {field}. Did you mean {suggestion}?',
  // the phrases messages are completed with
  endOfInput: 'end of input',
  theText: 'the text {text}',
  theNumber: 'the number {number}',
  theExpression: 'the expression {expression}',
  numberField: 'numeric field {field}',
  stringField: 'text field {field}',
  dateField: 'date field {field}',
  listField: 'list field {field}',
  isNumberField: '{field} is a numeric field',
  isStringField: '{field} is a text field',
  isDateField: '{field} is a date field',
  isListField: '{field} is a list field',
  isText: '{value} is text',
  isNumber: '{value} is a number',
  isDate: '{value} is date',
  isList: '{value} is list',
} as const

export type WhereMessageKey = keyof typeof WHERE_MESSAGES

/** A message of the language by key, with its values: what the dashboard translates. */
export interface WhereText {
  readonly key: WhereMessageKey
  readonly values?: Readonly<Record<string, WhereValue>>
}

export type WhereValue = string | number | WhereText

/** A message with its values in place: `{name}` replaced by the value, a phrase value written first. */
export function writeWhereText(
  text: WhereText,
  write: (key: WhereMessageKey, values: Readonly<Record<string, string | number>>) => string,
): string {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === 'object' ? writeWhereText(value, write) : value
  return write(text.key, values)
}

/** The English sentence, as the API answers it. */
export const englishWhereText = (text: WhereText): string =>
  writeWhereText(text, (key, values) =>
    WHERE_MESSAGES[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)),
  )

/** Shorthand for a message and its values. */
export const whereText = (key: WhereMessageKey, values?: Readonly<Record<string, WhereValue>>): WhereText =>
  values === undefined ? { key } : { key, values }
