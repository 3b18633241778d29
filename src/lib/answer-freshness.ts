/**
 * Whether the last answers came from an expired cache entry (live mode: the gateway answers from what it holds
 * when the data service fails, with `X-Cache: stale` and `Age`). The dashboard says so quietly; a fresh answer
 * clears it. A tiny external store for `useSyncExternalStore`.
 */
export interface StaleAnswer {
  /** how old the answer is, in seconds */
  readonly ageSeconds: number
  /** why the gateway answered from its cache (its `X-Cache-Stale-Reason`) */
  readonly reason: string | null
}

let current: StaleAnswer | null = null
const listeners = new Set<() => void>()

/** Called by apiGet with every successful answer's headers. */
export function noteFreshness(headers: Headers): void {
  const stale = headers.get('x-cache') === 'stale'
  if (!stale && current === null) return
  current = stale ? { ageSeconds: Number(headers.get('age') ?? 0), reason: headers.get('x-cache-stale-reason') } : null
  for (const listener of listeners) listener()
}

export function subscribeFreshness(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const staleAnswer = (): StaleAnswer | null => current
