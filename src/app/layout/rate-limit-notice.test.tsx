import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SubsectorsResponse } from '../../shared/api/helper-lists'
import { apiGet } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { json, liveApiFetch, startFaultyUpstream, type FaultyUpstream } from '../../test/live-api'
import { RateLimitNotice } from './rate-limit-notice'

/**
 * Live mode, a rate limit: the upstream answers 429 with `Retry-After: 2`, then the list. The dashboard says when
 * it will ask again, waits that long, asks again, and shows the answer.
 */
let upstream: FaultyUpstream

beforeAll(async () => {
  upstream = await startFaultyUpstream()
  vi.unstubAllGlobals()
  vi.stubGlobal('fetch', liveApiFetch(upstream.url, 'upstream-key-notice', globalThis.fetch))
})

afterAll(async () => {
  await upstream.close()
})

function Subsectors() {
  const { data, error } = useQuery({
    queryKey: ['subsectors'],
    queryFn: ({ signal }) => apiGet<SubsectorsResponse>('/v2/subsectors/', signal),
  })
  if (error !== null) return <p role="alert">{error.message}</p>
  return <p>{data === undefined ? 'Loading…' : `${String(data.length)} sub-sectors`}</p>
}

describe('a rate limit in live mode', () => {
  it('says when it will try again, waits, and does', async () => {
    let calls = 0
    upstream.script = () => {
      calls += 1
      return calls === 1
        ? json(429, { error: 'RATE_LIMIT_EXCEEDED', message: 'Rate limit exceeded.' }, { 'retry-after': '2' })
        : json(200, [{ sector: 'financials', subsector: 'banks' }])
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RateLimitNotice />
        <Subsectors />
      </QueryClientProvider>,
    )
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toMatch(/^The data service asked us to slow down: trying again at .+ \(in [12] s\)\.$/)
    expect(await screen.findByText('1 sub-sectors', {}, { timeout: 4_000 })).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
    expect(calls).toBe(2)
  }, 10_000)
})
