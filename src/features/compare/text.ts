import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The comparison's text (src/features/compare/messages). */
export const { useText: useCompareText, Text: CompareText } = namespaceText<typeof messages>('compare')
