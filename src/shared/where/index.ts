/**
 * The screener's `where` / `order_by` language: parse, print, analyse against a market's field catalogue.
 * Isomorphic: the server compiles the trees to SQL, the dashboard validates live and round-trips its builder.
 */
export type * from './ast'
export { childrenOf, isCondition } from './ast'
export { analyseOrderBy, analyseWhere, valueType } from './analyse'
export type { Analysis } from './analyse'
export { englishMessage, MAX_EXPRESSION_LENGTH, MAX_LIST_ITEMS, MAX_NESTING_DEPTH } from './errors'
export type { Result, WhereError, WhereErrorCode } from './errors'
export { parseOrderBy, parseWhere } from './parse'
export { printCondition, printField, printOrderBy, printValue } from './print'
export { withoutSpans } from './spans'
export { validateOrderBy, validateWhere } from './validate'
