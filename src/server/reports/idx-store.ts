import type { Database, Statement } from 'better-sqlite3'
import { idxSnapshotFields } from '../../shared/catalogue/idx-fields'
import { idxYearlyFields } from '../../shared/catalogue/idx-yearly-fields'
import { decodeRow, jsonColumn, type RawRow } from '../db/rows'
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

/** A possible peer: its snapshot and slugs, and its latest complete fiscal year. */
export interface PeerCandidate {
  snapshot: IdxSnapshotRow
  slugs: IdxClassificationSlugs
  latest: IdxYearlyRow | null
}

const text = (raw: unknown): string | null => (typeof raw === 'string' ? raw : null)

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
    'company' | 'years' | 'dividends' | 'executives' | 'shareholders' | 'flow' | 'peers',
    Statement<unknown[], RawRow>
  >

  constructor(
    db: Database,
    /** the data's latest complete fiscal year: the year peers are compared on */
    private readonly latestYear: number,
  ) {
    const prepare = (sql: string) => db.prepare<unknown[], RawRow>(sql)
    this.statements = {
      company: prepare('SELECT * FROM idx_companies WHERE symbol = ?'),
      years: prepare('SELECT * FROM idx_yearly WHERE symbol = ? ORDER BY year'),
      dividends: prepare('SELECT date, total, yield FROM idx_dividends WHERE symbol = ? ORDER BY date'),
      executives: prepare('SELECT name, position FROM idx_executives WHERE symbol = ? ORDER BY ordinal'),
      shareholders: prepare('SELECT * FROM idx_shareholders WHERE symbol = ? ORDER BY ordinal'),
      flow: prepare('SELECT date, net_transaction FROM idx_institutional_flow WHERE symbol = ? ORDER BY date'),
      // yearly columns are listed so that a missing year (NULL y.symbol) cannot shadow the company's symbol
      peers: prepare(`SELECT c.*, y.year, ${idxYearlyFields.map((f) => `y.${quoteIdent(f.name)}`).join(', ')}
        FROM idx_companies c LEFT JOIN idx_yearly y ON y.symbol = c.symbol AND y.year = ?
        WHERE c.sub_sector_slug = ?`),
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

  /** Every company of a sub-sector with its latest fiscal year: the pool the peer comparison picks from. */
  peerCandidates(subSectorSlug: string): PeerCandidate[] {
    return this.statements.peers.all(this.latestYear, subSectorSlug).map((raw) => ({
      snapshot: decodeRow(raw, idxSnapshotFields),
      slugs: slugsOf(raw),
      latest: raw.year === null ? null : yearlyOf(raw),
    }))
  }
}
