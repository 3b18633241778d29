import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { jsonNotFound, onError } from './http/on-error'
import { readLatestFiscalYear } from './db/facts'
import { endpointProblem } from './http/problems'
import type { LogLine } from './http/request-log'
import type { Translator } from './nl/types'
import type { QueryBudget } from './screener/run'
import { auctionRoutes } from './routes/auctions'
import { companiesV1Routes } from './routes/companies-v1'
import { dailyRoutes } from './routes/daily'
import { helperListRoutes } from './routes/helper-lists'
import { marketIndexRoutes } from './routes/market-indices'
import { quarterlyFinancialRoutes } from './routes/quarterly-financials'
import { marketRoutes } from './routes/market'
import { rankingRoutes } from './routes/rankings'
import { reportRoutes } from './routes/reports'
import { screenerRoutes } from './routes/screener'

export interface ApiDependencies {
  db: Database
  /** the demo market's "today" */
  asOf: string
  translate: Translator
  logError: LogLine
  /** how long one screener statement may run; none when absent */
  queryBudget?: QueryBudget | undefined
}

/**
 * The embedded market-data service: every `/v1` and `/v2` endpoint, answering from the database. It knows nothing
 * of keys or of the browser; `app.ts` puts authentication in front of it and lends it to the dashboard's `/api`.
 * Paths match with or without their trailing slash.
 */
export function createApiApp({ db, asOf, translate, logError, queryBudget }: ApiDependencies): Hono {
  // the data's facts, read from the data: "today" comes with the market, the latest fiscal year from its rows
  const facts = { asOf, latestFiscalYear: readLatestFiscalYear(db) }
  const api = new Hono({ strict: false })
  api.route('/', screenerRoutes(db, translate, facts.latestFiscalYear, queryBudget))
  api.route('/', auctionRoutes(db))
  api.route('/', companiesV1Routes(db, facts.latestFiscalYear))
  api.route('/', reportRoutes(db, facts))
  api.route('/', dailyRoutes(db, asOf))
  api.route('/', marketIndexRoutes(db, asOf))
  api.route('/', quarterlyFinancialRoutes(db))
  api.route('/', helperListRoutes())
  api.route('/', rankingRoutes(db, facts))
  api.route('/', marketRoutes(db))
  // The service is read-only: any other method on an API path is refused, not mistaken for a missing page.
  api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c) => {
    throw endpointProblem(405, `Method "${c.req.method}" not allowed.`)
  })
  api.notFound(jsonNotFound)
  api.onError(onError(logError))
  return api
}
