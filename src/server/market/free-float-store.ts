import type { Database, Statement } from 'better-sqlite3'
import { FREE_FLOAT_FILTERS, type FreeFloatFilter } from '../../shared/api/free-float'
import { idxTaxonomy } from '../../shared/catalogue'
import type { IdxCompany } from '../demo/model'
import { known } from './subsector-accumulators'

const SLUGS: Record<FreeFloatFilter, ReadonlySet<string>> = {
  sector: new Set(idxTaxonomy.sectors.map((n) => n.slug)),
  sub_sector: new Set(idxTaxonomy.subSectors.map((n) => n.slug)),
  industry: new Set(idxTaxonomy.industries.map((n) => n.slug)),
  sub_industry: new Set(idxTaxonomy.subIndustries.map((n) => n.slug)),
}

/** The level of the whole market's list, which has no slug. */
const WHOLE_MARKET = { level: 'all', slug: '' } as const

/**
 * Each classification's answer (and the whole market's) as JSON text, written once while the market is built: the
 * whole market's is every company with a free float (98,000 at scale 100), which took longer to sort and encode on
 * request than an answer may.
 */
export const FREE_FLOAT_LISTS_SQL = `
CREATE TABLE idx_free_float_lists (level TEXT NOT NULL, slug TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (level, slug));`

interface Listed {
  /** `{"symbol", "company_name", "free_float"}`, the answer's row */
  json: string
  symbol: string
  freeFloat: number
  slugs: Record<FreeFloatFilter, string>
}

/** Gathers the companies that report a free float as the market streams by, and answers every list at the end. */
export class FreeFloatLists {
  private readonly listed: Listed[] = []

  company({ snapshot, slugs }: IdxCompany): void {
    const freeFloat = known(snapshot.free_float)
    if (freeFloat === null || snapshot.symbol === null) return
    const row = { symbol: snapshot.symbol, company_name: snapshot.company_name, free_float: freeFloat }
    this.listed.push({
      json: JSON.stringify(row),
      symbol: row.symbol,
      freeFloat,
      slugs: {
        sector: slugs.sector,
        sub_sector: slugs.subSector,
        industry: slugs.industry,
        sub_industry: slugs.subIndustry,
      },
    })
  }

  /** [level, slug, JSON array] of the whole market and of every classification with a company in it. */
  *lists(): Generator<[string, string, string]> {
    // highest first, ties by symbol
    const ordered = this.listed.sort((a, b) => b.freeFloat - a.freeFloat || (a.symbol < b.symbol ? -1 : 1))
    yield [WHOLE_MARKET.level, WHOLE_MARKET.slug, `[${ordered.map((row) => row.json).join(',')}]`]
    for (const level of FREE_FLOAT_FILTERS) {
      const bySlug = new Map<string, string[]>()
      for (const row of ordered) {
        const slug = row.slugs[level]
        let rows = bySlug.get(slug)
        if (rows === undefined) bySlug.set(slug, (rows = []))
        rows.push(row.json)
      }
      for (const [slug, rows] of bySlug) yield [level, slug, `[${rows.join(',')}]`]
    }
  }
}

/** Free float, highest first (ties by symbol), of the companies that report one: the screener's `free_float`. */
export class FreeFloatStore {
  private readonly read: Statement<[string, string], string>

  constructor(db: Database) {
    this.read = db
      .prepare<[string, string], string>('SELECT body FROM idx_free_float_lists WHERE level = ? AND slug = ?')
      .pluck()
  }

  /** The list (JSON text) for one classification (none: the whole market), or undefined for a slug that does not exist. */
  list(filter: { level: FreeFloatFilter; slug: string } | undefined): string | undefined {
    if (filter !== undefined && !SLUGS[filter.level].has(filter.slug)) return undefined
    const { level, slug } = filter ?? WHOLE_MARKET
    // a classification without a company that reports a free float has no row
    return this.read.get(level, slug) ?? '[]'
  }
}
