import type { Database, Statement } from 'better-sqlite3'
import type { FreeFloatFilter, FreeFloatRow } from '../../shared/api/free-float'
import { idxTaxonomy } from '../../shared/catalogue'

const SLUGS: Record<FreeFloatFilter, ReadonlySet<string>> = {
  sector: new Set(idxTaxonomy.sectors.map((n) => n.slug)),
  sub_sector: new Set(idxTaxonomy.subSectors.map((n) => n.slug)),
  industry: new Set(idxTaxonomy.industries.map((n) => n.slug)),
  sub_industry: new Set(idxTaxonomy.subIndustries.map((n) => n.slug)),
}

/** Free float, highest first (ties by symbol), of the companies that report one: the screener's `free_float`. */
export class FreeFloatStore {
  private readonly statements = new Map<string, Statement<unknown[], FreeFloatRow>>()

  constructor(private readonly db: Database) {}

  /** The list for one classification (none: the whole market), or undefined for a slug that does not exist. */
  list(filter: { level: FreeFloatFilter; slug: string } | undefined): FreeFloatRow[] | undefined {
    if (filter !== undefined && !SLUGS[filter.level].has(filter.slug)) return undefined
    const key = filter?.level ?? 'all'
    let statement = this.statements.get(key)
    if (statement === undefined) {
      // the column named from the whitelist above, never from the request
      const where = filter === undefined ? '' : `AND ${filter.level}_slug = ?`
      statement = this.db.prepare(
        `SELECT symbol, company_name, free_float FROM idx_companies WHERE free_float IS NOT NULL ${where}
         ORDER BY free_float DESC, symbol`,
      )
      this.statements.set(key, statement)
    }
    return filter === undefined ? statement.all() : statement.all(filter.slug)
  }
}
