import { describe, expect, it } from 'vitest'
import { createTestServer } from '../testing/harness'

const reference = createTestServer()
const { market } = reference
const BUDGET_MS = 2000
const EXCEEDED = {
  error: 'INVALID_WHERE_CLAUSE',
  message:
    'The query took longer than the 2000 ms budget for one query; narrow the filter or refer to fewer fiscal years.',
}

/** A condition every company meets, so that a query reads every company (and counts them all). */
const WHOLE_MARKET = encodeURIComponent('symbol is not null')

/**
 * A clock the test moves: every reading advances it by `step` ms. The screener reads it once to set a statement's
 * deadline and the statement reads it again from inside SQLite, so a step past the budget lands mid-statement.
 */
function steppingClock() {
  const clock = {
    now: 0,
    step: 0,
    reads: 0,
    read: () => {
      clock.reads += 1
      clock.now += clock.step
      return clock.now
    },
  }
  return clock
}

/** A server of its own on the reference's market, with a query budget of `ms` read off `clock`. */
const build = (ms: number, clock: () => number) => createTestServer({ market, serving: { queryBudget: { ms, clock } } })

describe('the time budget of one screener query', () => {
  it('answers a whole-market query past the budget with a 400 naming it, and the next query normally', async () => {
    const clock = steppingClock()
    const { get, errors } = build(BUDGET_MS, clock.read)

    // filtered, so that the whole market is read (an unfiltered page reads only its own rows off an index)
    clock.step = BUDGET_MS * 5
    expect(await get(`/v2/companies/?limit=5&where=${WHOLE_MARKET}`)).toEqual({ status: 400, body: EXCEEDED })
    expect(await get(`/v2/sgx/companies/?order_by=-market_cap&where=${WHOLE_MARKET}`)).toEqual({
      status: 400,
      body: EXCEEDED,
    })

    clock.step = 0
    const next = await get('/v2/companies/?limit=5')
    expect(next.status).toBe(200)
    expect(next.body).toMatchObject({ pagination: { total_count: market.summary.counts.idx_companies, showing: 5 } })
    expect(errors).toEqual([]) // a client's 400, not a fault logged as a 500
  })

  it('stops the count of a page past the end too', async () => {
    const url = `/v2/companies/?where=${WHOLE_MARKET}&limit=5&offset=`
    // how many readings a whole-market page takes (its deadline and its checks); the count comes after them
    const counting = steppingClock()
    expect((await build(BUDGET_MS, counting.read).get(`${url}0`)).status).toBe(200)
    const pageReadings = counting.reads

    let reads = 0
    const jumpsAfterPage = () => (++reads <= pageReadings ? 0 : reads * BUDGET_MS * 5)
    expect(await build(BUDGET_MS, jumpsAfterPage).get(`${url}100000`)).toEqual({ status: 400, body: EXCEEDED })
    expect(reads).toBeGreaterThan(pageReadings + 1)
  })

  it('never drops a row while time is left', async () => {
    const { get } = build(BUDGET_MS, steppingClock().read)
    for (const url of [
      '/v2/companies/?limit=200&offset=800&order_by=-market_cap',
      `/v2/companies/?where=${encodeURIComponent("revenue[2024] > earnings[2024] * 2 or sub_sector = 'banks'")}`,
      `/v2/sgx/companies/?where=${encodeURIComponent('revenue[2023] > 0')}&order_by=-revenue[2023]&limit=100`,
    ])
      expect(await get(url)).toEqual(await reference.get(url))
  })

  it('is off at 0: the same jumping clock stops nothing', async () => {
    const clock = steppingClock()
    clock.step = BUDGET_MS * 5
    const { get } = build(0, clock.read)
    expect((await get('/v2/companies/?limit=5')).status).toBe(200)
    expect(clock.reads).toBe(0)
  })
})
