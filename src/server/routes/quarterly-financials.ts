import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import {
  QUARTERLY_FINANCIALS_PARAMETERS,
  quarterlyFinancialsQuery,
  type QuarterlyFinancialRow,
} from '../../shared/api/quarterly-financials'
import { idxSymbol } from '../../shared/ticker'
import { endpointProblem } from '../http/problems'
import { readParameters, sentenceRefusal } from '../http/query'
import { QuarterlyStore } from '../quarterly/quarterly-store'
import { tickerParam } from './ticker-param'

const NO_QUARTER = 'Invalid stock symbol and/or data for the specified report_date does not exist.'
const NO_DATES = 'Invalid stock symbol or data does not exist.'
const INVALID_SYMBOL = 'Please provide a valid stock symbol.'

const rules = {
  allowed: QUARTERLY_FINANCIALS_PARAMETERS,
  refuse: sentenceRefusal(QUARTERLY_FINANCIALS_PARAMETERS),
}

/** What each parameter must be, in the words the real service uses for `report_date`. */
const REFUSALS = {
  report_date: 'Use a valid report_date format of YYYY-MM-DD.',
  approx: 'Use true or false for approx.',
  n_quarters: 'Use a positive whole number for n_quarters.',
} as const

/** The request's options, or a 400 naming the first parameter that is not what it must be. */
function readOptions(requestUrl: string) {
  const given = readParameters(requestUrl, rules)
  for (const name of QUARTERLY_FINANCIALS_PARAMETERS) {
    const value = given[name]
    if (value === undefined) continue
    const alone = quarterlyFinancialsQuery.safeParse({ [name]: value })
    if (!alone.success) throw endpointProblem(400, REFUSALS[name])
  }
  return quarterlyFinancialsQuery.parse(given)
}

/**
 * The quarters asked for, latest first: the latest `n_quarters` (default 1), or those ending at `report_date`'s
 * quarter: the quarter ending on that date, or with `approx` (the default) the latest ending on or before it.
 */
function chooseQuarters(
  quarters: readonly QuarterlyFinancialRow[],
  options: { report_date?: string | undefined; approx?: boolean | undefined; n_quarters?: number | undefined },
): QuarterlyFinancialRow[] {
  const { report_date: date, approx = true, n_quarters: count = 1 } = options
  const first = date === undefined ? 0 : quarters.findIndex((q) => (approx ? q.date <= date : q.date === date))
  if (first < 0) return []
  return quarters.slice(first, first + count)
}

/**
 * `/v2/financials/quarterly/{symbol}/` (an IDX company's quarterly statements, the numbers the screener serves as
 * `<line>_q`) and `/v2/company/get_quarterly_financial_dates/{symbol}/` (its report dates by year).
 */
export function quarterlyFinancialRoutes(db: Database): Hono {
  const store = new QuarterlyStore(db)
  const app = new Hono({ strict: false })

  app.get('/v2/financials/quarterly/:symbol', (c) => {
    const ticker = tickerParam('idx', c.req.param('symbol'))
    const options = readOptions(c.req.url)
    const chosen = chooseQuarters(store.statements(idxSymbol(ticker)) ?? [], options)
    if (chosen.length === 0) throw endpointProblem(404, NO_QUARTER)
    return c.json(chosen)
  })

  app.get('/v2/company/get_quarterly_financial_dates/:symbol', (c) => {
    const ticker = tickerParam('idx', c.req.param('symbol'))
    readParameters(c.req.url, { allowed: [], refuse: sentenceRefusal([]) })
    const dates = store.dates(idxSymbol(ticker))
    if (Object.keys(dates).length === 0) throw endpointProblem(404, NO_DATES)
    return c.json(dates)
  })

  for (const path of ['/v2/financials/quarterly', '/v2/company/get_quarterly_financial_dates'])
    app.get(path, () => {
      throw endpointProblem(400, INVALID_SYMBOL)
    })

  return app
}
