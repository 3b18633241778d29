import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { IDX_TOTAL_EARLIEST, isIndexCode } from '../../shared/api/market-indices'
import { MarketSeriesStore } from '../daily/market-series-store'
import { readDailyWindow } from '../daily/window'
import { endpointProblem } from '../http/problems'

const INVALID_INDEX = 'Please provide a valid index code.'

/** `2021-01-01` → "January 1, 2021", as the real service words the earliest day. */
const spelledDate = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })

const TOTAL_EARLIEST = {
  date: IDX_TOTAL_EARLIEST,
  refusal: `Starting date must not be earlier than ${spelledDate(IDX_TOTAL_EARLIEST)}.`,
}

/**
 * `/v2/index-daily/{index_code}/` (an index's daily level) and `/v2/idx-total/` (the IDX market's capitalisation per
 * day): bare arrays over a window read as the daily endpoints read theirs. The index code is checked before the dates.
 */
export function marketIndexRoutes(db: Database, asOf: string): Hono {
  const store = new MarketSeriesStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/index-daily/:index_code', (c) => {
    const code = c.req.param('index_code').trim().toLowerCase()
    if (!isIndexCode(code)) throw endpointProblem(400, INVALID_INDEX)
    return c.json(store.index(code.toUpperCase(), readDailyWindow(c.req.url, asOf)))
  })
  app.get('/v2/index-daily', () => {
    throw endpointProblem(400, INVALID_INDEX)
  })

  app.get('/v2/idx-total', (c) => c.json(store.idxTotal(readDailyWindow(c.req.url, asOf, TOTAL_EARLIEST))))

  return app
}
