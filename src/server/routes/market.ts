import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { FREE_FLOAT_FILTERS } from '../../shared/api/free-float'
import { SUBSECTOR_REPORT_PARAMETERS, SUBSECTOR_REPORT_SECTIONS } from '../../shared/api/subsector-report'
import { idxSymbol } from '../../shared/ticker'
import { DailyStore } from '../daily/daily-store'
import { endpointProblem } from '../http/problems'
import { readParameters, sentenceRefusal } from '../http/query'
import { FreeFloatStore } from '../market/free-float-store'
import { listingPerformance } from '../market/listing-performance'
import { SubsectorReports } from '../market/subsector-report'
import { parseSections } from './reports'
import { tickerParam } from './ticker-param'

const rulesFor = (allowed: readonly string[]) => ({ allowed, refuse: sentenceRefusal(allowed) })

/** `/v2/subsector/report/{sub_sector}/`, `/v2/free-float/` and `/v2/listing-performance/{symbol}/`. */
export function marketRoutes(db: Database): Hono {
  const reports = new SubsectorReports(db)
  const freeFloat = new FreeFloatStore(db)
  const daily = new DailyStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/subsector/report/:sub_sector', (c) => {
    const given = readParameters(c.req.url, rulesFor(SUBSECTOR_REPORT_PARAMETERS))
    const sections = parseSections(given.sections, SUBSECTOR_REPORT_SECTIONS)
    const report = reports.report(c.req.param('sub_sector').trim().toLowerCase(), sections)
    if (report === undefined) throw endpointProblem(404, 'Requested sub_sector does not exist.')
    return c.json(report)
  })
  app.get('/v2/subsector/report', () => {
    throw endpointProblem(400, 'Please provide a sub_sector.')
  })

  app.get('/v2/free-float', (c) => {
    const given = readParameters(c.req.url, rulesFor(FREE_FLOAT_FILTERS))
    const filters = FREE_FLOAT_FILTERS.flatMap((level) => {
      const slug = given[level]?.trim().toLowerCase()
      return slug === undefined || slug === '' ? [] : [{ level, slug }]
    })
    if (filters.length > 1)
      throw endpointProblem(400, `Provide at most one of ${FREE_FLOAT_FILTERS.join(', ')}, not several.`)
    const [filter] = filters
    // the real service refuses the whole market (observed): a client asks per classification
    if (filter === undefined) throw endpointProblem(400, `Provide one of ${FREE_FLOAT_FILTERS.join(', ')}.`)
    const list = freeFloat.list(filter)
    if (list === undefined) throw endpointProblem(400, `The requested ${filter.level} does not exist.`)
    // the answer as written when the market was built (free-float-store.ts)
    return c.body(list, 200, { 'content-type': 'application/json' })
  })

  app.get('/v2/listing-performance/:symbol', (c) => {
    const ticker = tickerParam('idx', c.req.param('symbol'))
    readParameters(c.req.url, rulesFor([]))
    const answer = listingPerformance(db, daily, idxSymbol(ticker))
    if (answer === undefined) throw endpointProblem(404, 'Given stock symbol does not exist for this data.')
    return c.json(answer)
  })
  app.get('/v2/listing-performance', () => {
    throw endpointProblem(400, 'Please provide a valid stock symbol.')
  })

  return app
}
