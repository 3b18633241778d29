import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { DailyStore } from '../daily/daily-store'
import { readDailyWindow } from '../daily/window'
import { endpointProblem } from '../http/problems'
import { idxSymbol } from '../../shared/ticker'
import { tickerParam } from './ticker-param'

/**
 * `/v2/daily/{ticker}/?start=&end=` (IDX: close, volume, market cap) and `/v2/sgx/daily/{ticker}/` (close, volume):
 * a bare array of the trading days in the window, oldest first. The request is checked (ticker, parameters, dates)
 * before the company is looked up, so a bad request is a 400 even for an unknown ticker.
 */
export function dailyRoutes(db: Database, asOf: string): Hono {
  const store = new DailyStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/daily/:ticker', (c) => {
    const ticker = tickerParam('idx', c.req.param('ticker'))
    const rows = store.idx(idxSymbol(ticker), readDailyWindow(c.req.url, asOf))
    if (rows === undefined) throw endpointProblem(404, `Given stock symbol '${ticker}' does not exist.`)
    return c.json(rows)
  })

  app.get('/v2/sgx/daily/:ticker', (c) => {
    const ticker = tickerParam('sgx', c.req.param('ticker'))
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
