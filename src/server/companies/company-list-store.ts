import type { Database, Statement } from 'better-sqlite3'
import { COMPANY_SORT_KEYS, type CompanyListItem, type CompanySortKey } from '../../shared/api/companies'

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

export type ListLevel = 'sub_sector' | 'sub_industry'

const LEVEL_COLUMNS: Record<ListLevel, string> = { sub_sector: 'sub_sector_slug', sub_industry: 'sub_industry_slug' }

type Key = `${ListLevel}/${CompanySortKey}/${'asc' | 'desc'}`

/**
 * The SQL behind `/v1/companies/`: one statement per level, sort key and direction (40), all prepared once. Only
 * the slug and the fiscal year are values, always bound.
 */
export class CompanyListStore {
  private readonly statements = new Map<Key, Statement<[{ slug: string; year: number }], CompanyListItem>>()

  constructor(
    db: Database,
    /** the latest complete fiscal year of the data: the year whose metrics are sorted on */
    private readonly latestYear: number,
  ) {
    for (const level of ['sub_sector', 'sub_industry'] as const)
      for (const sortBy of COMPANY_SORT_KEYS)
        for (const direction of ['asc', 'desc'] as const) {
          const sort = SORT_EXPRESSIONS[sortBy]
          this.statements.set(
            `${level}/${sortBy}/${direction}`,
            db.prepare(
              `SELECT c.symbol, c.company_name, ${sort} AS sorted_by
               FROM idx_companies c LEFT JOIN idx_yearly y ON y.symbol = c.symbol AND y.year = :year
               WHERE c.${LEVEL_COLUMNS[level]} = :slug
               ORDER BY ${sort} IS NULL, ${sort} ${direction.toUpperCase()}, c.symbol ASC`,
            ),
          )
        }
  }

  /** The companies of one sub-sector or sub-industry (by slug), sorted; missing values last either way. */
  list(level: ListLevel, slug: string, sortBy: CompanySortKey, descending: boolean): CompanyListItem[] {
    const statement = this.statements.get(`${level}/${sortBy}/${descending ? 'desc' : 'asc'}`)
    if (statement === undefined) throw new Error(`no statement for ${level}/${sortBy}`)
    return statement.all({ slug, year: this.latestYear })
  }
}
