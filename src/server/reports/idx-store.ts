import type { Database, Statement } from 'better-sqlite3'
import { idxSnapshotFields } from '../../shared/catalogue/idx-fields'
import { idxYearlyFields } from '../../shared/catalogue/idx-yearly-fields'
import { decodeRow, jsonColumn, prepareRowQueries, type RawRow } from '../db/rows'
import { quoteIdent } from '../db/sql'
import { dividendOf } from './common'
import type {
  AnalystRatings,
  DividendPayment,
  Executive,
  ExecutiveShareholding,
  IdxClassificationSlugs,
  IdxSnapshotRow,
  IdxYearlyRow,
  MajorShareholder,
  TopTransactions,
} from '../demo/model'

/** One IDX company as the report reads it back from the database. */
export interface IdxCompanyRecord {
  snapshot: IdxSnapshotRow
  slugs: IdxClassificationSlugs
  contact: { address: string | null; website: string | null; phone: string | null; email: string | null }
  latestCloseDate: string | null
  analystRatings: AnalystRatings | null
  executivesShareholdings: ExecutiveShareholding[] | null
  topTransactions: TopTransactions | null
  whaleInvestors: string[]
  conglomeratesGroup: string[]
}

/** The snapshot and yearly columns a peer row shows: the only ones read for it. */
const PEER_SNAPSHOT_COLUMNS = [
  'symbol', 'company_name', 'market_cap', 'pe_ttm', 'pb_mrq', 'yearly_mcap_change', 'employee_num',
] as const satisfies readonly (keyof IdxSnapshotRow)[] // prettier-ignore
const PEER_YEARLY_COLUMNS = [
  'year', 'earnings', 'total_assets', 'total_equity', 'total_liabilities', 'earnings_before_tax', 'revenue',
  'operating_expense',
] as const satisfies readonly (keyof IdxYearlyRow)[] // prettier-ignore

/** A peer: the snapshot figures and slugs the comparison shows, and its latest complete fiscal year. */
export interface PeerCandidate {
  snapshot: Pick<IdxSnapshotRow, (typeof PEER_SNAPSHOT_COLUMNS)[number]>
  slugs: IdxClassificationSlugs
  latest: Pick<IdxYearlyRow, (typeof PEER_YEARLY_COLUMNS)[number]> | null
}

/** The company's classification tiers, most shared first: the same sub-industry, industry, then sub-sector. */
type PeerTier = 'subIndustry' | 'industry' | 'subSector'
const PEER_TIERS: readonly PeerTier[] = ['subIndustry', 'industry', 'subSector']

/** A peer's key as the nearest-market-cap queries return it. */
interface PeerKey {
  symbol: string
  market_cap: number | null
}

/** How far apart two market caps are (on a log scale); a missing or non-positive one is infinitely far. */
const capDistance = (a: number | null, b: number | null) =>
  a !== null && b !== null && a > 0 && b > 0 ? Math.abs(Math.log(a / b)) : Number.POSITIVE_INFINITY

const text = (raw: unknown): string | null => (typeof raw === 'string' ? raw : null)
const numeric = (raw: unknown): number | null => (typeof raw === 'number' ? raw : null)

const slugsOf = (raw: RawRow): IdxClassificationSlugs => ({
  sector: String(raw.sector_slug),
  subSector: String(raw.sub_sector_slug),
  industry: String(raw.industry_slug),
  subIndustry: String(raw.sub_industry_slug),
})

const yearlyOf = (raw: RawRow): IdxYearlyRow => ({
  symbol: String(raw.symbol),
  year: Number(raw.year),
  ...decodeRow(raw, idxYearlyFields),
})

/** The SQL behind the IDX report: prepared once, one small query per section. */
export class IdxReportStore {
  private readonly statements: Record<
    'company' | 'years' | 'dividends' | 'executives' | 'shareholders' | 'flow' | 'peer',
    Statement<unknown[], RawRow>
  >
  /** Per tier: the nearest market caps above and below the company's, the unpriced, and all by symbol. */
  private readonly peerKeys: Record<
    PeerTier,
    Record<'above' | 'below' | 'unpriced' | 'bySymbol', Statement<unknown[], PeerKey>>
  >

