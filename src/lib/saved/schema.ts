/**
 * What the browser keeps for a person (no accounts): watchlists and saved screens, in one versioned value.
 *
 * Version history, each with its migration in `migrations.ts`:
 * - 1: `{ version: 1, watchlists: [{ id, name, symbols }] }`, IDX tickers only.
 * - 2: a list holds companies of either market (`{ market, symbol }`), saved screens, and the list the Watch
 *   buttons add to.
 *
 * The readers below check a value read from storage or an imported file and return a copy holding only the fields
 * named here (anything else in the value is dropped), or null. They are written out rather than built with the
 * validation library the server uses: the store reads at start-up, so that library would be in every page's
 * JavaScript for these few objects.
 */
export const SAVED_VERSION = 2

type Market = 'idx' | 'sgx'

export interface WatchedCompany {
  market: Market
  symbol: string
}

export interface Watchlist {
  id: string
  name: string
  companies: WatchedCompany[]
  /** the table's chosen columns (ids of `COMPANY_FIGURES`); absent = the default set */
  columns?: string[]
}

export interface SavedScreen {
  id: string
  name: string
  market: Market
  /** the screener's URL query as it was on screen (no leading "?"): opening it restores exactly that view */
  query: string
}

export interface SavedData {
  version: typeof SAVED_VERSION
  watchlists: Watchlist[]
  screens: SavedScreen[]
  /** the list "Watch" adds to; absent = the first list */
  activeListId?: string
}

export const EMPTY_SAVED: SavedData = { version: SAVED_VERSION, watchlists: [], screens: [] }

/** Version 1, kept to read values written by it. */
export interface SavedDataV1 {
  version: 1
  watchlists: { id: string; name: string; symbols: string[] }[]
}

type Fields = Partial<Record<string, unknown>>
type Read<T> = (value: unknown) => T | null

const fields = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null

const string =
  (check: (text: string) => boolean = () => true): Read<string> =>
  (value) =>
    typeof value === 'string' && check(value) ? value : null

/** A name or id: 1 to 200 characters. */
const text = string((value) => value.length >= 1 && value.length <= 200)
const market: Read<Market> = (value) => (value === 'idx' || value === 'sgx' ? value : null)

/** Every item read, or null when one cannot be. */
const arrayOf =
  <T>(item: Read<T>): Read<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return null
    const items: T[] = []
    for (const entry of value) {
      const read = item(entry)
      if (read === null) return null
      items.push(read)
    }
    return items
  }

/** An object with these fields, each read by its reader (an optional one may be absent); null when one fails. */
function object<T extends object>(
  readers: { [K in keyof T]-?: Read<Exclude<T[K], undefined>> },
  optional: readonly (keyof T)[] = [],
): Read<T> {
  return (value) => {
    const given = fields(value)
    if (given === null) return null
    const read: Partial<Record<keyof T, unknown>> = {}
    for (const key of Object.keys(readers) as (keyof T & string)[]) {
      if (given[key] === undefined && optional.includes(key)) continue
      const field = readers[key](given[key])
      if (field === null) return null
      read[key] = field
    }
    return read as T
  }
}

const literal =
  <const V extends number>(expected: V): Read<V> =>
  (value) =>
    value === expected ? expected : null

const watchedCompany = object<WatchedCompany>({ market, symbol: string((value) => /^[A-Z0-9]{3,4}$/.test(value)) })

const watchlist = object<Watchlist>(
  { id: text, name: text, companies: arrayOf(watchedCompany), columns: arrayOf(string()) },
  ['columns'],
)

const savedScreen = object<SavedScreen>({
  id: text,
  name: text,
  market,
  query: string((value) => value.length <= 10_000),
})

/** The current version, or null. */
export const readSavedData: Read<SavedData> = object<SavedData>(
  {
    version: literal(SAVED_VERSION),
    watchlists: arrayOf(watchlist),
    screens: arrayOf(savedScreen),
    activeListId: text,
  },
  ['activeListId'],
)

/** Version 1, or null. */
export const readSavedDataV1: Read<SavedDataV1> = object<SavedDataV1>({
  version: literal(1),
  watchlists: arrayOf(object({ id: text, name: text, symbols: arrayOf(string()) })),
})
