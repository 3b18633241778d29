import { useCallback } from 'react'
import { writeWhereText, type WhereText } from '../../shared/where/messages'
import { useScreenerText, type ScreenerT } from './text'

/**
 * A message of the filter language in the language shown (`where.<key>`); the API answers the same key's English
 * from shared/where/messages.ts. Quoted source text and field codes inside it stay as written.
 */
export const whereMessage = (text: WhereText, t: ScreenerT): string =>
  writeWhereText(text, (key, values) => t(`where.${key}`, values))

/** `whereMessage` bound to the language shown. */
export function useWhereMessage(): (text: WhereText) => string {
  const t = useScreenerText()
  return useCallback((text: WhereText) => whereMessage(text, t), [t])
}
