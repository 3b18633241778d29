import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { DailyStore } from '../daily/daily-store'
import { readDailyWindow } from '../daily/window'
import { endpointProblem } from '../http/problems'

// TODO(shared ticker grammar): use `parseTicker` from `shared/ticker.ts` once the dashboard's foundation adds it.
/** IDX: four letters, optionally with ".JK" in any case (`BBCA`, `bbca.jk`). */
const IDX_TICKER = /^([A-Za-z]{4})(\.jk)?$/i
/** SGX: three letters or digits, optionally with ".SI" (`D05`, `d05.si`). */
const SGX_TICKER = /^([A-Za-z0-9]{3})(\.si)?$/i

function tickerOf(pattern: RegExp, text: string): string {
  const code = pattern.exec(text)?.[1]
  if (code === undefined) throw endpointProblem(400, 'Please provide a valid stock symbol.')
  return code.toUpperCase()
}

/**
 * `/v2/daily/{ticker}/?start=&end=` (IDX: close, volume, market cap) and `/v2/sgx/daily/{ticker}/` (close, volume):
 * a bare array of the trading days in the window, oldest first. The request is checked (ticker, parameters, dates)
 * before the company is looked up, so a bad request is a 400 even for an unknown ticker.
 */
export function dailyRoutes(db: Database, asOf: string): Hono {
  const store = new DailyStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/daily/:ticker', (c) => {
    const ticker = tickerOf(IDX_TICKER, c.req.param('ticker'))
    const rows = store.idx(`${ticker}.JK`, readDailyWindow(c.req.url, asOf))
    if (rows === undefined) throw endpointProblem(404, `Given stock symbol '${ticker}' does not exist.`)
    return c.json(rows)
  })

  app.get('/v2/sgx/daily/:ticker', (c) => {
    const ticker = tickerOf(SGX_TICKER, c.req.param('ticker'))
    const rows = store.sgx(ticker, readDailyWindow(c.req.url, asOf))
    if (rows === undefined) throw endpointProblem(404, `Given SGX symbol '${ticker}' does not exist.`)
    return c.json(rows)
  })

  // A daily path without a ticker: a bad request, as for the reports.
  for (const path of ['/v2/daily', '/v2/sgx/daily'])
    app.get(path, () => {
      throw endpointProblem(400, 'Please provide a valid stock symbol.')
    })

  return app
}
