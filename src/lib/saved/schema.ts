import { z } from 'zod/mini'

/**
 * What the browser keeps for a person (no accounts): watchlists and saved screens, in one versioned value.
 *
 * Version history, each with its migration in `migrations.ts`:
 * - 1: `{ version: 1, watchlists: [{ id, name, symbols }] }`, IDX tickers only.
 * - 2: a list holds companies of either market (`{ market, symbol }`), saved screens, and the list the Watch
 *   buttons add to.
 */
export const SAVED_VERSION = 2

const market = z.enum(['idx', 'sgx'])
const text = z.string().check(z.minLength(1), z.maxLength(200))

export const watchedCompany = z.object({ market, symbol: z.string().check(z.regex(/^[A-Z0-9]{3,4}$/)) })
export type WatchedCompany = z.infer<typeof watchedCompany>

export const watchlist = z.object({
  id: text,
  name: text,
  companies: z.array(watchedCompany),
  /** the table's chosen columns (ids of `COMPANY_FIGURES`); absent = the default set */
  columns: z.optional(z.array(z.string())),
})
export type Watchlist = z.infer<typeof watchlist>

export const savedScreen = z.object({
  id: text,
  name: text,
  market,
  /** the screener's URL query as it was on screen (no leading "?"): opening it restores exactly that view */
  query: z.string().check(z.maxLength(10_000)),
})
export type SavedScreen = z.infer<typeof savedScreen>

export const savedData = z.object({
  version: z.literal(SAVED_VERSION),
  watchlists: z.array(watchlist),
  screens: z.array(savedScreen),
  /** the list "Watch" adds to; absent = the first list */
  activeListId: z.optional(text),
})
export type SavedData = z.infer<typeof savedData>

export const EMPTY_SAVED: SavedData = { version: SAVED_VERSION, watchlists: [], screens: [] }

/** Version 1, kept to read values written by it. */
export const savedDataV1 = z.object({
  version: z.literal(1),
  watchlists: z.array(z.object({ id: text, name: text, symbols: z.array(z.string()) })),
})
export type SavedDataV1 = z.infer<typeof savedDataV1>
