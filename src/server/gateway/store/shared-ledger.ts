import { utcDay, type CreditLedger, type LocalLedger, type Reservation } from '../credits'
import { KEY_PREFIX, type RedisLink } from './redis-link'

const creditsKey = (day: string) => `${KEY_PREFIX}credits:${day}`
const ownSpendKey = (day: string) => `${KEY_PREFIX}credits-by-server:${day}`
/** A day's counter outlives the day by one, for a server whose clock is a little behind. */
const KEEP_MS = 2 * 86_400_000

/**
 * Takes ARGV[1] credits unless that passes the ceiling ARGV[2] (negative: none), in one step that no other server
 * can come between: the total after, or -1 when refused.
 */
const RESERVE = `
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
if limit >= 0 and spent + cost > limit then return -1 end
local total = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return total`

/** Adds ARGV[1] (negative: gives back) to the day's counter. */
const ADD = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return total`

/**
 * A server joining hands over what it spent alone (ARGV[2]) on top of the larger of the counter and the total it last
 * saw (ARGV[1]), and records what it billed itself today (ARGV[5], under its ledger's name ARGV[4]); the counter is at least the
 * sum of what every server says it billed. A Redis that restarted empty forgets the team's spending; the servers do
 * not, and the one that last saw the counter may not have seen the others' latest calls: their own figures have.
 */
const REJOIN = `
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
local total = math.max(spent, tonumber(ARGV[1])) + tonumber(ARGV[2])
redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
local billed = 0
for _, value in ipairs(redis.call('HVALS', KEYS[2])) do billed = billed + tonumber(value) end
total = math.max(total, billed)
redis.call('SET', KEYS[1], total, 'PX', ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return total`

/**
 * The team's ledger in Redis: every server reserves from one counter per UTC day, atomically, so concurrent calls
 * on any number of servers never spend past the ceiling. While Redis is unreachable each server counts alone, and
 * keeps within its share of what was left when it last saw the counter (what was left divided among the servers
 * alive then), so that the team as a whole still stays within the ceiling; when Redis returns it adds what it spent
 * meanwhile to the counter.
 */
export class SharedLedger implements CreditLedger {
  /** the team's total as last seen, and its day */
  private lastSeen = { day: '', total: 0 }
  /** spent alone while Redis was unreachable, not yet handed over */
  private alone = 0
  private aloneReserved = 0

  constructor(
    private readonly link: RedisLink,
    private readonly local: LocalLedger,
    readonly dailyLimit: number | null,
    private readonly now: () => number = Date.now,
  ) {
    link.onRejoin(() => this.handOver())
  }

  async reserve(cost: number): Promise<Reservation | null> {
    const day = utcDay(this.now())
    const total = await this.link.attempt(
      async (redis) => Number(await redis.eval(RESERVE, 1, creditsKey(day), cost, this.dailyLimit ?? -1, KEEP_MS)),
      () => null,
    )
    if (total === null) return this.reserveAlone(cost, day)
    if (total < 0) return null
    this.lastSeen = { day, total }
    return { cost, day, where: 'shared' }
  }

  async settle(reservation: Reservation, billed: number): Promise<void> {
    this.local.record(billed)
    if (reservation.where === 'local') {
      this.aloneReserved -= reservation.cost
      if (!(await this.addShared(reservation.day, billed))) this.alone += billed
      return
    }
    const correction = billed - reservation.cost
    if (correction !== 0 && !(await this.addShared(reservation.day, correction))) this.alone += correction
  }

  async today(): Promise<{ day: string; spent: number }> {
    const day = utcDay(this.now())
    const total = await this.link.attempt(
      async (redis) => Number((await redis.get(creditsKey(day))) ?? 0),
      () => null,
    )
    if (total === null || !Number.isFinite(total)) return { day, spent: this.seenToday(day) + this.alone }
    this.lastSeen = { day, total }
    return { day, spent: total }
  }

  /** Redis unreachable: this server's share of what was left, counted here. */
  private reserveAlone(cost: number, day: string): Reservation | null {
    if (this.dailyLimit !== null) {
      const left = Math.max(0, this.dailyLimit - this.seenToday(day))
      const share = Math.floor(left / Math.max(1, this.link.servers))
      if (this.alone + this.aloneReserved + cost > share) return null
    }
    this.aloneReserved += cost
    return { cost, day, where: 'local' }
  }

  private seenToday(day: string): number {
    // never seen today (Redis unreachable since the start): at least what this server spent itself
    return this.lastSeen.day === day ? this.lastSeen.total : this.local.spentOn(day)
  }

  private async addShared(day: string, credits: number): Promise<boolean> {
    return this.link.attempt(
      async (redis) => {
        await redis.eval(ADD, 1, creditsKey(day), credits, KEEP_MS)
        return true
      },
      () => false,
    )
  }

  private async handOver(): Promise<void> {
    const day = utcDay(this.now())
    const handed = this.alone
    const keys = [creditsKey(day), ownSpendKey(day)]
    const own = this.local.spentOn(day)
    const total = Number(
      await this.link.client.eval(REJOIN, 2, ...keys, this.seenToday(day), handed, KEEP_MS, this.local.spender, own),
    )
    this.alone -= handed
    this.lastSeen = { day, total }
  }
}
