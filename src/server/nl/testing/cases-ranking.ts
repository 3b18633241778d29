import type { Case } from './case'
import { idx, ranked, sgx } from './case'

/** Ranking: top/largest/smallest/cheapest/highest N, by/sorted by, directions, growth rankings, limits. */
export const RANKING_CASES: readonly Case[] = [
  idx(
    'top 3 banks by market cap',
    "sub_sector = 'banks' and market_cap is not null",
    ranked('-market_cap', 3, 'Banks ranked by market cap, largest first, top 3.'),
  ),
  idx(
    'Top 5 banks by market cap',
    "sub_sector = 'banks' and market_cap is not null",
    ranked('-market_cap', 5, 'Banks ranked by market cap, largest first, top 5.'),
  ),
  idx(
    'top 10 tech companies by revenue in 2023',
    "sector = 'technology' and revenue[2023] is not null",
    ranked('-revenue[2023]', 10, 'Companies in Technology ranked by revenue in 2023, largest first, top 10.'),
  ),
  idx(
    'top 3 coal companies by revenue in 2023',
    "industry = 'coal' and revenue[2023] is not null",
    ranked('-revenue[2023]', 3),
  ),
  idx(
    'top 5 companies in LQ45 by market cap',
    "indices in ['LQ45'] and market_cap is not null",
    ranked('-market_cap', 5),
  ),
  idx(
    'give me the top growing banking companies by revenue in 2024',
    "sub_sector = 'banks' and revenue[2023] > 0 and revenue[2024] is not null",
    ranked(
      '-((revenue[2024] - revenue[2023]) / revenue[2023])',
      10,
      'Banks ranked by revenue growth in 2024, highest first, top 10.',
    ),
  ),
  idx(
    'highest revenue growth in 2024',
    'revenue[2023] > 0 and revenue[2024] is not null',
    ranked('-((revenue[2024] - revenue[2023]) / revenue[2023])', 10),
  ),
  idx(
    'fastest growing companies by earnings',
    'earnings[2024] > 0 and earnings[2025] is not null',
    ranked('-((earnings[2025] - earnings[2024]) / earnings[2024])', 10),
  ),
  idx(
    'top declining banks by revenue',
    "sub_sector = 'banks' and revenue[2024] > 0 and revenue[2025] is not null",
    ranked('((revenue[2025] - revenue[2024]) / revenue[2024])', 10),
  ),
  idx('biggest telcos', "sub_sector = 'telecommunication' and market_cap is not null", ranked('-market_cap', 10)),
  idx(
    'biggest 20 property developers',
    "sector = 'properties-real-estate' and market_cap is not null",
    ranked('-market_cap', 20),
  ),
  idx('10 smallest banks', "sub_sector = 'banks' and market_cap is not null", ranked('market_cap', 10)),
  idx(
    'smallest 5 hospitals by revenue',
    "industry = 'healthcare-providers' and revenue[2025] is not null",
    ranked('revenue[2025]', 5),
  ),
  idx(
    'cheapest 10 banks',
    "sub_sector = 'banks' and pe_ttm > 0",
    ranked('pe_ttm', 10, 'Banks ranked by P/E (TTM), lowest first, positive values only, top 10.'),
  ),
  idx('cheapest LQ45 stocks by P/B', "indices in ['LQ45'] and pb_mrq > 0", ranked('pb_mrq', 10)),
  idx('most expensive tech stocks', "sector = 'technology' and pe_ttm > 0", ranked('-pe_ttm', 10)),
  idx('highest dividend yield in LQ45', "indices in ['LQ45'] and yield_ttm is not null", ranked('-yield_ttm', 10)),
  idx('companies with the lowest P/E in 2023', 'pe[2023] > 0', ranked('pe[2023]', 10)),
  idx('top 10 companies with the highest ROE', 'roe_ttm is not null', ranked('-roe_ttm', 10)),
  idx('top ten banks with lowest P/B', "sub_sector = 'banks' and pb_mrq > 0", ranked('pb_mrq', 10)),
  idx('most employees', 'employee_num is not null', ranked('-employee_num', 10)),
  idx('banks by ROE', "sub_sector = 'banks' and roe_ttm is not null", ranked('-roe_ttm', 50)),
  idx('banks sorted by P/E', "sub_sector = 'banks' and pe_ttm > 0", ranked('pe_ttm', 50)),
  idx('sorted by market cap descending', 'market_cap is not null', ranked('-market_cap', 50)),
  idx(
    'LQ45 ordered by dividend yield, highest first',
    "indices in ['LQ45'] and yield_ttm is not null",
    ranked('-yield_ttm', 50),
  ),
  idx(
    'banks with P/E below 10 sorted by P/E',
    "sub_sector = 'banks' and pe_ttm > 0 and pe_ttm < 10",
    ranked('pe_ttm', 50),
  ),
  idx(
    'insurers ranked by net income last year',
    "sub_sector = 'insurance' and earnings[2025] is not null",
    ranked('-earnings[2025]', 50, "Insurers ranked by net income in 2025, largest first ('last year' read as 2025)."),
  ),
  idx(
    'top 2 banks by market cap in 2024',
    "sub_sector = 'banks' and market_cap is not null",
    ranked(
      '-market_cap',
      2,
      'Banks ranked by market cap, largest first, top 2 (market cap is a current value, so 2024 was not applied to it).',
    ),
  ),
  idx(
    'top 500 banks',
    "sub_sector = 'banks' and market_cap is not null",
    ranked(
      '-market_cap',
      200,
      'Banks ranked by market cap, largest first, top 200 (500 capped at 200, the most the screener returns).',
    ),
  ),
  idx('show me 5 banks', "sub_sector = 'banks'", { limit: 5, message: 'Banks, first 5.' }),
  sgx(
    'top 3 banks by market cap',
    "sub_sector = 'banks-credit-services' and market_cap is not null",
    ranked('-market_cap', 3, 'Banks ranked by market cap, largest first, top 3.'),
  ),
  sgx(
    'top 5 REITs by dividend yield in 2024',
    "sector = 'reit' and total_yield[2024] is not null",
    ranked('-total_yield[2024]', 5),
  ),
  sgx(
    'largest healthcare companies by revenue',
    "sector = 'healthcare' and revenue[2025] is not null",
    ranked('-revenue[2025]', 10),
  ),
  sgx('cheapest tech companies', "sector = 'technology' and pe > 0", ranked('pe', 10)),
  sgx(
    'office reits sorted by yield descending',
    "sub_sector = 'reit-office' and forward_dividend_yield is not null",
    ranked('-forward_dividend_yield', 50),
  ),
  sgx('highest trading volume', 'volume is not null', ranked('-volume', 10)),
]
