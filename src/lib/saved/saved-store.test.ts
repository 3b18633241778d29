import { beforeEach, describe, expect, it } from 'vitest'
import { createWatchlist, toggleWatched } from './saved-data'
import { SAVED_BACKUP_KEY, SAVED_KEY, SavedStore } from './saved-store'
import { EMPTY_SAVED, SAVED_VERSION } from './schema'

/** A second tab: its own store over the same storage, hearing the `storage` events the browser sends it. */
function twoTabs() {
  const otherTabEvents = new EventTarget()
  const first = new SavedStore(localStorage, null)
  const second = new SavedStore(localStorage, otherTabEvents)
  const notifySecond = () => otherTabEvents.dispatchEvent(new StorageEvent('storage', { key: SAVED_KEY }))
  return { first, second, notifySecond }
}

beforeEach(() => {
  localStorage.clear()
})

describe('SavedStore', () => {
  it('starts empty and keeps what is saved across a reload', () => {
    const store = new SavedStore(localStorage, null)
    expect(store.getSnapshot().data).toEqual(EMPTY_SAVED)
    store.update((data) => toggleWatched(data, { market: 'idx', symbol: 'BBCA' })[0])
    const reloaded = new SavedStore(localStorage, null)
    expect(reloaded.getSnapshot().data.watchlists).toEqual([
      expect.objectContaining({ name: 'My watchlist', companies: [{ market: 'idx', symbol: 'BBCA' }] }),
    ])
  })

  it('migrates a version 1 value: its IDX tickers become companies of a list, its unusable ones are dropped', () => {
    localStorage.setItem(
      SAVED_KEY,
      JSON.stringify({ version: 1, watchlists: [{ id: 'a1', name: 'Banks', symbols: ['BBCA.JK', 'bbri', 'D05'] }] }),
    )
    const store = new SavedStore(localStorage, null)
    expect(store.getSnapshot()).toMatchObject({
      unreadable: null,
      data: {
        version: SAVED_VERSION,
        screens: [],
        watchlists: [
          {
            id: 'a1',
            name: 'Banks',
            companies: [
              { market: 'idx', symbol: 'BBCA' },
              { market: 'idx', symbol: 'BBRI' },
            ],
          },
        ],
      },
    })
  })

  it.each([
    ['text that is not JSON', '{"version": 2, "watchl'],
    ['a value of another program', JSON.stringify({ theme: 'dark' })],
    ['a list of the wrong shape', JSON.stringify({ version: 2, watchlists: [{ id: 'x' }], screens: [] })],
    ['a value from a newer version', JSON.stringify({ version: 99, anything: true })],
  ])('keeps %s aside as a backup, reports it once and starts empty', (_, raw) => {
    localStorage.setItem(SAVED_KEY, raw)
    const store = new SavedStore(localStorage, null)
    expect(store.getSnapshot().unreadable).toEqual({ backup: raw })
    expect(store.getSnapshot().data).toEqual(EMPTY_SAVED)
    expect(localStorage.getItem(SAVED_BACKUP_KEY)).toBe(raw)
    expect(store.backup()).toBe(raw)
    // the next page load finds nothing unreadable: no second report, the backup still there
    const next = new SavedStore(localStorage, null)
    expect(next.getSnapshot().unreadable).toBeNull()
    expect(next.backup()).toBe(raw)
  })

  it('shows a change made in another tab once the browser says the value changed', () => {
    const { first, second, notifySecond } = twoTabs()
    const heard: number[] = []
    second.subscribe(() => heard.push(second.getSnapshot().data.watchlists.length))
    first.update((data) => createWatchlist(data, 'Banks')[0])
    notifySecond()
    expect(heard).toEqual([1])
    expect(second.getSnapshot().data.watchlists[0]?.name).toBe('Banks')
  })

  it('builds a change on what another tab wrote, so neither tab undoes the other', () => {
    const { first, second } = twoTabs()
    first.update((data) => createWatchlist(data, 'Banks')[0])
    // no event has reached the second tab yet: its write still keeps the first tab's list
    second.update((data) => createWatchlist(data, 'Miners')[0])
    expect(new SavedStore(localStorage, null).getSnapshot().data.watchlists.map((list) => list.name)).toEqual([
      'Banks',
      'Miners',
    ])
  })

  it('merges an import: identical lists skipped, a name in use renamed, nothing kept changed', () => {
    const store = new SavedStore(localStorage, null)
    store.update((data) => createWatchlist(data, 'Banks', [{ market: 'idx', symbol: 'BBCA' }])[0])
    const exported = store.exportJson()
    const other = JSON.stringify({
      version: 2,
      watchlists: [{ id: 'z', name: 'Banks', companies: [{ market: 'sgx', symbol: 'D05' }] }],
      screens: [{ id: 's', name: 'Cheap banks', market: 'idx', query: 'where=pe_ttm+<+10' }],
    })
    expect(store.importJson(exported)).toEqual({ ok: true, report: { added: 0, skipped: 1, renamed: [] } })
    expect(store.importJson(other)).toEqual({
      ok: true,
      report: { added: 2, skipped: 0, renamed: [{ from: 'Banks', to: 'Banks (2)' }] },
    })
    const { watchlists, screens } = store.getSnapshot().data
    expect(watchlists.map((list) => [list.name, list.companies.map((c) => c.symbol)])).toEqual([
      ['Banks', ['BBCA']],
      ['Banks (2)', ['D05']],
    ])
    expect(screens.map((screen) => screen.name)).toEqual(['Cheap banks'])
  })

  it.each([
    ['not JSON', 'hello', 'This file is not JSON'],
    ['JSON of something else', '[1, 2, 3]', 'not an export of watchlists'],
    ['from a newer version', '{"version": 3}', 'newer version'],
  ])('refuses an import that is %s, changing nothing', (_, text, message) => {
    const store = new SavedStore(localStorage, null)
    store.update((data) => createWatchlist(data, 'Banks')[0])
    const before = localStorage.getItem(SAVED_KEY)
    const result = store.importJson(text)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toContain(message)
    expect(localStorage.getItem(SAVED_KEY)).toBe(before)
  })

  it('keeps working from memory when the browser refuses to store', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const store = new SavedStore(full, null)
    store.update((data) => createWatchlist(data, 'Banks')[0])
    expect(store.getSnapshot()).toMatchObject({ writeFailed: true, data: { watchlists: [{ name: 'Banks' }] } })
  })
})
