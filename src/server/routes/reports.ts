import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { IDX_REPORT_SECTIONS } from '../../shared/api/idx-report'
import { SGX_REPORT_SECTIONS } from '../../shared/api/sgx-report'
import type { DataFacts } from '../db/facts'
import { asciiLower } from '../db/sql'
import { endpointProblem } from '../http/problems'
import { readParameters, sentenceRefusal } from '../http/query'
import { IdxReports } from '../reports/idx-report'
import { SgxReports } from '../reports/sgx-report'
import { idxSymbol } from '../../shared/ticker'
import { tickerParam } from './ticker-param'

/**
 * The requested sections in the report's own order. Absent or empty means all of them; any unknown name is an
 * error naming every unknown one.
 */
export function parseSections<S extends string>(raw: string | undefined, all: readonly S[]): S[] {
  const sent = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (sent.length === 0) return [...all]
  const requested = sent.map(asciiLower)
  // named as sent ("Foo", not "foo"): the client can find it in its request
  const unknown = sent.filter((name) => !(all as readonly string[]).includes(asciiLower(name)))
  if (unknown.length > 0) throw endpointProblem(400, `Invalid sections provided: ${[...new Set(unknown)].join(', ')}.`)
  return all.filter((section) => requested.includes(section))
}

/** The one parameter of the company reports. */
export const SECTIONS_PARAMETERS = ['sections'] as const
const sectionsRules = { allowed: SECTIONS_PARAMETERS, refuse: sentenceRefusal(SECTIONS_PARAMETERS) }

function readSectionsParam(url: string): string | undefined {
  return readParameters(url, sectionsRules).sections
}

/** `/v2/company/report/{ticker}/` and `/v2/sgx/company/report/{ticker}/`. */
export function reportRoutes(db: Database, facts: DataFacts): Hono {
  const idx = new IdxReports(db, facts)
  const sgx = new SgxReports(db, facts)
  const app = new Hono({ strict: false })

  app.get('/v2/company/report/:ticker', (c) => {
    const ticker = tickerParam('idx', c.req.param('ticker'))
    const sections = parseSections(readSectionsParam(c.req.url), IDX_REPORT_SECTIONS)
    const report = idx.report(idxSymbol(ticker), sections)
    if (report === undefined) throw endpointProblem(404, 'Given stock symbol does not exist.')
    return c.json(report)
  })

  app.get('/v2/sgx/company/report/:ticker', (c) => {
    const ticker = tickerParam('sgx', c.req.param('ticker'))
    const sections = parseSections(readSectionsParam(c.req.url), SGX_REPORT_SECTIONS)
    const report = sgx.report(ticker, sections)
    if (report === undefined) throw endpointProblem(404, 'Given SGX symbol does not exist.')
    return c.json(report)
  })

  // A report path without a ticker: the real service answers 400, not 404.
  for (const path of ['/v2/company/report', '/v2/sgx/company/report'])
    app.get(path, () => {
      throw endpointProblem(400, 'Please provide a valid stock symbol.')
    })

  return app
}
