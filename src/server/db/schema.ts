import { idxSnapshotFields } from '../../shared/catalogue/idx-fields'
import { idxQuarterlyFields } from '../../shared/catalogue/idx-quarterly-fields'
import { idxYearlyFields } from '../../shared/catalogue/idx-yearly-fields'
import { sgxSnapshotFields, sgxYearlyFields } from '../../shared/catalogue/sgx-fields'
import type { FieldSpec } from '../../shared/catalogue/types'
import { FIRST_YEAR, FORECAST_YEARS } from '../demo/core/calibration'
import { quoteIdent } from './sql'

/**
 * The database schema. Screener columns are generated from the field catalogue: one column per field, named as
 * the field, so the SQL compiler can address any catalogue field and nothing else. Numbers use NUMERIC affinity
 * (integers stay integers: market caps, prices); dates are 'YYYY-MM-DD' text; list fields are JSON arrays. The JSON
 * lists of objects behind the list-member fields (key_executives, executives_shareholdings, major_shareholders)
 * sit in idx_company_details as JSON text, in the shape `query_values` returns them.
 */

export const TABLES = {
  idxCompanies: 'idx_companies',
  idxYearly: 'idx_yearly',
  idxQuarterly: 'idx_quarterly',
  sgxCompanies: 'sgx_companies',
  sgxYearly: 'sgx_yearly',
} as const

const columnType = (field: FieldSpec) => (field.type === 'number' ? 'NUMERIC' : 'TEXT')
const columns = (fields: readonly FieldSpec[]) =>
  fields.map((field) => `${quoteIdent(field.name)} ${columnType(field)}`).join(',\n  ')

/**
 * The yearly figures people screen on most (those the natural-language questions name), kept beside the year and
 * symbol in a covering index. A yearly row holds about a hundred figures, so a query on these reads a fifth of the
 * bytes: SQLite picks the index on its own once ANALYZE has measured the tables (load.ts). The series below serves
 * a figure compared across years (`revenue[2025] > revenue[2024] * 1.2`), and the index a year's several figures
 * (`pe[2024] < pe_peer_avg[2024] and roe[2024] > 0.15`).
 */
export const HEADLINE_YEARLY_FIELDS = [
  'revenue', 'earnings', 'eps', 'gross_profit', 'operating_pnl', 'ebit', 'ebitda', 'total_assets',
  'total_liabilities', 'total_equity', 'total_debt', 'net_debt', 'operating_cash_flow', 'free_cash_flow',
  'total_dividend', 'total_yield', 'pe', 'pb', 'ps', 'pe_peer_avg', 'roe', 'roa', 'net_profit_margin',
  'gross_profit_margin', 'operating_profit_margin', 'debt_to_equity_ratio',
] as const satisfies readonly (typeof idxYearlyFields)[number]['name'][] // prettier-ignore

/**
 * The company figures people screen on most (the natural-language questions' and the load test's), beside the
 * symbol and name, in a covering index: a query on these alone scans a fifth of a company row's bytes, and so does
 * the separate count of a sorted page's matches (StatementCache.countApart). It leads with the market-cap rank (SGX:
 * the market cap), so that "the 200 largest" reads a range of it, and not with the symbol, so that a lookup by symbol
 * keeps using the narrower name index.
 */
export const SCREEN_IDX_FIELDS = [
  'market_cap_rank', 'symbol', 'company_name', 'market_cap', 'listing_date', 'last_close_price', 'pe_ttm', 'pb_mrq',
  'ps_ttm', 'roe_ttm', 'roa_ttm', 'der_mrq', 'yield_ttm', 'dividend_ttm', 'esg_score', 'free_float', 'employee_num',
] as const satisfies readonly (typeof idxSnapshotFields)[number]['name'][] // prettier-ignore

/** The same for SGX companies. */
export const SCREEN_SGX_FIELDS = [
  'market_cap', 'symbol', 'company_name', 'last_close_price', 'pe', 'pb', 'ps', 'net_profit_margin', 'debt_to_equity',
  'forward_dividend_yield', 'dividend_ttm', 'employee_num',
] as const satisfies readonly (typeof sgxSnapshotFields)[number]['name'][] // prettier-ignore

/**
 * The headline figures again, one row per field and company holding every year side by side: a query comparing
 * one figure across years (`revenue[2025] > revenue[2024] * 1.2`, a growth question) reads one range of this table
 * instead of joining a year's rows to another's, a lookup per company (SqlBuilder picks it when that means fewer
 * joins). Years without a yearly row are null, as the join would give. Its 26 rows a company are a small share of a
 * cold start.
 */
