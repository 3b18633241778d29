import { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'

/** Every key the gateway writes starts with this (the number changes if their format does). */
export const KEY_PREFIX = 'sectors-gateway:1:'

export type LinkState = 'connecting' | 'connected' | 'unreachable'

/** How often a server says it is alive, and after how long without a word it no longer counts. */
const HEARTBEAT_MS = 2_000
const SERVER_GONE_MS = 10_000

/** Marks this server alive (ARGV[2] at time ARGV[1]), forgets the silent ones (before ARGV[3]), counts the rest. */
const BEAT = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
return redis.call('ZCARD', KEYS[1])`

/** `redis://user:secret@host:6379/0` → `host:6379`: a URL may hold a password, and the log keeps what it is given. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '6379'}`
  } catch {
    return 'Redis'
  }
}

/**
 * The one connection to the shared Redis, and what the server knows of it. Commands never wait for a connection:
 * while Redis is unreachable they fail at once (no offline queue, no retries per command, a short command timeout),
 * each caller falls back to what this server can do alone, and the client reconnects in the background. The log
 * says once that Redis was lost and once that it is back; on the way back the `onRejoin` hooks run (the credit
 * ledger hands over what it counted alone).
 */
export class RedisLink {
  readonly client: Redis
  readonly serverId = randomUUID()
  state: LinkState = 'connecting'
  lastError: string | null = null
  /** servers that said they were alive in the last few seconds (this one included), as last seen */
  servers = 1
  private readonly rejoinHooks: (() => Promise<void>)[] = []
  private readonly heartbeat: NodeJS.Timeout
  private readonly address: string

  constructor(
    url: string,
    private readonly log: (line: string) => void,
    // long enough for a loaded machine; a Redis that is gone fails at once (its connection closes)
    private readonly commandTimeoutMs = 1_000,
  ) {
    this.address = redisAddress(url)
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: this.commandTimeoutMs,
      connectTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(100 * attempt, 1_000),
    })
    this.client.on('ready', () => {
      void this.joined()
    })
    this.client.on('error', (error: Error) => {
      this.lost(error)
    })
    this.client.on('close', () => {
      this.lost(new Error('connection closed'))
    })
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS)
    this.heartbeat.unref()
  }

  get up(): boolean {
    return this.state === 'connected'
  }

  onRejoin(hook: () => Promise<void>): void {
    this.rejoinHooks.push(hook)
  }

  /** `op` against Redis, or `fallback` when Redis is unreachable or fails (never an error because of Redis). */
  async attempt<T>(op: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.up) return fallback()
    let timer: NodeJS.Timeout | undefined
    try {
      // ioredis's own timeout does not cover every way a command can hang on a connection going down (a pipeline
      // sent as it closed): this one does, so no request ever waits on Redis for longer
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error('no answer from Redis in time'))
        }, this.commandTimeoutMs + 250)
      })
      return await Promise.race([op(this.client), late])
    } catch (error) {
      // counted as lost even when the connection stays up (a command timed out): the heartbeat rejoins then
      this.lost(asError(error))
      return await fallback()
    } finally {
      clearTimeout(timer)
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat)
    this.state = 'unreachable'
    await this.client.quit().catch(() => {
      this.client.disconnect()
    })
  }

  private lost(error: Error): void {
    this.lastError = error.message
    if (this.state === 'unreachable') return
    const before = this.state
    this.state = 'unreachable'
    if (this.client.status === 'end') return // closed on purpose
    this.log(
      before === 'connecting'
        ? `shared state: Redis at ${this.address} unreachable (${error.message}); ` +
            'answering from this server alone until it is'
        : `shared state: lost Redis at ${this.address} (${error.message}); answering from this server's cache and counting credits ` +
            'alone until it returns',
    )
  }

  private async joined(): Promise<void> {
    const returning = this.state === 'unreachable' && this.lastError !== null
    this.state = 'connected'
    await this.beat()
    for (const hook of this.rejoinHooks)
      await hook().catch((error: unknown) => {
        this.lost(asError(error))
      })
    this.log(
      returning
        ? `shared state: Redis at ${this.address} is back; rejoined`
        : `shared state: connected to Redis at ${this.address}`,
    )
  }

  private async beat(): Promise<void> {
    if (!this.up) return
    const now = Date.now()
    const key = `${KEY_PREFIX}servers`
    await this.attempt(
      async (redis) => {
        const count = Number(await redis.eval(BEAT, 1, key, now, this.serverId, now - SERVER_GONE_MS))
        if (Number.isInteger(count) && count > 0) this.servers = count
      },
      () => undefined,
    )
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))
