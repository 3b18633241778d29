import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { CompanyListStore } from '../companies/company-list-store'
import { readCompanyListQuery } from '../companies/list-query'

/** `/v1/companies/?sub_sector=|sub_industry=&sort_by=&desc=`: a bare array of `{symbol, company_name, sorted_by}`. */
export function companiesV1Routes(db: Database, latestFiscalYear: number): Hono {
  const store = new CompanyListStore(db, latestFiscalYear)
  const app = new Hono({ strict: false })
  app.get('/v1/companies', (c) => {
    const { level, slug, sortBy, desc } = readCompanyListQuery(c.req.url)
    return c.json(store.list(level, slug, sortBy, desc))
  })
  return app
}
