import type { Database, Statement } from 'better-sqlite3'
import { FREE_FLOAT_FILTERS, type FreeFloatFilter } from '../../shared/api/free-float'
import { idxTaxonomy } from '../../shared/catalogue'

const SLUGS: Record<FreeFloatFilter, ReadonlySet<string>> = {
  sector: new Set(idxTaxonomy.sectors.map((n) => n.slug)),
  sub_sector: new Set(idxTaxonomy.subSectors.map((n) => n.slug)),
  industry: new Set(idxTaxonomy.industries.map((n) => n.slug)),
  sub_industry: new Set(idxTaxonomy.subIndustries.map((n) => n.slug)),
}

/** The level of the whole market's list, which has no slug. */
const WHOLE_MARKET = { level: 'all', slug: '' } as const

/** One level's lists: its slug column, or the whole market's one list. */
const listsOf = (level: FreeFloatFilter | 'all') => {
  const slug = level === 'all' ? "''" : `${level}_slug`
  // each row as the answer has it; highest first, ties by symbol
  return `INSERT INTO idx_free_float_lists (level, slug, body)
  SELECT '${level}', ${slug}, CAST(json_group_array(json_object('symbol', symbol, 'company_name', company_name,
    'free_float', free_float) ORDER BY free_float DESC, symbol) AS BLOB)
  FROM free_float GROUP BY ${slug};`
}

/**
 * Each classification's answer (and the whole market's) as UTF-8 JSON, written by the database once the companies
 * are in (in a file build, on the writer's thread): the whole market's is every company with a free float (98,000
 * at scale 100), which took longer to sort and encode on request than an answer may. Its numbers are short
 * decimals, which SQLite writes as JSON.stringify does.
 */
export const FREE_FLOAT_LISTS_SQL = `
CREATE TABLE idx_free_float_lists (level TEXT NOT NULL, slug TEXT NOT NULL, body BLOB NOT NULL, PRIMARY KEY (level, slug));
CREATE TEMP TABLE free_float AS
  SELECT symbol, company_name, free_float, sector_slug, sub_sector_slug, industry_slug, sub_industry_slug
  FROM idx_companies WHERE free_float IS NOT NULL;
${[WHOLE_MARKET.level, ...FREE_FLOAT_FILTERS].map(listsOf).join('\n')}
DROP TABLE free_float;
ANALYZE idx_free_float_lists;`

/** Free float, highest first (ties by symbol), of the companies that report one: the screener's `free_float`. */
export class FreeFloatStore {
  private readonly read: Statement<[string, string], Buffer<ArrayBuffer>>
  /**
   * The whole market's list, read once and then sent as it is: 8.5 MB at scale 100, and a copy out of the file on
   * every request (plus the garbage it leaves) was most of that request's time (bench:endpoints). Read on first
   * request, so that a server that is never asked for it never holds it.
   */
  private wholeMarket: Buffer<ArrayBuffer> | undefined

  constructor(db: Database) {
    this.read = db
      .prepare<[string, string], Buffer<ArrayBuffer>>(
        'SELECT body FROM idx_free_float_lists WHERE level = ? AND slug = ?',
      )
      .pluck()
  }

  /**
   * The list (UTF-8 JSON) for one classification (none: the whole market), or undefined for a slug that does not
   * exist.
   */
  list(filter: { level: FreeFloatFilter; slug: string } | undefined): Buffer<ArrayBuffer> | undefined {
    if (filter === undefined) return (this.wholeMarket ??= this.stored(WHOLE_MARKET))
    if (!SLUGS[filter.level].has(filter.slug)) return undefined
    return this.stored(filter)
  }

  // a classification without a company that reports a free float has no row
  private stored({ level, slug }: { level: string; slug: string }): Buffer<ArrayBuffer> {
    return this.read.get(level, slug) ?? EMPTY_LIST
  }
}

const EMPTY_LIST = Buffer.from('[]')
