import { namespaceText } from '../../lib/i18n/text'
import type messages from './messages/en.json'

/** The companies pages' text (src/features/companies/messages). */
export const { useText: useCompaniesText, Text: CompaniesText } = namespaceText<typeof messages>('companies')

/** The companies' `t`, for helpers that build columns and labels outside a component. */
export type CompaniesT = ReturnType<typeof useCompaniesText>
