import { namespaceText } from '../lib/i18n/text'
import type messages from './messages/en.json'

/** The shared components' text (src/components/messages). */
export const { useText: useComponentsText, Text: ComponentsText } = namespaceText<typeof messages>('components')
