import type { Case } from './exact'
import { idx } from './exact'

const LATEST = ' (no year given: used 2025, the latest complete fiscal year)'

/** IDX conditions: metrics and synonyms, comparisons, units, years, growth, states, listing, combinations. */
export const FILTER_CASES: readonly Case[] = [
  idx(
    'dividend payers in LQ45 with P/E below 15',
    "indices in ['LQ45'] and yield_ttm > 0 and pe_ttm > 0 and pe_ttm < 15",
    {
      message: 'Companies in LQ45 with positive P/E (TTM) below 15 that paid dividends in the last twelve months.',
    },
  ),
  idx('find me all companies in lq45 and/or idxbumn20', "indices in ['LQ45', 'IDXBUMN20']", {
    message: 'Companies in LQ45 or IDXBUMN20.',
  }),
  idx('stocks in both LQ45 and IDX30', "indices in ['LQ45'] and indices in ['IDX30']"),
  idx('KOMPAS100 members with ROE above 15', "indices in ['KOMPAS100'] and roe_ttm > 0.15", {
    message: "Companies in KOMPAS100 with ROE (TTM) above 15% ('15' read as 15%).",
  }),
  idx('IDX30 stocks with PBV under 1.5', "indices in ['IDX30'] and pb_mrq > 0 and pb_mrq < 1.5"),
  idx('JII70 or IDXHIDIV20 companies paying dividends', "indices in ['JII70', 'IDXHIDIV20'] and yield_ttm > 0"),
  idx('SRIKEHATI and IDXESGL', "indices in ['SRIKEHATI', 'IDXESGL']"),
  idx(
    'companies in IDXG30, IDXQ30, IDXV30, ECONOMIC30, SMINFRA18, FTSE or IDXVESTA28',
    "indices in ['IDXG30', 'IDXQ30', 'IDXV30', 'ECONOMIC30', 'SMINFRA18', 'FTSE', 'IDXVESTA28']",
  ),
  idx('banks with market cap above 100 trillion', "sub_sector = 'banks' and market_cap > 100000000000000", {
    message: 'Banks with market cap above IDR 100 trillion.',
  }),
  idx('revenue above Rp 2 T', 'revenue[2025] > 2000000000000', {
    message: `Companies with revenue in 2025 above IDR 2 trillion${LATEST}.`,
  }),
  idx('companies with net income over IDR 500B in 2024', 'earnings[2024] > 500000000000'),
  idx('2023 revenue above 1.5T', 'revenue[2023] > 1500000000000'),
  idx('revenue between 500bn and 2tn', 'revenue[2025] >= 500000000000 and revenue[2025] <= 2000000000000'),
  idx('market cap between 1 and 5 trillion', 'market_cap >= 1000000000000 and market_cap <= 5000000000000'),
  idx('market cap 1000000000000 or more', 'market_cap >= 1000000000000'),
  idx('retailers with sales above 5 trillion rupiah', "sub_sector = 'retailing' and revenue[2025] > 5000000000000"),
  idx('companies with more than 10,000 employees', 'employee_num > 10000'),
  idx('10k+ employees', 'employee_num >= 10000'),
  idx('headcount of at least 1000', 'employee_num >= 1000'),
  idx('companies with a share price under Rp 1,000', 'last_close_price < 1000'),
  idx('ROE between 10 and 20%', 'roe_ttm >= 0.1 and roe_ttm <= 0.2'),
  idx('net profit margin above 0.2', 'net_profit_margin[2025] > 0.2'),
  idx('free float above 40%', 'free_float > 0.4'),
  idx('P/E above 5 and below 10', 'pe_ttm > 5 and pe_ttm < 10'),
  idx('P/E below 10 or above 30', '(pe_ttm > 0 and pe_ttm < 10) or pe_ttm > 30'),
  idx('P/E equal to 10', 'pe_ttm = 10'),
  idx('P/E between 10 and 5', 'pe_ttm >= 5 and pe_ttm <= 10'),
  idx('price to earnings of at most 12x', 'pe_ttm > 0 and pe_ttm <= 12'),
  idx(
    'banks with P/E below 10 or P/B below 1',
    "sub_sector = 'banks' and ((pe_ttm > 0 and pe_ttm < 10) or (pb_mrq > 0 and pb_mrq < 1))",
  ),
  idx(
    'P/S below 2 and P/B below 1 and ROA above 5%',
    'ps_ttm > 0 and ps_ttm < 2 and pb_mrq > 0 and pb_mrq < 1 and roa_ttm > 0.05',
  ),
  idx(
    'banks with ROE above 15% and P/E below 10 in 2023',
    "sub_sector = 'banks' and roe[2023] > 0.15 and pe[2023] > 0 and pe[2023] < 10",
    {
      message: 'Banks with ROE in 2023 above 15% and positive P/E in 2023 below 10.',
    },
  ),
  idx('price-to-book below 1 in 2022', 'pb[2022] > 0 and pb[2022] < 1'),
  idx('dividend yield above 5% in 2023', 'total_yield[2023] > 0.05'),
  idx('ROE above 15 this year', 'roe[2025] > 0.15', {
    message:
      "Companies with ROE in 2025 above 15% ('this year' read as 2025, the latest complete fiscal year, as 2026 has " +
      "no full-year data yet; '15' read as 15%).",
  }),
  idx('debt to equity below 1', 'der_mrq >= 0 and der_mrq < 1'),
  idx('ESG score below 20', 'esg_score < 20'),
  idx('EPS above 100', 'eps[2025] > 100'),
  idx('gross margin above 30%', 'gross_profit_margin[2025] > 0.3'),
  idx(
    'telecom companies with operating margin above 20% in 2024',
    "sub_sector = 'telecommunication' and operating_profit_margin[2024] > 0.2",
  ),
  idx('total assets above 100T', 'total_assets[2025] > 100000000000000'),
  idx('debt above 10T in 2024', 'total_debt[2024] > 10000000000000'),
  idx('free cash flow above 1T', 'free_cash_flow[2025] > 1000000000000'),
  idx('dividend per share above 100', 'dividend_ttm > 100'),
  idx(
    'banks with equity above 50 T and debt to equity under 5',
    "sub_sector = 'banks' and total_equity[2025] > 50000000000000 and der_mrq >= 0 and der_mrq < 5",
  ),
  idx(
    'companies with revenue of at least Rp 1.5 trillion and positive net income',
    'revenue[2025] >= 1500000000000 and earnings[2025] > 0',
  ),
  idx(
    'revenue growth above 20% in 2024',
    'revenue[2023] > 0 and (revenue[2024] - revenue[2023]) / revenue[2023] > 0.2',
    {
      message: 'Companies with revenue growth in 2024 above 20%.',
    },
  ),
  idx(
    'revenue growing by more than 20%',
    'revenue[2024] > 0 and (revenue[2025] - revenue[2024]) / revenue[2024] > 0.2',
  ),
  idx(
    'revenue decline of more than 10%',
    'revenue[2024] > 0 and (revenue[2025] - revenue[2024]) / revenue[2024] < -0.1',
  ),
  idx(
    'revenue decline between 5% and 10%',
    'revenue[2024] > 0 and (revenue[2025] - revenue[2024]) / revenue[2024] >= -0.1 and ' +
      '(revenue[2025] - revenue[2024]) / revenue[2024] <= -0.05',
  ),
  idx('growing earnings', 'earnings[2025] > earnings[2024]', {
    message: `Companies with net income higher in 2025 than in 2024${LATEST}.`,
  }),
  idx('companies with declining revenue in 2024', 'revenue[2024] < revenue[2023]'),
  idx('loss-making companies last year', 'earnings[2025] < 0', {
    message: "Companies that made a loss in 2025 ('last year' read as 2025).",
  }),
  idx('profitable banks in 2023', "sub_sector = 'banks' and earnings[2023] > 0"),
  idx('unprofitable coal companies', "industry = 'coal' and earnings[2025] < 0"),
  idx('companies that pay no dividends', 'yield_ttm = 0 or yield_ttm is null'),
  idx('listed after 2020', "listing_date > '2020-12-31'"),
  idx('listed before 2000', "listing_date < '2000-01-01'"),
  idx('IPOs in 2021', "listing_date >= '2021-01-01' and listing_date <= '2021-12-31'"),
  idx('listed between 2015 and 2020', "listing_date >= '2015-01-01' and listing_date <= '2020-12-31'"),
  idx('IPO since 2022 on the main board', "listing_board = 'Main' and listing_date >= '2022-01-01'", {
    message: 'Companies on the Main board listed since 2022.',
  }),
  idx('development board companies', "listing_board = 'Development'"),
  idx('watchlist stocks', "listing_board = 'Watchlist'"),
  idx(
    'coal companies with revenue above Rp 10 T listed after 2010',
    "industry = 'coal' and listing_date > '2010-12-31' and revenue[2025] > 10000000000000",
  ),
  idx('Indonesian banks', "sub_sector = 'banks'"),
  idx('Show me please all the stocks!', null, { message: 'All companies.' }),
]
