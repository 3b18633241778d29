import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The screener's text (src/features/screener/messages). */
export const { useText: useScreenerText, Text: ScreenerText } = namespaceText<typeof messages>('screener')

/** The screener's `t`, for helpers that word messages outside a component. */
export type ScreenerT = ReturnType<typeof useScreenerText>
