import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import type { ScreenerResponse } from '../../shared/api/screener'
import type { Market } from '../../shared/catalogue'
import { screenerProblem } from '../http/problems'
import type { Translator } from '../nl/types'
import { readScreenerRequest } from '../screener/params'
import { planScreener, type ScreenerPlan } from '../screener/plan'
import { Screener, type QueryBudget } from '../screener/run'
import { SCREENER_TABLES } from '../screener/sql-builder'

const COUNTRY: Record<Market, string> = { idx: 'indonesia', sgx: 'singapore' }

/** The envelope's query_values: the latest fiscal year the query names, else the latest complete one. */
function envelopeValues(plan: ScreenerPlan, market: Market, latestYear: number) {
  const years = plan.fields.flatMap((field) => (field.year === null ? [] : [field.year]))
  return { year: years.length > 0 ? Math.max(...years) : latestYear, country: COUNTRY[market] }
}

/** `/v2/companies/` (IDX) and `/v2/sgx/companies/`: structured queries, or a question in `q`. */
/** `latestFiscalYear`: the data's, named in query_values when the query names no year; `budget`: none when absent */
export function screenerRoutes(
  db: Database,
  translate: Translator,
  latestFiscalYear: number,
  budget?: QueryBudget,
): Hono {
  const screeners: Record<Market, Screener> = {
    idx: new Screener(db, SCREENER_TABLES.idx, budget),
    sgx: new Screener(db, SCREENER_TABLES.sgx, budget),
  }

  function answer(market: Market, url: string): ScreenerResponse {
    const screener = screeners[market]
    const catalogue = screener.tables.catalogue
    const request = readScreenerRequest(url)
    if (request.kind === 'structured') {
      const plan = planScreener(request.query, catalogue)
      const page = screener.run(plan)
      return plan.includeQueryValues ? { ...page, query_values: envelopeValues(plan, market, latestFiscalYear) } : page
    }
    const translated = translate(request.question, market)
    if (!translated.ok)
      throw screenerProblem('NON_TRANSLATABLE_QUERY', translated.message, {
        parameter: 'q',
        natural_query: request.question,
        suggestions: [...translated.suggestions],
      })
    const { where, orderBy, limit, message } = translated.translation
    const plan = planScreener(
      {
        where: where ?? undefined,
        order_by: orderBy ?? undefined,
        desc: false,
        limit,
        offset: 0,
        include_query_values: request.includeQueryValues,
      },
      catalogue,
    )
    const page = screener.run(plan)
    return {
      ...page,
      llm_translation: {
        natural_query: request.question,
        translated_params: {
          where,
          order_by: orderBy,
          limit,
          offset: 0,
          include_query_values: request.includeQueryValues,
        },
        message,
      },
      ...(plan.includeQueryValues && { query_values: envelopeValues(plan, market, latestFiscalYear) }),
    }
  }

  const app = new Hono({ strict: false })
  app.get('/v2/companies', (c) => c.json(answer('idx', c.req.url)))
  app.get('/v2/sgx/companies', (c) => c.json(answer('sgx', c.req.url)))
  return app
}
