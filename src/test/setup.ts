import '@testing-library/jest-dom/vitest'
import { i18n as englishText } from '@lingui/core'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { knownNamespaces, loadNamespaces } from '../lib/i18n/catalogues'
import { inProcessFetch } from './in-process-api'

vi.stubGlobal('fetch', inProcessFetch)

// findBy/waitFor wait up to 15 s (default 1 s): the in-process server shares two cores with the rest of the suite,
// which runs the end-to-end tests beside it; a file's first render also waits for its lazy route's first transform
configure({ asyncUtilTimeout: 15_000 })

// jsdom has no matchMedia; the theme follows the system through it.
vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
  const list: MediaQueryList = {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    // still declared by MediaQueryList, so a complete stand-in must have them
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    addListener: () => undefined,
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }
  return list
})

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
vi.stubGlobal('scrollTo', () => undefined)

// The English text of every page, in the instance components fall back to outside the app (lib/i18n/text.tsx) and
// renderApp uses: a component test renders in English without a provider of its own. A message asked for that is
// not in a catalogue fails the test.
englishText.loadAndActivate({ locale: 'en', messages: {} })
await loadNamespaces(englishText, knownNamespaces())
const stopFailingOnMissing = englishText.on('missing', ({ id }) => {
  throw new Error(`no message "${id}" in the English catalogues`)
})
// this file runs before every test file, and a project without isolation keeps `englishText` from one to the next
afterAll(stopFailingOnMissing)

// what a browser keeps between pages is emptied after each test, as a fresh jsdom would be: files that share a
// worker's jsdom must not inherit a preference (the screener's editor in sessionStorage, the theme's cookie)
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
