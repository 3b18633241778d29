import { z } from 'zod/mini'
import type { BufferedAnswer } from '../answer'

/** One cached answer, with the times that make its age and lifetime survive a restart or a trip through Redis. */
export interface CacheEntry {
  readonly answer: BufferedAnswer
  /** ms since the epoch: when the upstream answered (the `Age` counts from here, on every server) */
  readonly storedAt: number
  readonly expiresAt: number
  /** the credits this answer was billed: what each hit saves */
  readonly cost: number
}

/** Room for the key, headers and bookkeeping of one entry, beside its body. */
const ENTRY_OVERHEAD = 256

export const entryBytes = (key: string, entry: CacheEntry) => entry.answer.body.byteLength + key.length + ENTRY_OVERHEAD

const storedEntry = z.object({
  v: z.literal(1),
  status: z.number().check(z.int(), z.minimum(100), z.maximum(599)),
  headers: z.record(z.string(), z.string()),
  body: z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  storedAt: z.number().check(z.int(), z.nonnegative()),
  expiresAt: z.number().check(z.int(), z.nonnegative()),
  cost: z.number().check(z.int(), z.nonnegative()),
})

/** The entry as text for a store shared with other servers. */
export function serialiseEntry(entry: CacheEntry): string {
  const { answer, storedAt, expiresAt, cost } = entry
  const body = Buffer.from(answer.body).toString('base64')
  return JSON.stringify({ v: 1, status: answer.status, headers: answer.headers, body, storedAt, expiresAt, cost })
}

/**
 * The entry back from text another process wrote: anything that is not exactly what serialiseEntry writes (a
 * corrupt value, another program's key, an older format) is undefined, never trusted.
 */
export function parseEntry(text: string | null): CacheEntry | undefined {
  if (text === null) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = storedEntry.safeParse(json)
  if (!parsed.success || parsed.data.expiresAt < parsed.data.storedAt) return undefined
  const { status, headers, body, storedAt, expiresAt, cost } = parsed.data
  const bytes = Buffer.from(body, 'base64')
  return { answer: { status, headers, body: new Uint8Array(bytes) }, storedAt, expiresAt, cost }
}
