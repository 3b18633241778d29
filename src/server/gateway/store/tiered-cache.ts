import { randomUUID } from 'node:crypto'
import { parseEntry, serialiseEntry, type CacheEntry } from './entry'
import type { LocalStore } from './local-store'
import { KEY_PREFIX, type RedisLink } from './redis-link'

/** Expired answers stay in Redis this long: they are what a server answers with (stale) when the upstream fails. */
const KEEP_EXPIRED_MS = 24 * 3_600_000
/** How often a server waiting for another server's call looks for its answer. */
const POLL_MS = 15

const entryKey = (key: string) => `${KEY_PREFIX}answer:${key}`
const lockKey = (key: string) => `${KEY_PREFIX}calling:${key}`

/** Deletes the lock only if it is still ours (it may have expired and been taken by another server meanwhile). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms)
  })

/** What coalescing across servers gave: our own call's result, or the entry another server's call stored. */
export type Coalesced<T> = { kind: 'called'; result: T } | { kind: 'shared'; entry: CacheEntry }

/**
 * The gateway's cache: this machine's store (SQLite, surviving restarts) in front of the team's (Redis, when
 * configured). A read takes the local entry while it is fresh, else the shared one (copied here: the next read is
 * local); a write goes to both. Entries keep the time the upstream answered, so their age is the same everywhere.
 */
export class TieredCache {
  constructor(
    readonly local: LocalStore,
    private readonly shared: RedisLink | null,
    private readonly now: () => number,
    /** an upstream call's longest time: how long a server may hold the call for a key, and others wait for it */
    private readonly callMs: number,
  ) {}

  async get(key: string): Promise<CacheEntry | undefined> {
    const now = this.now()
    const local = this.local.get(key, now)
    if ((local !== undefined && local.expiresAt > now) || this.shared === null) return local
    const shared = await this.readShared(this.shared, key)
    if (shared === undefined || (local !== undefined && shared.storedAt <= local.storedAt)) return local
    this.local.set(key, shared, now)
    return shared
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    const now = this.now()
    this.local.set(key, entry, now)
    const keepMs = Math.max(1, entry.expiresAt - now) + KEEP_EXPIRED_MS
    await this.shared?.attempt(
      (redis) => redis.set(entryKey(key), serialiseEntry(entry), 'PX', keepMs),
      () => null,
    )
  }

  /**
   * One upstream call for `key` across all servers: the first server to ask takes the call (a lock in Redis that
   * expires with the call's timeout); the others wait for the answer it stores, and call themselves only when it
   * stored none (a failure, an answer not kept) or the lock expired. Without Redis, `call` runs at once.
   */
  async coalesce<T>(key: string, call: () => Promise<T>): Promise<Coalesced<T>> {
    const link = this.shared
    if (link === null || !link.up) return { kind: 'called', result: await call() }
    const token = randomUUID()
    const deadline = this.now() + this.callMs + 1_000
    for (;;) {
      const taken = await link.attempt(
        (redis) => redis.set(lockKey(key), token, 'PX', this.callMs + 1_000, 'NX'),
        () => 'OK' as const,
      )
      if (taken === 'OK') {
        try {
          return { kind: 'called', result: await call() }
        } finally {
          await link.attempt(
            (redis) => redis.eval(RELEASE, 1, lockKey(key), token),
            () => 0,
          )
        }
      }
      const waited = await this.waitForOther(link, key, deadline)
      if (waited !== undefined) return { kind: 'shared', entry: waited }
      if (this.now() > deadline) return { kind: 'called', result: await call() }
    }
  }

  /** The answer another server's call stored, or undefined once its lock is gone without one (or Redis fails). */
  private async waitForOther(link: RedisLink, key: string, deadline: number): Promise<CacheEntry | undefined> {
    while (this.now() <= deadline) {
      await sleep(POLL_MS)
      const [value, lock] = await link.attempt(
        (redis) => redis.mget(entryKey(key), lockKey(key)),
        () => [null, null],
      )
      const entry = parseEntry(value ?? null)
      if (entry !== undefined && entry.expiresAt > this.now()) {
        this.local.set(key, entry, this.now())
        return entry
      }
      if (lock === null || lock === undefined) return undefined
    }
    return undefined
  }

  private async readShared(link: RedisLink, key: string): Promise<CacheEntry | undefined> {
    const value = await link.attempt(
      (redis) => redis.get(entryKey(key)),
      () => null,
    )
    return parseEntry(value)
  }
}
