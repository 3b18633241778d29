import { namespaceText } from '../lib/i18n/text'
import type messages from './messages/en.json'

/** The layout's and the app pages' text (src/app/messages). */
export const { useText: useAppText, Text: AppText } = namespaceText<typeof messages>('app')
