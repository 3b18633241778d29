import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The auctions' text (src/features/auctions/messages). */
export const { useText: useAuctionsText, Text: AuctionsText } = namespaceText<typeof messages>('auctions')

/** A message of the auctions' catalogue. */
export type AuctionsKey = keyof typeof messages

/** The auctions' text function, for helpers that build columns and labels outside a component. */
export type AuctionsT = ReturnType<typeof useAuctionsText>
