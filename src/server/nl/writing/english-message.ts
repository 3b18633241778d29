import type { Model, PartKind } from '../resolution/types'

/**
 * The English message: one sentence saying how the question was read, built from the parts in a fixed order:
 * "Companies in LQ45 with P/E (TTM) below 15 that paid dividends in the last twelve months ranked by market cap,
 * largest first, top 10 (no year given: ...)." Assumptions go in the closing parentheses.
 */
export function describe(model: Model): string {
  const texts = (kind: PartKind) => model.parts.filter((part) => part.kind === kind).map((part) => part.text)
  const clauses = [
    ...texts('index'),
    ...texts('board'),
    ...texts('listed'),
    ...texts('excluding'),
    ...prefixed('with', texts('with')),
    ...prefixed('that', texts('that')),
    ...(model.ranking === null ? [] : [model.ranking.text]),
  ]
  const nothingAsked = clauses.length === 0 && model.subject === 'Companies'
  const head = [nothingAsked ? 'All companies' : model.subject, ...clauses].join(' ')
  const limit = model.limitText === '' ? '' : `, ${model.limitText}`
  const notes = model.notes.length === 0 ? '' : ` (${model.notes.join('; ')})`
  return `${head}${limit}${notes}.`
}

function prefixed(word: string, texts: readonly string[]): string[] {
  return texts.length === 0 ? [] : [`${word} ${list(texts)}`]
}

/** `a`, `a and b`, `a, b and c`. */
function list(texts: readonly string[]): string {
  if (texts.length <= 1) return texts.join('')
  return `${texts.slice(0, -1).join(', ')} and ${texts.at(-1) ?? ''}`
}
