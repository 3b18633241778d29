import { useCallback } from 'react'
import type { ScreenerT } from '../text'
import { useScreenerText } from '../text'
import { whereMessage } from '../where-text'
import type { BuilderReason, DraftProblem, RowMissing } from './reasons'

/** The empty text as the filter language writes it. */
const EMPTY_TEXT = "''"

/** Why the builder cannot show a filter, completing "the builder cannot show …" in the language shown. */
export function builderReasonText(reason: BuilderReason, t: ScreenerT): string {
  switch (reason.code) {
    case 'nestedTooDeep':
      return t('builder.reason.nestedTooDeep', { max: reason.max })
    case 'notInFrontOfGroup':
      return t('builder.reason.notInFrontOfGroup')
    case 'emptyText':
      return t('builder.reason.emptyText', { empty: EMPTY_TEXT, condition: reason.condition })
    case 'filterError':
    case 'orderError':
      return t(`builder.reason.${reason.code}`, { error: whereMessage(reason.error, t) })
    default:
      return t(`builder.reason.${reason.code}`, { condition: reason.condition })
  }
}

const missingText = (missing: RowMissing, t: ScreenerT): string =>
  missing.code === 'invalidExpression'
    ? t('builder.missing.invalidExpression', { error: whereMessage(missing.error, t) })
    : t(`builder.missing.${missing.code}`)

/** What keeps a draft from becoming text, in the language shown. */
export function draftProblemText(problem: DraftProblem, t: ScreenerT): string {
  switch (problem.code) {
    case 'emptyGroup':
      return t('builder.issue.emptyGroup', { group: problem.group })
    case 'condition':
      return t('builder.issue.condition', { condition: problem.condition, missing: missingText(problem.missing, t) })
    case 'sortKey':
      return t('builder.issue.sortKey', { key: problem.key, missing: missingText(problem.missing, t) })
    case 'noSortKey':
      return t('builder.issue.noSortKey')
    case 'sortBy':
      return t('builder.issue.sortBy', { error: whereMessage(problem.error, t) })
    case 'where':
      return whereMessage(problem.error, t)
  }
}

/** The two above, bound to the language shown. */
export function useBuilderText() {
  const t = useScreenerText()
  const reasonText = useCallback((reason: BuilderReason) => builderReasonText(reason, t), [t])
  const problemText = useCallback((problem: DraftProblem) => draftProblemText(problem, t), [t])
  return { reasonText, problemText }
}
