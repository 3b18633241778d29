import {
  HEADLINE_YEARLY_FIELDS,
  IDX_YEARLY_SERIES,
  SCREEN_IDX_FIELDS,
  SCREEN_SGX_FIELDS,
  TRADING_PERIODS,
} from './schema'
import { quoteIdent } from './sql'

/**
 * An unfiltered list in its default order and in the most asked-for one, written exactly as the screener's ORDER BY
 * is (nulls last, then the symbol): a page reads its rows off these instead of sorting every company.
 */
const orderingIndexes = (table: 'idx_companies' | 'sgx_companies') => `
CREATE INDEX ${table}_symbol_order ON ${table} ((symbol IS NULL), symbol COLLATE NOCASE, symbol);
CREATE INDEX ${table}_cap_order ON ${table} ((market_cap IS NULL), market_cap DESC, symbol);`

/**
 * Secondary indexes, built once a market's rows are in (one sorted build is cheaper than keeping an index up to date
 * row by row), with the tables ANALYZE then measures: a market's are built and measured while the next is generated.
 * Every table must be in one of the lists, or the planner has no statistics for it (a test checks). The indexes are
 * given by the table they index: in a file build each is built by the writer of that table's file.
 */
export const MARKET_INDEXES = {
  idx: {
    tables: [
      'idx_companies', 'idx_company_details', 'idx_yearly', 'idx_quarterly', 'idx_dividends', 'idx_executives',
      'idx_shareholders', 'idx_institutional_flow', 'idx_daily', IDX_YEARLY_SERIES.table, 'idx_trading',
      'idx_most_traded', 'idx_subsector_daily',
    ],
    indexes: {
      idx_companies: `
CREATE INDEX idx_companies_sector ON idx_companies (sector_slug);
-- with the market cap: the report's peers are the nearest caps within a classification, read off these
CREATE INDEX idx_companies_sub_sector ON idx_companies (sub_sector_slug, market_cap, symbol);
CREATE INDEX idx_companies_industry ON idx_companies (industry_slug, market_cap, symbol);
CREATE INDEX idx_companies_sub_industry ON idx_companies (sub_industry_slug, market_cap, symbol);
-- "the 200 largest" (market_cap_rank <= 200) is a common first condition: read 200 entries, not every company
CREATE INDEX idx_companies_market_cap_rank ON idx_companies (market_cap_rank);
${orderingIndexes('idx_companies')}
-- the few companies in an index (LQ45, IDX30, ...): a condition on index membership reads these, not every company
CREATE INDEX idx_companies_in_indices ON idx_companies (symbol) WHERE indices IS NOT NULL;
-- a company's name by its symbol without reading its whole row: all a query driven by a yearly table needs of it
CREATE INDEX idx_companies_name ON idx_companies (symbol, company_name);
-- the most-screened figures in a narrow copy (see SCREEN_IDX_FIELDS)
CREATE INDEX idx_companies_screen ON idx_companies (${SCREEN_IDX_FIELDS.map(quoteIdent).join(', ')});`,
      idx_yearly: `
-- the headline yearly figures in a narrow copy (see HEADLINE_YEARLY_FIELDS)
CREATE INDEX idx_yearly_headline ON idx_yearly (year, symbol, ${HEADLINE_YEARLY_FIELDS.map(quoteIdent).join(', ')});
CREATE INDEX idx_yearly_symbol ON idx_yearly (symbol, year);`,
      idx_dividends: 'CREATE INDEX idx_dividends_symbol ON idx_dividends (symbol, date);',
      // top-changes: a period's movers read off its order, the market-cap floor checked in the index
      idx_trading: TRADING_PERIODS.map(
        (p) => `CREATE INDEX idx_trading_${p} ON idx_trading (chg_${p}, market_cap);
CREATE INDEX idx_trading_sub_${p} ON idx_trading (sub_sector_slug, chg_${p}, market_cap);`,
      ).join('\n'),
    },
  },
  sgx: {
    tables: ['sgx_companies', 'sgx_yearly', 'sgx_dividends', 'sgx_daily'],
    indexes: {
      sgx_yearly: 'CREATE INDEX sgx_yearly_symbol ON sgx_yearly (symbol, year);',
      sgx_companies: `
CREATE INDEX sgx_companies_sector ON sgx_companies (sector_slug);
CREATE INDEX sgx_companies_sub_sector ON sgx_companies (sub_sector_slug);
CREATE INDEX sgx_companies_screen ON sgx_companies (${SCREEN_SGX_FIELDS.map(quoteIdent).join(', ')});
${orderingIndexes('sgx_companies')}`,
      sgx_dividends: 'CREATE INDEX sgx_dividends_symbol ON sgx_dividends (symbol, date);',
    },
  },
  rest: { tables: ['meta', 'auctions', 'auction_phases', 'auction_participants', 'market_series'], indexes: {} },
} as const satisfies Record<string, { tables: readonly string[]; indexes: Partial<Record<string, string>> }> // prettier-ignore
