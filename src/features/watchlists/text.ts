import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The watchlists' text (src/features/watchlists/messages). */
export const { useText: useWatchlistsText, Text: WatchlistsText } = namespaceText<typeof messages>('watchlists')
