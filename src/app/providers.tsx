import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'

interface ProvidersProps {
  queryClient: QueryClient
  /** the language shown and its loaded catalogues (lib/i18n/catalogues.ts) */
  i18n: I18n
  children: ReactNode
}

export function Providers({ queryClient, i18n, children }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  )
}
