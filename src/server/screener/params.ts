import { SCREENER_MAX_LIMIT, SCREENER_PARAMETERS, screenerQuery, type ScreenerQuery } from '../../shared/api/screener'
import { screenerProblem } from '../http/problems'
import { parameterReader } from '../http/query'

/** What a screener request asks for, once its simple parameters are valid. */
export type ScreenerRequest =
  { kind: 'structured'; query: ScreenerQuery } | { kind: 'question'; question: string; includeQueryValues: boolean }

/** Parameters that `q` makes irrelevant; they are not even validated then, as the spec says they are ignored. */
const IGNORED_WITH_QUESTION: ReadonlySet<string> = new Set(['where', 'order_by', 'desc', 'limit', 'offset'])

const asksQuestion = (values: { q?: string }) => (values.q?.trim() ?? '') !== ''

const readScreenerQuery = parameterReader({
  allowed: SCREENER_PARAMETERS,
  schema: screenerQuery,
  refuse: ({ unknown, repeated }) =>
    unknown.length > 0
      ? screenerProblem('UNSUPPORTED_PARAMETERS', `Unsupported parameters: ${unknown.join(', ')}.`, {
          parameter: unknown[0],
        })
      : screenerProblem('INVALID_PARAMETER', `Parameter '${String(repeated[0])}' was given more than once.`, {
          parameter: repeated[0],
        }),
  ignoresRepeated: (name, values) => asksQuestion(values) && IGNORED_WITH_QUESTION.has(name),
  prepare: (values) =>
    asksQuestion(values) ? { q: values.q, include_query_values: values.include_query_values } : values,
  // the screener's codes name the parameter; only limit and offset have codes of their own
  invalid: (issue) => {
    const parameter = String(issue.path[0] ?? '')
    if (parameter === 'limit')
      return screenerProblem('INVALID_LIMIT', `LIMIT must be a positive integer up to ${SCREENER_MAX_LIMIT}.`, {
        parameter,
      })
    if (parameter === 'offset')
      return screenerProblem('INVALID_OFFSET', 'OFFSET must be a non-negative integer.', { parameter })
    return screenerProblem('INVALID_PARAMETER', `${parameter} must be true or false.`, { parameter })
  },
})

/**
 * Reads the screener's query string: unknown or repeated parameters, a bad limit, offset or boolean are refused
 * with the real service's codes. `where` and `order_by` stay text; their language is checked by the caller.
 */
export function readScreenerRequest(url: string): ScreenerRequest {
  const query = readScreenerQuery(url)
  const question = query.q?.trim() ?? ''
  if (question !== '') return { kind: 'question', question, includeQueryValues: query.include_query_values }
  return { kind: 'structured', query }
}
