import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SubsectorsResponse } from '../../shared/api/helper-lists'
import { apiGet } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { json, liveApiFetch, startFaultyUpstream, type FaultyUpstream } from '../../test/live-api'
import { StaleNotice } from './stale-notice'

/**
 * Live mode, the data service failing: the gateway answers from its expired entry (`X-Cache: stale`) and the
 * dashboard says so quietly, with the answer's age; a fresh answer clears the notice.
 */
let upstream: FaultyUpstream
let clock = Date.UTC(2026, 10, 24, 9, 0, 0)

beforeAll(async () => {
  upstream = await startFaultyUpstream()
  vi.unstubAllGlobals()
  vi.stubGlobal(
    'fetch',
    liveApiFetch(upstream.url, 'upstream-key-stale', globalThis.fetch, () => clock),
  )
})

afterAll(async () => {
  await upstream.close()
})

function Subsectors() {
  const { data } = useQuery({
    queryKey: ['subsectors'],
    queryFn: ({ signal }) => apiGet<SubsectorsResponse>('/v2/subsectors/', signal),
  })
  return <p>{data === undefined ? 'Loading…' : `${String(data.length)} sub-sectors`}</p>
}

describe('stale answers in live mode', () => {
  it('says the figures are the last answer the server kept, and how old, until a fresh one arrives', async () => {
    upstream.script = () => json(200, [{ sector: 'financials', subsector: 'banks' }])
    const client = createQueryClient()
    render(
      <QueryClientProvider client={client}>
        <StaleNotice />
        <Subsectors />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('1 sub-sectors')).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()

    clock += 25 * 3_600_000 // past the helper list's 24 hours
    upstream.script = () => json(500, { detail: 'down', code: 'service_unavailable' })
    await client.refetchQueries()
    expect((await screen.findByRole('status')).textContent).toBe(
      'The data service is not answering (upstream error): showing the last answer the server kept, 25 h old.',
    )
    expect(screen.getByText('1 sub-sectors')).toBeVisible()

    upstream.script = () => json(200, [{ sector: 'financials', subsector: 'banks' }])
    await client.refetchQueries()
    await vi.waitFor(() => {
      expect(screen.queryByRole('status')).toBeNull()
    })
  })
})
