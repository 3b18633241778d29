import { useEffect } from 'react'
import { isNamespaceLoaded, loadNamespaces } from './catalogues'
import { useI18n } from './text'

/**
 * Whether a catalogue namespace no first screen needs is there, loading it if not. The load starts in an effect,
 * after hydration: the server and the hydrating browser draw the page without it, so both draw the same markup.
 */
export function useLateNamespace(namespace: string): boolean {
  const { i18n } = useI18n()
  const loaded = isNamespaceLoaded(i18n, namespace)
  useEffect(() => {
    // a failed load leaves the page without that text; the next component that asks for it tries again
    if (!loaded) loadNamespaces(i18n, [namespace]).catch(() => undefined)
  }, [i18n, namespace, loaded])
  return loaded
}
