import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The market overview's text (src/features/market/messages). */
export const { useText: useMarketText, Text: MarketText } = namespaceText<typeof messages>('market')

/** The market's `t`, for helpers that build columns and labels outside a component. */
export type MarketT = ReturnType<typeof useMarketText>
