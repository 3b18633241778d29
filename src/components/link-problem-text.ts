import { useCallback } from 'react'
import type { UrlProblemReason } from '../shared/url-problem'
import { useFormat } from '../lib/i18n/use-format'
import { useComponentsText } from './text'

/** How many of a fixed list's values an "unknown value" sentence names before "…". */
const NAMED_VALUES = 6

/** Names a value of a list in the language shown (a page's sort keys); by default the URL's own value. */
export type ValueName = (value: string) => string

const ownValue: ValueName = (value) => value

/** A link problem as a sentence in the language shown. */
export function useLinkProblemText(valueName: ValueName = ownValue): (reason: UrlProblemReason) => string {
  const t = useComponentsText()
  const { formatCount } = useFormat()
  return useCallback(
    (reason: UrlProblemReason) => {
      switch (reason.code) {
        case 'notInRange':
          return t('link.problem.notInRange', {
            subject: t(`link.subject.${reason.subject}`),
            text: reason.text,
            min: formatCount(reason.min),
            max: formatCount(reason.max),
          })
        case 'notTrueOrFalse':
          return t('link.problem.notTrueOrFalse', { subject: t(`link.subject.${reason.subject}`), text: reason.text })
        case 'unknownValue': {
          const named = reason.values.slice(0, NAMED_VALUES).map(valueName)
          const values = reason.values.length > NAMED_VALUES ? [...named, '…'] : named
          const subject = t(`link.subject.${reason.subject}`)
          return t('link.problem.unknownValue', { subject, text: reason.text, values: values.join(', ') })
        }
        case 'notListed':
        case 'unknownSort': {
          const values = reason.values.map(valueName).join(', ')
          if (reason.code === 'unknownSort') return t('link.problem.unknownSort', { text: reason.text, values })
          const subject = t(`link.subject.${reason.subject}`)
          return t('link.problem.notListed', { subject, text: reason.text, values })
        }
        case 'columnNotOffered':
          return t('link.problem.columnNotOffered', { text: reason.text, market: reason.market.toUpperCase() })
        case 'notForMarket': {
          const named = reason.values.slice(0, NAMED_VALUES).map(valueName)
          const values = reason.values.length > NAMED_VALUES ? [...named, '…'] : named
          const subject = t(`link.subject.${reason.subject}`)
          const market = reason.market.toUpperCase()
          return t('link.problem.notForMarket', { subject, text: reason.text, market, values: values.join(', ') })
        }
        case 'qualifiedWithoutParticipant':
          return t('link.problem.qualifiedWithoutParticipant')
        default:
          return t(`link.problem.${reason.code}`, { text: reason.text })
      }
    },
    [t, formatCount, valueName],
  )
}
