import type { SavedData, SavedScreen, WatchedCompany, Watchlist } from './schema'

/** Changes to the saved data: pure functions from one value to the next, so the store can apply them atomically. */

/** A short id for URLs (`/watchlists/k3x9w2`): random, so two tabs creating lists at once do not collide. */
export const newId = (): string => Math.random().toString(36).slice(2, 10).padEnd(8, '0')

const sameCompany = (a: WatchedCompany, b: WatchedCompany) => a.market === b.market && a.symbol === b.symbol

/** `Banks`, then `Banks (2)`, `Banks (3)`… : the first name no other item uses. */
export function uniqueName(name: string, taken: readonly string[]): string {
  const names = new Set(taken.map((item) => item.toLowerCase()))
  if (!names.has(name.toLowerCase())) return name
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${String(n)})`
    if (!names.has(candidate.toLowerCase())) return candidate
  }
}

/** The list Watch adds to: the chosen one, else the first. */
export const activeList = (data: SavedData): Watchlist | undefined =>
  data.watchlists.find((list) => list.id === data.activeListId) ?? data.watchlists[0]

export function createWatchlist(data: SavedData, name: string, companies: WatchedCompany[] = []): [SavedData, string] {
  const id = newId()
  const list: Watchlist = {
    id,
    name: uniqueName(
      name,
      data.watchlists.map((item) => item.name),
    ),
    companies,
  }
  return [{ ...data, watchlists: [...data.watchlists, list] }, id]
}

const updateList = (data: SavedData, id: string, change: (list: Watchlist) => Watchlist): SavedData => ({
  ...data,
  watchlists: data.watchlists.map((list) => (list.id === id ? change(list) : list)),
})

export const renameWatchlist = (data: SavedData, id: string, name: string): SavedData =>
  updateList(data, id, (list) => ({
    ...list,
    name: uniqueName(
      name,
      data.watchlists.filter((other) => other.id !== id).map((other) => other.name),
    ),
  }))

export const deleteWatchlist = (data: SavedData, id: string): SavedData => ({
  ...data,
  watchlists: data.watchlists.filter((list) => list.id !== id),
  activeListId: data.activeListId === id ? undefined : data.activeListId,
})

export const setActiveList = (data: SavedData, id: string): SavedData => ({ ...data, activeListId: id })

export const setListColumns = (data: SavedData, id: string, columns: string[]): SavedData =>
  updateList(data, id, (list) => ({ ...list, columns }))

export const removeCompanies = (data: SavedData, id: string, companies: readonly WatchedCompany[]): SavedData =>
  updateList(data, id, (list) => ({
    ...list,
    companies: list.companies.filter((company) => !companies.some((gone) => sameCompany(gone, company))),
  }))

export const isWatched = (data: SavedData, company: WatchedCompany): boolean =>
  activeList(data)?.companies.some((item) => sameCompany(item, company)) ?? false

/**
 * Watch / stop watching a company in the active list; the first Watch creates "My watchlist". Returns the new
 * data and the sentence a screen reader announces.
 */
export function toggleWatched(data: SavedData, company: WatchedCompany): [SavedData, string] {
  const list = activeList(data)
  if (list === undefined) {
    const [created] = createWatchlist(data, 'My watchlist', [company])
    return [created, `${company.symbol} added to My watchlist`]
  }
  if (list.companies.some((item) => sameCompany(item, company)))
    return [removeCompanies(data, list.id, [company]), `${company.symbol} removed from ${list.name}`]
  return [
    updateList(data, list.id, (current) => ({ ...current, companies: [...current.companies, company] })),
    `${company.symbol} added to ${list.name}`,
  ]
}

export function saveScreen(data: SavedData, screen: Omit<SavedScreen, 'id'>): [SavedData, SavedScreen] {
  const saved: SavedScreen = {
    ...screen,
    id: newId(),
    name: uniqueName(
      screen.name,
      data.screens.map((item) => item.name),
    ),
  }
  return [{ ...data, screens: [...data.screens, saved] }, saved]
}

export const renameScreen = (data: SavedData, id: string, name: string): SavedData => ({
  ...data,
  screens: data.screens.map((screen) =>
    screen.id === id
      ? {
          ...screen,
          name: uniqueName(
            name,
            data.screens.filter((o) => o.id !== id).map((o) => o.name),
          ),
        }
      : screen,
  ),
})

export const deleteScreen = (data: SavedData, id: string): SavedData => ({
  ...data,
  screens: data.screens.filter((screen) => screen.id !== id),
})

export interface MergeReport {
  added: number
  /** identical to one already kept: not added twice */
  skipped: number
  /** `Banks` → `Banks (2)`: a different item with a name already in use */
  renamed: { from: string; to: string }[]
}

const sameList = (a: Watchlist, b: Watchlist) =>
  a.name === b.name &&
  a.companies.length === b.companies.length &&
  a.companies.every((company, i) => {
    const other = b.companies[i]
    return other !== undefined && sameCompany(company, other)
  })
const sameScreen = (a: SavedScreen, b: SavedScreen) => a.name === b.name && a.query === b.query

/** Adds one kind of item: identical ones are skipped, name collisions renamed, every added item gets a new id. */
function mergeItems<Item extends { id: string; name: string }>(
  kept: readonly Item[],
  incoming: readonly Item[],
  same: (a: Item, b: Item) => boolean,
  report: MergeReport,
): Item[] {
  const result = [...kept]
  for (const item of incoming) {
    if (result.some((other) => same(other, item))) {
      report.skipped += 1
      continue
    }
    const name = uniqueName(
      item.name,
      result.map((other) => other.name),
    )
    if (name !== item.name) report.renamed.push({ from: item.name, to: name })
    result.push({ ...item, id: newId(), name })
    report.added += 1
  }
  return result
}

/** An import merged into what is kept: nothing kept is changed or lost. */
export function mergeSaved(kept: SavedData, incoming: SavedData): [SavedData, MergeReport] {
  const report: MergeReport = { added: 0, skipped: 0, renamed: [] }
  const watchlists = mergeItems(kept.watchlists, incoming.watchlists, sameList, report)
  const screens = mergeItems(kept.screens, incoming.screens, sameScreen, report)
  return [{ ...kept, watchlists, screens }, report]
}
