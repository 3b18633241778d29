import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { COMPANY_SORT_KEYS, type CompanyListItem, type CompanySortKey } from '../../shared/api/companies'
import { idxTaxonomy, LATEST_FISCAL_YEAR } from '../../shared/catalogue'
import { asciiLower } from '../db/sql'
import { endpointProblem } from '../http/problems'
import { readQuery } from '../http/query'

/**
 * What each `sort_by` sorts on. Metrics other than market cap are those of the latest complete fiscal year, as the
 * real service documents ("latest completed fiscal year for numeric metrics").
 */
const SORT_EXPRESSIONS: Record<CompanySortKey, string> = {
  symbol: 'c.symbol',
  company_name: 'c.company_name',
  market_cap: 'c.market_cap',
  dividend_yield: 'y.total_yield',
  total_dividend: 'y.total_dividend',
  revenue: 'y.revenue',
  earnings: 'y.earnings',
  pb: 'y.pb',
  pe: 'y.pe',
  ps: 'y.ps',
}

const PARAMETERS = ['sub_sector', 'sub_industry', 'sort_by', 'desc']

const KNOWN_SLUGS = {
  sub_sector: new Set(idxTaxonomy.subSectors.map((node) => node.slug)),
  sub_industry: new Set(idxTaxonomy.subIndustries.map((node) => node.slug)),
}

const isSortKey = (value: string): value is CompanySortKey => (COMPANY_SORT_KEYS as readonly string[]).includes(value)

/** A checked `/v1/companies/` request: which classification level and slug, the sort key and its direction. */
export interface CompanyListQuery {
  column: 'sub_industry_slug' | 'sub_sector_slug'
  level: 'sub_industry' | 'sub_sector'
  slug: string
  sortBy: CompanySortKey
  desc: boolean
}

/**
 * Reads and checks the parameters of `/v1/companies/` (throwing the real service's 400s); shared by the embedded
 * endpoint and the live gateway, which answers v1 through the v2 screener.
 */
export function readCompanyListQuery(requestUrl: string): CompanyListQuery {
  const query = readQuery(requestUrl)
  const unknown = query.unknown(PARAMETERS)
  if (unknown.length > 0)
    throw endpointProblem(400, `Unsupported query parameter '${unknown.join("', '")}'. Use ${PARAMETERS.join(', ')}.`)
  if (query.repeated.length > 0)
    throw endpointProblem(400, `Query parameter '${query.repeated.join("', '")}' was given more than once.`)

  const subIndustry = query.values.sub_industry?.trim() ?? ''
  const subSector = query.values.sub_sector?.trim() ?? ''
  if (subIndustry === '' && subSector === '')
    throw endpointProblem(400, "Query parameter 'sub_sector' and/or 'sub_industry' is required.")

  const sortBy = query.values.sort_by?.trim() || 'symbol'
  if (!isSortKey(sortBy))
    throw endpointProblem(400, `Invalid 'sort_by' parameter. Valid options are: ${COMPANY_SORT_KEYS.join(', ')}.`)
  // blank means the default, as for sort_by (a form sends the fields left empty)
  const desc = asciiLower(query.values.desc?.trim() || 'false')
  if (desc !== 'true' && desc !== 'false')
    throw endpointProblem(400, "Invalid value for 'desc'. Use 'true' or 'false'.")

  // sub_industry wins when both are given, as the spec says
  const [column, slug, level] =
    subIndustry !== ''
      ? (['sub_industry_slug', asciiLower(subIndustry), 'sub_industry'] as const)
      : (['sub_sector_slug', asciiLower(subSector), 'sub_sector'] as const)
  // judged against the taxonomy, not the rows: a real sub-industry without listed companies is an empty list
  if (!KNOWN_SLUGS[level].has(slug)) throw endpointProblem(400, `The requested ${level} does not exist.`)
  return { column, level, slug, sortBy, desc: desc === 'true' }
}

/** `/v1/companies/?sub_sector=|sub_industry=&sort_by=&desc=`: a bare array of `{symbol, company_name, sorted_by}`. */
export function companiesV1Routes(db: Database): Hono {
  const app = new Hono({ strict: false })

  app.get('/v1/companies', (c) => {
    const { column, slug, sortBy, desc } = readCompanyListQuery(c.req.url)
    const sortExpression = SORT_EXPRESSIONS[sortBy]
    const direction = desc ? 'DESC' : 'ASC'
    const rows = db
      .prepare<{ slug: string; year: number }, CompanyListItem>(
        `SELECT c.symbol, c.company_name, ${sortExpression} AS sorted_by
         FROM idx_companies c LEFT JOIN idx_yearly y ON y.symbol = c.symbol AND y.year = :year
         WHERE c.${column} = :slug
         ORDER BY ${sortExpression} IS NULL, ${sortExpression} ${direction}, c.symbol ASC`,
      )
      .all({ slug, year: LATEST_FISCAL_YEAR })
    return c.json(rows)
  })

  return app
}