  constructor(
    db: Database,
    /** the data's latest complete fiscal year: the year peers are compared on */
    private readonly latestYear: number,
  ) {
    this.statements = prepareRowQueries(db, {
      company: 'SELECT * FROM idx_companies JOIN idx_company_details USING (symbol) WHERE symbol = ?',
      years: 'SELECT * FROM idx_yearly WHERE symbol = ? ORDER BY year',
      dividends: 'SELECT date, total, yield FROM idx_dividends WHERE symbol = ? ORDER BY date',
      executives: 'SELECT name, position FROM idx_executives WHERE symbol = ? ORDER BY ordinal',
      shareholders: 'SELECT * FROM idx_shareholders WHERE symbol = ? ORDER BY ordinal',
      flow: 'SELECT date, net_transaction FROM idx_institutional_flow WHERE symbol = ? ORDER BY date',
      peer: `SELECT ${PEER_SNAPSHOT_COLUMNS.map((name) => `c.${quoteIdent(name)}`).join(', ')},
          c.sector_slug, c.sub_sector_slug, c.industry_slug, c.sub_industry_slug,
          ${PEER_YEARLY_COLUMNS.map((name) => `y.${quoteIdent(name)}`).join(', ')}
        FROM idx_companies c LEFT JOIN idx_yearly y ON y.symbol = c.symbol AND y.year = ?
        WHERE c.symbol = ?`,
    })
    // Each tier leaves out the tiers before it; the (slug, market_cap) indexes walk outwards from the company's cap.
    const tierWhere: Record<PeerTier, string> = {
      subIndustry: 'sub_industry_slug = @subIndustry',
      industry: 'industry_slug = @industry AND sub_industry_slug <> @subIndustry',
      subSector: 'sub_sector_slug = @subSector AND industry_slug <> @industry',
    }
    const keys = (where: string, order: string) =>
      db.prepare<unknown[], PeerKey>(
        `SELECT symbol, market_cap FROM idx_companies WHERE ${where} AND symbol <> @symbol ORDER BY ${order} LIMIT @limit`,
      )
    const tierKeys = (tier: PeerTier) => ({
      above: keys(`${tierWhere[tier]} AND market_cap >= @cap`, 'market_cap, symbol'),
      below: keys(`${tierWhere[tier]} AND market_cap < @cap AND market_cap > 0`, 'market_cap DESC, symbol'),
      unpriced: keys(`${tierWhere[tier]} AND (market_cap IS NULL OR market_cap <= 0)`, 'symbol'),
      bySymbol: keys(tierWhere[tier], 'symbol'),
    })
    this.peerKeys = {
      subIndustry: tierKeys('subIndustry'),
      industry: tierKeys('industry'),
      subSector: tierKeys('subSector'),
    }
  }

  company(symbol: string): IdxCompanyRecord | undefined {
    const raw = this.statements.company.get(symbol)
    if (raw === undefined) return undefined
    return {
      snapshot: decodeRow(raw, idxSnapshotFields),
      slugs: slugsOf(raw),
      contact: {
        address: text(raw.address),
        website: text(raw.website),
        phone: text(raw.phone),
        email: text(raw.email),
      },
      latestCloseDate: text(raw.latest_close_date),
      analystRatings: jsonColumn(raw.analyst_ratings) as AnalystRatings | null,
      executivesShareholdings: jsonColumn(raw.executives_shareholdings) as ExecutiveShareholding[] | null,
      topTransactions: jsonColumn(raw.top_transactions) as TopTransactions | null,
      whaleInvestors: (jsonColumn(raw.whale_investors) as string[] | null) ?? [],
      conglomeratesGroup: (jsonColumn(raw.conglomerates_group) as string[] | null) ?? [],
    }
  }

