import type { AuctionDetail } from '../../shared/api/auctions'
import type { RowOf } from '../../shared/catalogue/define'
import type { idxSnapshotFields } from '../../shared/catalogue/idx-fields'
import type { idxQuarterlyFields } from '../../shared/catalogue/idx-quarterly-fields'
import type { idxYearlyFields } from '../../shared/catalogue/idx-yearly-fields'
import type { sgxSnapshotFields, sgxYearlyFields } from '../../shared/catalogue/sgx-fields'
import type { IdxPathInputs } from './idx/universe'
import type { SgxPathInputs } from './sgx/universe'
import type { MarketSeries } from './prices/market-history'

/**
 * The demo market as the generator produces it and the database stores it.
 *
 * Screener-visible values live in rows typed from the field catalogue (one key per field, `null` when the value
 * is missing), so the catalogue, the generator and the database columns cannot drift apart. What only the
 * company report shows (contacts, people, ownership, dividend events) sits beside them.
 */

/** Every IDX snapshot field: classification values are display names ("Oil, Gas & Coal"); symbol has ".JK". */
export type IdxSnapshotRow = RowOf<typeof idxSnapshotFields>
/** One fiscal year of one IDX company: every yearly field (null when not reported). */
export type IdxYearlyRow = { symbol: string; year: number } & RowOf<typeof idxYearlyFields>
/** One fiscal quarter of one IDX company: every quarterly field (null when not reported). */
export type IdxQuarterlyRow = { symbol: string; year: number; quarter: number } & RowOf<typeof idxQuarterlyFields>
export type SgxSnapshotRow = RowOf<typeof sgxSnapshotFields>
export type SgxYearlyRow = { symbol: string; year: number } & RowOf<typeof sgxYearlyFields>

export interface DividendPayment {
  /** ex-dividend date, YYYY-MM-DD */
  date: string
  /** per share, in the market's currency */
  total: number
  /** `total` over the price at the time; null when unknown */
  yield: number | null
}

export interface IdxClassificationSlugs {
  sector: string
  subSector: string
  industry: string
  subIndustry: string
}

export interface AnalystRatings {
  strong_buy: number
  buy: number
  hold: number
  sell: number
  strong_sell: number
  n_analyst: number
  /** "YYYY-MM-DD HH:MM:SS" */
  updated_on: string
}

export interface Executive {
  name: string
  position: string
}

export interface ExecutiveShareholding extends Executive {
  share_amount: number
  share_percentage: number
}

export interface MajorShareholder {
  name: string
  /** set when the holder is itself listed, e.g. "ABCD.JK" */
  symbol: string | null
  share_value: number
  share_amount: number
  /** a decimal written as a string ("0.54942"), as the real service does */
  share_percentage: string
}

export interface TopTransactions {
  date: string
  top_buyers: { name: string; changeAmount: number }[]
  top_sellers: { name: string; changeAmount: number }[]
}

export interface IdxCompany {
  snapshot: IdxSnapshotRow
  slugs: IdxClassificationSlugs
  contact: { address: string; website: string; phone: string; email: string }
  /** date of `last_close_price` */
  latestCloseDate: string
  /** ex-dividend payments, oldest first */
  dividends: DividendPayment[]
  /** null when no analyst covers the company */
  analystRatings: AnalystRatings | null
  keyExecutives: Executive[]
  /** null when the company does not disclose it */
  executivesShareholdings: ExecutiveShareholding[] | null
  /** largest first; the "Public" holder's percentage equals `free_float` */
  majorShareholders: MajorShareholder[]
  topTransactions: TopTransactions | null
  /** monthly net institutional buying (IDR), oldest first, about 15 points */
  institutionalFlow: { date: string; net_transaction: number }[]
  whaleInvestors: string[]
  conglomeratesGroup: string[]
  /** what the last 52 weeks of closes (the price path behind the snapshot's extremes) and volumes are drawn from */
  dailyRecipe: IdxDailyRecipe
}

/**
 * What a company's closes and volumes (ten years, or since listing) are drawn from: the inputs of its price path and its average
 * daily volume. The market stores this, a few numbers a company, and the daily endpoints draw the series again on
 * request from the same random streams, so they are the very path behind the snapshot's close and extremes. Stored
 * series would be a large share of the market file and of a cold start (docs/benchmarks.md has the figures).
 */
export interface IdxDailyRecipe extends IdxPathInputs {
  /** shares a day, the turnover the snapshot implies */
  readonly averageVolume: number
}

export interface SgxDailyRecipe extends SgxPathInputs {
  /** shares a day, the snapshot's volume */
  readonly averageVolume: number
}

export interface SgxCompany {
  snapshot: SgxSnapshotRow
  slugs: { sector: string; subSector: string }
  dividends: DividendPayment[]
  /** what the last 52 weeks of closes (the price path behind the snapshot's extremes) and volumes are drawn from */
  dailyRecipe: SgxDailyRecipe
}

export interface AuctionPhase {
  order: number
  description: string
  start_date: string
  end_date: null
}

export interface AuctionParticipant {
  NIB: string
  company_name: string
  email: string
  qualification_result: 'Lolos' | 'Tidak Lolos'
}

export type AuctionStatus = 'Lelang Selesai' | 'Lelang Batal' | 'Lelang Gagal/Diulang'

/**
 * A mining licence auction, as the detail endpoint answers it, in the generator's narrower types. Only completed
 * ones ("Lelang Selesai") have a winner: `company_name` (without legal-form prefixes) and `winner_date` (the start
 * of the "Penetapan Pemenang Lelang" phase); `company_slug` is set when the winner is an IDX-listed company of the
 * demo market.
 */
export interface Auction extends AuctionDetail {
  commodity_type: 'Nickel' | 'Coal' | 'Gold' | 'Copper'
  area_type: 'WIUP' | 'WIUPK'
  auction_status: AuctionStatus
  phases: AuctionPhase[]
  participants: AuctionParticipant[]
}

export interface DemoMarket {
  seed: number
  scale: number
  /** the demo market's "today" (YYYY-MM-DD): prices are as of this date, so answers never drift with the clock */
  asOf: string
  idx: { companies: IdxCompany[]; yearly: IdxYearlyRow[]; quarterly: IdxQuarterlyRow[] }
  sgx: { companies: SgxCompany[]; yearly: SgxYearlyRow[] }
  auctions: Auction[]
  /** market-wide daily series: the IDX market's capitalisation and index levels (demo/prices/market-history.ts) */
  series: MarketSeries[]
}
