import { createHash } from 'node:crypto'
import type { RateCounter, RateDecision } from '../../http/rate-limit'
import { KEY_PREFIX, type RedisLink } from './redis-link'

const WINDOW_MS = 60_000

/** Counts one request in a window that starts with the first: the count and the ms the window has left. */
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {count, left}`

/**
 * A rate counter shared by every server through Redis (one-minute windows per key, like localRateCounter): a client
 * spreading its requests over several servers gets the limit once, not once per server. While Redis is
 * unreachable, `fallback` (this server's own count) decides. `scope` keeps the per-key and per-address limits apart;
 * keys and addresses are stored as digests.
 */
export function redisRateCounter(
  link: RedisLink,
  scope: string,
  perMinute: number,
  fallback: RateCounter,
): RateCounter {
  return {
    take: (key) =>
      link.attempt(
        async (redis): Promise<RateDecision> => {
          const digest = createHash('sha256').update(key).digest('base64url')
          const reply = await redis.eval(TAKE, 1, `${KEY_PREFIX}rate:${scope}:${digest}`, WINDOW_MS)
          const [count, left] = Array.isArray(reply) ? reply.map(Number) : []
          if (count === undefined || left === undefined || !Number.isFinite(count + left))
            throw new Error('unexpected reply to the rate count')
          const allowed = count <= perMinute
          return { allowed, limit: perMinute, remaining: Math.max(0, perMinute - count), resetMs: left }
        },
        () => fallback.take(key),
      ),
  }
}
