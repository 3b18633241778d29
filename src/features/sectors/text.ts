import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The sub-sector page's text (src/features/sectors/messages). */
export const { useText: useSectorsText, Text: SectorsText } = namespaceText<typeof messages>('sectors')

/** The sectors' `t`, for helpers that build columns outside a component. */
export type SectorsT = ReturnType<typeof useSectorsText>
