import BetterSqlite3, { type Database, type Statement } from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { entryBytes, type CacheEntry } from './entry'

/** The gateway's own file in DATA_DIR, apart from the demo database (which is read-only and rebuilt by version). */
export const GATEWAY_DB_FILE = 'gateway-cache.db'

/** What one UTC day looks like to this server: credits spent and saved, and how its cache answered. */
export interface DayCounts {
  spent: number
  saved: number
  hits: number
  misses: number
  stale: number
}

export type DayField = keyof DayCounts

interface AnswerRow {
  status: number
  headers: string
  body: Buffer
  stored_at: number
  expires_at: number
  cost: number
  used_at: number
}

/** A hit refreshes an entry's place in the eviction order at most this often: a write per hit would be wasted. */
const TOUCH_EVERY_MS = 60_000

/**
 * The gateway's state on this machine, in SQLite: cached answers with their original times (bounded in bytes,
 * least recently used first out) and each day's counts, the credits spent among them. With `file` null it lives in
 * memory (tests, and servers without a data directory); otherwise it survives restarts.
 */
export class LocalStore {
  private readonly db: Database
  private used: number
  private readonly statements: {
    get: Statement<[string], AnswerRow>
    put: Statement<[string, number, string, Buffer, number, number, number, number, number]>
    touch: Statement<[number, string]>
    remove: Statement<[string]>
    oldest: Statement<[], { key: string }>
    sizeOf: Statement<[string], { bytes: number }>
    day: Statement<[string], DayCounts>
    add: Record<DayField, Statement<[string, number, number]>>
  }

  constructor(
    readonly file: string | null,
    readonly maxBytes: number,
  ) {
    if (file !== null) mkdirSync(path.dirname(file), { recursive: true })
    this.db = new BetterSqlite3(file ?? ':memory:')
    this.db.pragma('journal_mode = WAL')
    // a lost last write costs one credit at worst: not worth an fsync per answer
    this.db.pragma('synchronous = NORMAL')
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, status INTEGER NOT NULL, headers TEXT NOT NULL,
        body BLOB NOT NULL, stored_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, cost INTEGER NOT NULL,
        bytes INTEGER NOT NULL, used_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS answers_by_use ON answers (used_at);
      CREATE TABLE IF NOT EXISTS days (day TEXT PRIMARY KEY, spent INTEGER NOT NULL DEFAULT 0,
        saved INTEGER NOT NULL DEFAULT 0, hits INTEGER NOT NULL DEFAULT 0, misses INTEGER NOT NULL DEFAULT 0,
        stale INTEGER NOT NULL DEFAULT 0);`)
    this.statements = {
      get: this.db.prepare(
        'SELECT status, headers, body, stored_at, expires_at, cost, used_at FROM answers WHERE key = ?',
      ),
      put: this.db.prepare('INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      touch: this.db.prepare('UPDATE answers SET used_at = ? WHERE key = ?'),
      remove: this.db.prepare('DELETE FROM answers WHERE key = ?'),
      oldest: this.db.prepare('SELECT key FROM answers ORDER BY used_at LIMIT 1'),
      sizeOf: this.db.prepare('SELECT bytes FROM answers WHERE key = ?'),
      day: this.db.prepare('SELECT spent, saved, hits, misses, stale FROM days WHERE day = ?'),
      add: {
        spent: this.adder('spent'),
        saved: this.adder('saved'),
        hits: this.adder('hits'),
        misses: this.adder('misses'),
        stale: this.adder('stale'),
      },
    }
    this.used =
      this.db.prepare<[], { total: number | null }>('SELECT sum(bytes) AS total FROM answers').get()?.total ?? 0
    this.evict(0)
  }

  get bytes(): number {
    return this.used
  }

  get size(): number {
    return this.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM answers').get()?.n ?? 0
  }

  get(key: string, now: number): CacheEntry | undefined {
    const row = this.statements.get.get(key)
    if (row === undefined) return undefined
    if (now - row.used_at > TOUCH_EVERY_MS) this.statements.touch.run(now, key)
    const headers = JSON.parse(row.headers) as Record<string, string>
    const answer = { status: row.status, headers, body: new Uint8Array(row.body) }
    return { answer, storedAt: row.stored_at, expiresAt: row.expires_at, cost: row.cost }
  }

  set(key: string, entry: CacheEntry, now: number): void {
    const bytes = entryBytes(key, entry)
    this.delete(key)
    if (bytes > this.maxBytes) return // larger than the whole cache: not worth evicting everything for
    this.evict(bytes)
    const { answer } = entry
    const body = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength)
    const headers = JSON.stringify(answer.headers)
    this.statements.put.run(key, answer.status, headers, body, entry.storedAt, entry.expiresAt, entry.cost, bytes, now)
    this.used += bytes
  }

  /** Today's counts (zero for a day not yet seen). */
  day(day: string): DayCounts {
    return this.statements.day.get(day) ?? { spent: 0, saved: 0, hits: 0, misses: 0, stale: 0 }
  }

  add(day: string, field: DayField, amount: number): void {
    if (amount !== 0) this.statements.add[field].run(day, amount, amount)
  }

  close(): void {
    this.db.close()
  }

  /** `field` is one of DayField's five names, never text from a request. */
  private adder(field: DayField): Statement<[string, number, number]> {
    return this.db.prepare(
      `INSERT INTO days (day, ${field}) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET ${field} = ${field} + ?`,
    )
  }

  /** Drops the least recently used entries until `incoming` more bytes fit. */
  private evict(incoming: number): void {
    while (this.used + incoming > this.maxBytes) {
      const oldest = this.statements.oldest.get()
      if (oldest === undefined) break
      this.delete(oldest.key)
    }
  }

  private delete(key: string): void {
    const row = this.statements.sizeOf.get(key)
    if (row === undefined) return
    this.statements.remove.run(key)
    this.used -= row.bytes
  }
}
