import { SCREENER_MAX_LIMIT, SCREENER_PARAMETERS, screenerQuery, type ScreenerQuery } from '../../shared/api/screener'
import { screenerProblem } from '../http/problems'
import { readParameters, type ParameterRules } from '../http/query'

/** What a screener request asks for, once its simple parameters are valid. */
export type ScreenerRequest =
  { kind: 'structured'; query: ScreenerQuery } | { kind: 'question'; question: string; includeQueryValues: boolean }

const LIMIT_MESSAGE = `LIMIT must be a positive integer up to ${SCREENER_MAX_LIMIT}.`
const OFFSET_MESSAGE = 'OFFSET must be a non-negative integer.'

/** Parameters that `q` makes irrelevant; they are not even validated then, as the spec says they are ignored. */
const IGNORED_WITH_QUESTION: ReadonlySet<string> = new Set(['where', 'order_by', 'desc', 'limit', 'offset'])

type ScreenerParameter = (typeof SCREENER_PARAMETERS)[number]

const rules: ParameterRules<ScreenerParameter> = {
  allowed: SCREENER_PARAMETERS,
  refuse: ({ unknown, repeated }) =>
    unknown.length > 0
      ? screenerProblem('UNSUPPORTED_PARAMETERS', `Unsupported parameters: ${unknown.join(', ')}.`, {
          parameter: unknown[0],
        })
      : screenerProblem('INVALID_PARAMETER', `Parameter '${String(repeated[0])}' was given more than once.`, {
          parameter: repeated[0],
        }),
  ignoresRepeated: (name, values) => (values.q?.trim() ?? '') !== '' && IGNORED_WITH_QUESTION.has(name),
}

/**
 * Reads the screener's query string: unknown or repeated parameters, a bad limit, offset or boolean are refused
 * with the real service's codes. `where` and `order_by` stay text; their language is checked by the caller.
 */
export function readScreenerRequest(url: string): ScreenerRequest {
  const given = readParameters(url, rules)
  const question = given.q?.trim() ?? ''
  const values = question === '' ? given : { include_query_values: given.include_query_values }
  const parsed = screenerQuery.safeParse(values)
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? '')
    if (name === 'limit') throw screenerProblem('INVALID_LIMIT', LIMIT_MESSAGE, { parameter: 'limit' })
    if (name === 'offset') throw screenerProblem('INVALID_OFFSET', OFFSET_MESSAGE, { parameter: 'offset' })
    throw screenerProblem('INVALID_PARAMETER', `${name} must be true or false.`, { parameter: name })
  }
  if (question !== '') return { kind: 'question', question, includeQueryValues: parsed.data.include_query_values }
  return { kind: 'structured', query: parsed.data }
}
