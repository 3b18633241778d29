import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The market map's text (src/features/map/messages). */
export const { useText: useMapText, Text: MapText } = namespaceText<typeof messages>('map')

/** The map's `t`, for helpers that build columns and labels outside a component. */
export type MapT = ReturnType<typeof useMapText>
