import { describe, expect, it } from 'vitest'
import { ApiError, retryAfterSeconds } from './api-error'
import { rateLimitWait } from './query-client'

describe('a 429 and its Retry-After', () => {
  it('reads seconds or an HTTP date', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0)
    expect(retryAfterSeconds('7', now)).toBe(7)
    expect(retryAfterSeconds(new Date(now + 90_000).toUTCString(), now)).toBe(90)
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds(null, now)).toBeUndefined()
  })

  it('says when to try again when the server’s words do not, and is waited out only when short', () => {
    const limited = ApiError.from(429, { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded.' }, '5')
    expect(limited.message).toBe('Rate limit exceeded. Try again in 5 s.')
    expect(rateLimitWait(limited)).toBe(5)
    const spent = ApiError.from(429, { error: 'Credits spent; refused until 00:00 UTC.' }, '36000')
    expect(spent.message).toBe('Credits spent; refused until 00:00 UTC.')
    expect(rateLimitWait(spent)).toBeUndefined()
    expect(rateLimitWait(ApiError.from(400, { error: 'Bad.' }, '5'))).toBeUndefined()
  })
})