export const IDX_YEARLY_SERIES = {
  table: 'idx_yearly_series',
  fields: HEADLINE_YEARLY_FIELDS,
  years: Array.from({ length: Math.max(...FORECAST_YEARS) - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i),
} as const

/** The name of a year's column in the series table (the year is one of IDX_YEARLY_SERIES.years). */
export const seriesColumnName = (year: number) => `y${String(year)}`
/** The same column, quoted for SQL. */
export const seriesColumn = (year: number) => quoteIdent(seriesColumnName(year))

/** A market's company-years, keyed by year first (see idx_yearly). */
const yearlyTable = (market: 'idx' | 'sgx', fields: readonly FieldSpec[]) => `CREATE TABLE ${market}_yearly (
  symbol TEXT NOT NULL REFERENCES ${market}_companies (symbol),
  year INTEGER NOT NULL,
  ${columns(fields)},
  PRIMARY KEY (year, symbol)
) WITHOUT ROWID;`

/** A market's dividend payments, in the report's shape (both markets pay alike). */
const dividendsTable = (market: 'idx' | 'sgx') => `CREATE TABLE ${market}_dividends (
  symbol TEXT NOT NULL REFERENCES ${market}_companies (symbol),
  date TEXT NOT NULL, total NUMERIC NOT NULL, yield NUMERIC
);`

/** The columns of idx_trading's price changes: `chg_1d` … (CHANGE_PERIODS). */
export const TRADING_PERIODS = ['1d', '7d', '14d', '30d', '365d'] as const

/** The tables, created empty before the data is written (the second file's are in SECOND_FILE_TABLES_SQL). */
export const TABLES_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE idx_companies (
  ${columns(idxSnapshotFields)},
  sector_slug TEXT NOT NULL,
  sub_sector_slug TEXT NOT NULL,
  industry_slug TEXT NOT NULL,
  sub_industry_slug TEXT NOT NULL,
  latest_close_date TEXT,
  PRIMARY KEY (symbol)
);

-- The report-only text and JSON lists, a few kilobytes a company, apart from the screener's columns: a scan of
-- idx_companies then reads a few hundred bytes a company instead of every kilobyte here.
CREATE TABLE idx_company_details (
  symbol TEXT PRIMARY KEY REFERENCES idx_companies (symbol),
  address TEXT, website TEXT, phone TEXT, email TEXT,
  analyst_ratings TEXT,
  executives_shareholdings TEXT,
  key_executives TEXT,
  major_shareholders TEXT,
  top_transactions TEXT,
  whale_investors TEXT NOT NULL,
  conglomerates_group TEXT NOT NULL
);

-- Keyed by year first: a query on a fiscal year reads that year's rows as one range, and a join finds a company's
-- year by key. A company's own years (the report) come through idx_yearly_symbol.
${yearlyTable('idx', idxYearlyFields)}

CREATE TABLE ${IDX_YEARLY_SERIES.table} (
  field TEXT NOT NULL,
  symbol TEXT NOT NULL REFERENCES idx_companies (symbol),
  ${IDX_YEARLY_SERIES.years.map((year) => `${seriesColumn(year)} NUMERIC`).join(', ')},
  PRIMARY KEY (field, symbol)
) WITHOUT ROWID;

${dividendsTable('idx')}

CREATE TABLE idx_executives (
  symbol TEXT NOT NULL REFERENCES idx_companies (symbol),
  ordinal INTEGER NOT NULL, name TEXT NOT NULL, position TEXT NOT NULL,
  PRIMARY KEY (symbol, ordinal)
) WITHOUT ROWID;

CREATE TABLE idx_shareholders (
  symbol TEXT NOT NULL REFERENCES idx_companies (symbol),
  ordinal INTEGER NOT NULL, name TEXT NOT NULL, holder_symbol TEXT,
  share_value NUMERIC NOT NULL, share_amount NUMERIC NOT NULL, share_percentage TEXT NOT NULL,
  PRIMARY KEY (symbol, ordinal)
) WITHOUT ROWID;

CREATE TABLE idx_institutional_flow (
  symbol TEXT NOT NULL REFERENCES idx_companies (symbol),
  date TEXT NOT NULL, net_transaction NUMERIC NOT NULL,
  PRIMARY KEY (symbol, date)
) WITHOUT ROWID;

-- the daily endpoints: what each company's 52 weeks of closes and volumes are drawn from (demo/prices/daily-recipe.ts),
-- a few numbers a company, not the days themselves: the endpoint draws them again on request from the same random
-- stream, which is the path behind the snapshot's close and extremes. Stored days were a fifth of the file.
CREATE TABLE idx_daily (
  symbol TEXT PRIMARY KEY REFERENCES idx_companies (symbol),
  stream_key TEXT NOT NULL, market_cap_target REAL NOT NULL, board TEXT NOT NULL, listing_date TEXT NOT NULL,
  quality REAL NOT NULL, average_volume REAL NOT NULL
) WITHOUT ROWID;

-- market-wide daily series summed from every company's closes at start-up (demo/prices/market-history.ts): the IDX
-- market's capitalisation ('idx_total') and each index's level ('LQ45', 'IHSG', 'STI', ...)
CREATE TABLE market_series (
  name TEXT NOT NULL, date TEXT NOT NULL, value REAL NOT NULL,
  PRIMARY KEY (name, date)
) WITHOUT ROWID;

-- worked out from every company's daily series while the market is built (demo/prices/trading-summary.ts): each day's ten
-- most traded of the market (grp '') and of each sub-sector, by volume and by value (adjusted); each sub-sector's
-- market cap per day (the companies' price changes, idx_trading, are in the second file)
-- a day's list is one row, its places a JSON array of [symbol, volume, price], the most traded first: a request reads
-- a few dozen days whole, and a build writes a ninth of the rows (scale 1: 17,816 instead of 163,488)
CREATE TABLE idx_most_traded (
  grp TEXT NOT NULL, adjusted INTEGER NOT NULL, date TEXT NOT NULL, places TEXT NOT NULL,
  PRIMARY KEY (grp, adjusted, date)
) WITHOUT ROWID;
CREATE TABLE idx_subsector_daily (
  sub_sector_slug TEXT NOT NULL, date TEXT NOT NULL, market_cap NUMERIC NOT NULL,
  PRIMARY KEY (sub_sector_slug, date)
) WITHOUT ROWID;

CREATE TABLE auctions (
  wiup_code TEXT PRIMARY KEY,
  commodity_type TEXT NOT NULL, city TEXT NOT NULL, province TEXT NOT NULL,
  company_name TEXT, winner_date TEXT, licensed_area_ha REAL NOT NULL, license_number TEXT NOT NULL,
  area_type TEXT NOT NULL, kdi TEXT NOT NULL, auction_status TEXT NOT NULL, participant_count INTEGER NOT NULL,
  winner INTEGER NOT NULL, company_slug TEXT, created_at TEXT NOT NULL, last_modified TEXT NOT NULL
);

CREATE TABLE auction_phases (
  wiup_code TEXT NOT NULL REFERENCES auctions (wiup_code),
  "order" INTEGER NOT NULL, description TEXT NOT NULL, start_date TEXT, end_date TEXT,
  PRIMARY KEY (wiup_code, "order")
) WITHOUT ROWID;

CREATE TABLE auction_participants (
  wiup_code TEXT NOT NULL REFERENCES auctions (wiup_code),
  ordinal INTEGER NOT NULL, nib TEXT NOT NULL, company_name TEXT NOT NULL, email TEXT NOT NULL,
  qualification_result TEXT NOT NULL,
  PRIMARY KEY (wiup_code, ordinal)
) WITHOUT ROWID;
`

/**
 * The tables a file build writes with a second writer thread into a second file, which the server then attaches, so
 * that two threads write at once: the IDX quarters (a third of the IDX rows), the companies' price changes (whose
 * ten indexes the second writer then builds while the first builds the other IDX ones) and the SGX market, which
 * then goes in while the first writer is still building. Queries name them as any other table; an in-memory build
 * keeps them in its one database.
 */
export const SECOND_FILE_TABLES = [
  'idx_quarterly',
  'idx_trading',
  'sgx_companies',
  'sgx_yearly',
  'sgx_dividends',
  'sgx_daily',
] as const

export const SECOND_FILE_TABLES_SQL = `
-- no foreign keys: in a file build their companies are in the other file, which a foreign key cannot name

-- each company's price changes over the top-changes periods and the steadiness of its closes, worked out from its
-- daily series while the market is built (demo/prices/trading-summary.ts)
CREATE TABLE idx_trading (
  symbol TEXT PRIMARY KEY, sub_sector_slug TEXT NOT NULL, market_cap NUMERIC,
  last_close NUMERIC NOT NULL, ${TRADING_PERIODS.map((p) => `chg_${p} REAL`).join(', ')},
  max_drawdown REAL NOT NULL, rsd_close REAL NOT NULL
);
CREATE TABLE idx_quarterly (
  symbol TEXT NOT NULL,
  year INTEGER NOT NULL,
  quarter INTEGER NOT NULL,
  ${columns(idxQuarterlyFields)},
  PRIMARY KEY (year, quarter, symbol)
) WITHOUT ROWID;

CREATE TABLE sgx_companies (
  ${columns(sgxSnapshotFields)},
  sector_slug TEXT NOT NULL,
  sub_sector_slug TEXT NOT NULL,
  PRIMARY KEY (symbol)
);

${yearlyTable('sgx', sgxYearlyFields)}

${dividendsTable('sgx')}

CREATE TABLE sgx_daily (
  symbol TEXT PRIMARY KEY REFERENCES sgx_companies (symbol),
  stream_key TEXT NOT NULL, market_cap_target REAL NOT NULL, listing_date TEXT NOT NULL,
  quality REAL NOT NULL, average_volume REAL NOT NULL
) WITHOUT ROWID;
`