  years(symbol: string): IdxYearlyRow[] {
    return this.statements.years.all(symbol).map(yearlyOf)
  }

  dividends(symbol: string): DividendPayment[] {
    return this.statements.dividends.all(symbol).map(dividendOf)
  }

  executives(symbol: string): Executive[] {
    return this.statements.executives
      .all(symbol)
      .map((raw) => ({ name: String(raw.name), position: String(raw.position) }))
  }

  shareholders(symbol: string): MajorShareholder[] {
    return this.statements.shareholders.all(symbol).map((raw) => ({
      name: String(raw.name),
      symbol: text(raw.holder_symbol),
      share_value: Number(raw.share_value),
      share_amount: Number(raw.share_amount),
      share_percentage: String(raw.share_percentage),
    }))
  }

  institutionalFlow(symbol: string): { date: string; net_transaction: number }[] {
    return this.statements.flow
      .all(symbol)
      .map((raw) => ({ date: String(raw.date), net_transaction: Number(raw.net_transaction) }))
  }

  /**
   * Up to `limit` peers of the company from its sub-sector, in the order the comparison lists them: those sharing
   * more of its classification first (sub-industry, then industry), closest in market cap first, then by symbol.
   * Only the chosen rows are read in full; the choice walks the market-cap indexes.
   */
  peers(company: IdxCompanyRecord, limit: number): PeerCandidate[] {
    const cap = company.snapshot.market_cap
    const params = { symbol: company.snapshot.symbol, cap, ...company.slugs }
    const chosen: string[] = []
    for (const tier of PEER_TIERS) {
      const wanted = limit - chosen.length
      if (wanted <= 0) break
      const statements = this.peerKeys[tier]
      if (cap === null || cap <= 0) {
        // every distance is infinite: the order is the symbol's
        chosen.push(...statements.bySymbol.all({ ...params, limit: wanted }).map((key) => key.symbol))
        continue
      }
      // a little slack beyond `wanted` on each side keeps equal distances in symbol order
      const near = [
        ...statements.above.all({ ...params, limit: wanted + 2 }),
        ...statements.below.all({ ...params, limit: wanted + 2 }),
      ]
        .map((key) => ({ symbol: key.symbol, distance: capDistance(key.market_cap, cap) }))
        .sort((a, b) => a.distance - b.distance || a.symbol.localeCompare(b.symbol))
        .slice(0, wanted)
      chosen.push(...near.map((key) => key.symbol))
      if (near.length < wanted) {
        const unpriced = statements.unpriced.all({ ...params, limit: wanted - near.length })
        chosen.push(...unpriced.map((key) => key.symbol))
      }
    }
    return chosen.flatMap((symbol) => {
      const candidate = this.peer(symbol)
      return candidate === undefined ? [] : [candidate]
    })
  }

  /** One company as a peer row reads it: a few snapshot figures, slugs and the latest complete fiscal year. */
  peer(symbol: string): PeerCandidate | undefined {
    const raw = this.statements.peer.get(this.latestYear, symbol)
    if (raw === undefined) return undefined
    return {
      snapshot: {
        symbol: text(raw.symbol),
        company_name: text(raw.company_name),
        market_cap: numeric(raw.market_cap),
        pe_ttm: numeric(raw.pe_ttm),
        pb_mrq: numeric(raw.pb_mrq),
        yearly_mcap_change: numeric(raw.yearly_mcap_change),
        employee_num: numeric(raw.employee_num),
      },
      slugs: slugsOf(raw),
      latest:
        raw.year === null
          ? null
          : {
              year: Number(raw.year),
              earnings: numeric(raw.earnings),
              total_assets: numeric(raw.total_assets),
              total_equity: numeric(raw.total_equity),
              total_liabilities: numeric(raw.total_liabilities),
              earnings_before_tax: numeric(raw.earnings_before_tax),
              revenue: numeric(raw.revenue),
              operating_expense: numeric(raw.operating_expense),
            },
    }
  }
}
