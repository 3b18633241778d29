import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The reports' text (src/features/reports/messages). */
export const { useText: useReportsText, Text: ReportsText } = namespaceText<typeof messages>('reports')

/** A message of the reports' catalogue: what the reshaping modules name a line or a series with. */
export type ReportsKey = keyof typeof messages

/** The reports' text function, for helpers that build columns outside a component. */
export type ReportsT = ReturnType<typeof useReportsText>
