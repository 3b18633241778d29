import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { inProcessFetch } from './in-process-api'

vi.stubGlobal('fetch', inProcessFetch)

// findBy/waitFor wait up to 5 s (default 1 s): the in-process server shares two cores with the rest of the suite
configure({ asyncUtilTimeout: 5_000 })

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

afterEach(() => {
  cleanup()
  localStorage.clear()
})
