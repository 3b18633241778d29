import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 5')

const POULTRY = "sub_industry = 'fish-meat-poultry'"
const TOLL_ROADS = "sub_industry = 'highways-railtracks'"
const PHARMA = "industry = 'pharmaceuticals'"
const SOFTWARE = "industry = 'software'"

/** The fifth held-out batch, English, on other sectors, metrics and periods than the earlier ones. */
export const FIFTH_BATCH_EN: readonly CorpusEntry[] = [
  terse('gold miners pe < 15', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 15`),
  terse('hospitals roe > 12%', `${S.HOSPITALS} and roe_ttm > 0.12`),
  terse('pharmaceuticals by revenue', PHARMA, '-revenue[2025]', all(50)),
  terse('eps > 500', 'eps[2025] > 500'),
  terse('free float < 15%', 'free_float < 0.15'),
  terse('airlines der < 2', `${S.AIRLINES} and der_mrq >= 0 and der_mrq < 2`),
  terse('top 7 by employees', null, '-employee_num', all(7)),
  terse('lq45 net margin > 25%', "indices in ['LQ45'] and net_profit_margin[2025] > 0.25"),
  terse('current ratio < 1', 'current_ratio[2025] < 1'),
  terse('sgx beta > 1.5', 'beta > 1.5', null, SGX),
  terse('toll roads by market cap', TOLL_ROADS, '-market_cap', all(50)),
  terse('smallest 4 airlines', S.AIRLINES, 'market_cap', all(4)),

  chatty('hey, which poultry companies are trading below book value?', `${POULTRY} and ${S.UNDERVALUED}`),
  chatty(
    "hi there! I'm hunting for utilities with a dividend yield over 5%, any ideas?",
    `${S.UTILITIES} and yield_ttm > 0.05`,
  ),
  chatty('could you show me the three biggest cement makers please?', S.CEMENT, '-market_cap', all(3)),
  chatty("what's the most profitable airline?", S.AIRLINES, '-earnings[2025]'),
  chatty('good morning, are there any insurers with no debt at all?', `${S.INSURERS} and total_debt[2025] = 0`),
  chatty(
    "i'd like a list of hospitals with net margin above 10%, thanks a lot",
    `${S.HOSPITALS} and net_profit_margin[2025] > 0.1`,
  ),
  chatty('just wondering which gold miners have the highest ROE', S.GOLD, '-roe_ttm'),
  chatty('please help me find IDX30 stocks with a P/B under 2', "indices in ['IDX30'] and pb_mrq > 0 and pb_mrq < 2"),
  chatty(
    'so which retailers grew their revenue by more than 10% last year?',
    `${S.RETAIL} and ${S.GROWTH_2025('revenue')} > 0.1`,
  ),
  chatty('hello, can you list SGX REITs with a P/B below 0.8?', `${S.REITS} and pb > 0 and pb < 0.8`, null, SGX),
  chatty("I'm curious which companies have more than 30000 employees", 'employee_num > 30000'),

  typos('hospitls with roe above 15%', `${S.HOSPITALS} and roe_ttm > 0.15`),
  typos('compnaies with gross margn above 50%', 'gross_profit_margin[2025] > 0.5'),
  typos('highest dividend yeild in LQ45', "indices in ['LQ45']", '-yield_ttm'),
  typos('stocks with pe ratio undr 6', 'pe_ttm > 0 and pe_ttm < 6'),
  typos('tellcos with net incme above 1 trillion', `${S.TELCOS} and earnings[2025] > 1000000000000`),
  typos('insurrers sorted by market cap', S.INSURERS, '-market_cap', all(50)),
  typos('most profitble plantations', S.PLANTATIONS, '-earnings[2025]'),
  typos('retailrs with debt to equity below 1', `${S.RETAIL} and der_mrq >= 0 and der_mrq < 1`),
  typos('companeis listed aftr 2019', "listing_date > '2019-12-31'"),
  typos('stoks near their 52 week hihg', S.NEAR_52W_HIGH),
  typos('cement companies with dividend yeld above 3%', `${S.CEMENT} and yield_ttm > 0.03`),

  symbols('ROA > 5% & DER < 0.3', 'roa_ttm > 0.05 and der_mrq >= 0 and der_mrq < 0.3'),
  symbols(
    'gross margin ≥ 40% + net margin ≥ 15%',
    'gross_profit_margin[2025] >= 0.4 and net_profit_margin[2025] >= 0.15',
  ),
  symbols('mcap < Rp 500 B & profitable', 'market_cap < 500000000000 and earnings[2025] > 0'),
  symbols('banks w/ CAR > 25%', `${S.BANKS} and capital_adequacy_ratio[2025] > 0.25`),
  symbols('P/S < 1 & P/E < 10', 'ps_ttm > 0 and ps_ttm < 1 and pe_ttm > 0 and pe_ttm < 10'),
  symbols(
    'EV/EBITDA < 5 & yield > 4%',
    'enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 5 and yield_ttm > 0.04',
  ),
  symbols('revenue 2024 ≥ Rp 20T', 'revenue[2024] >= 20000000000000'),
  symbols('employees ≤ 200', 'employee_num <= 200'),
  symbols('price < Rp 200 & PBV < 1', `last_close_price < 200 and ${S.UNDERVALUED}`),
  symbols(
    'REITs w/ yield > 8% & P/B < 1',
    `${S.REITS} and forward_dividend_yield > 0.08 and pb > 0 and pb < 1`,
    null,
    SGX,
  ),
  symbols('NIM > 6% + LDR < 85%', 'net_interest_margin[2025] > 0.06 and loan_to_deposit_ratio[2025] < 0.85'),

  imperative('rank hospitals by net income', S.HOSPITALS, '-earnings[2025]', all(50)),
  imperative('sort gold miners by P/B, lowest first', `${S.GOLD} and pb_mrq > 0`, 'pb_mrq', all(50)),
  imperative('list plantation companies by dividend yield', S.PLANTATIONS, '-yield_ttm', all(50)),
  imperative('order property developers by market cap, smallest first', S.PROPERTY, 'market_cap', all(50)),
  imperative('show me the 4 most profitable insurers', S.INSURERS, '-earnings[2025]', all(4)),
  imperative('sort LQ45 stocks by free cash flow', "indices in ['LQ45']", '-free_cash_flow[2025]', all(50)),
  imperative('give me the 8 cheapest retailers by P/E', `${S.RETAIL} and pe_ttm > 0`, 'pe_ttm', all(8)),
  imperative('rank banks by CASA ratio', S.BANKS, '-casa_ratio[2025]', all(50)),
  imperative('find airlines with positive free cash flow', `${S.AIRLINES} and free_cash_flow[2025] > 0`),
  imperative('sort SGX banks by dividend yield', S.SGX_BANKS, '-forward_dividend_yield', all(50, 'sgx')),
  imperative('list energy companies by employees, largest first', S.ENERGY, '-employee_num', all(50)),

  periods('ROA above 3% in 2021, 2022 and 2023', 'roa[2021] > 0.03 and roa[2022] > 0.03 and roa[2023] > 0.03'),
  periods(
    'operating margin above 15% every year since 2022',
    'operating_profit_margin[2022] > 0.15 and operating_profit_margin[2023] > 0.15 and ' +
      'operating_profit_margin[2024] > 0.15 and operating_profit_margin[2025] > 0.15',
  ),
  periods(
    'revenue above 500 billion from 2021 to 2024',
    'revenue[2021] > 500000000000 and revenue[2022] > 500000000000 and revenue[2023] > 500000000000 and ' +
      'revenue[2024] > 500000000000',
  ),
  periods(
    'positive free cash flow three years running',
    'free_cash_flow[2023] > 0 and free_cash_flow[2024] > 0 and free_cash_flow[2025] > 0',
  ),
  periods(
    'paid a dividend in 2020, 2022 and 2024',
    'total_dividend[2020] > 0 and total_dividend[2022] > 0 and total_dividend[2024] > 0',
  ),
  periods('loss-making in both 2024 and 2025', 'earnings[2024] < 0 and earnings[2025] < 0'),
  periods('net income up from Q2 to Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods(
    'revenue in the first quarter of 2026 higher than in the fourth quarter of 2025',
    'revenue_q[Q1-2026] > revenue_q[Q4-2025]',
  ),
  periods('earnings this quarter lower than the same quarter last year', 'earnings_q[Q3-2026] < earnings_q[Q3-2025]'),
  periods(
    'gross profit above 1 trillion in Q1 2025, Q2 2025 and Q3 2025',
    'gross_profit_q[Q1-2025] > 1000000000000 and gross_profit_q[Q2-2025] > 1000000000000 and ' +
      'gross_profit_q[Q3-2025] > 1000000000000',
  ),
  periods(
    'ROE above 20% between 2020 and 2023',
    'roe[2020] > 0.2 and roe[2021] > 0.2 and roe[2022] > 0.2 and roe[2023] > 0.2',
  ),
  periods('dividend yield above 6% in 2023 and 2024', 'total_yield[2023] > 0.06 and total_yield[2024] > 0.06'),

  refused('companies with a female president director'),
  refused('banks with the most branches'),
  refused('stocks foreign investors have been buying this month'),
  refused('companies whose CEO is under 40'),
  refused('stocks with the most analyst buy ratings'),
  refused('companies whose commissioners include a former minister'),
  refused('companies that announced a share buyback this year'),
  names(
    'companies owned by PT Saratoga Investama Sedaya',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names('companies with Garibaldi Thohir among their executives', "key_executives_name like '%garibaldi thohir%'"),
  names(
    'companies in which Hartono holds more than 20%',
    "major_shareholders_name like '%hartono%' and major_shareholders_share_percentage > 0.2",
  ),
  names('banks where executives own more than 1%', `${S.BANKS} and executives_shareholdings_share_percentage > 0.01`),
  names(
    'coal companies whose president director is Arsjad Rasjid',
    `${S.COAL} and key_executives_name like '%arsjad rasjid%' and key_executives_position like '%president director%'`,
  ),
  names('companies affiliated with Astra Group', "affiliates like '%astra group%'"),
  names('insurers where the state owns a majority', `${S.INSURERS} and ${S.GOVERNMENT}`),
  names("companies where 'Anthoni Salim' is a major shareholder", "major_shareholders_name like '%anthoni salim%'"),
  names('state-owned utilities', `${S.UTILITIES} and ${S.GOVERNMENT}`),

  verbs('utilities paying more than 4% in dividends', `${S.UTILITIES} and yield_ttm > 0.04`),
  verbs('stocks trading above 30 times earnings', 'pe_ttm > 30'),
  verbs('retailers trading under half their book value', `${S.RETAIL} and pb_mrq > 0 and pb_mrq < 0.5`),
  verbs('companies whose EBITDA doubled in 2025', `${S.GROWTH_2025('ebitda')} >= 1`),
  verbs('companies whose free cash flow halved', `${S.GROWTH_2025('free_cash_flow')} <= -0.5`),
  verbs('stocks that tripled over the past year', 'yearly_mcap_change >= 2'),
  verbs('plantations earning more than 1 trillion', `${S.PLANTATIONS} and earnings[2025] > 1000000000000`),
  verbs('companies growing net income more than 40%', `${S.GROWTH_2025('earnings')} > 0.4`),
  verbs('insurers whose revenue shrank in 2024', `${S.INSURERS} and revenue[2024] < revenue[2023]`),
  verbs('stocks that lost more than a quarter of their value in the past year', 'yearly_mcap_change < -0.25'),
  verbs('coal stocks that fell more than 4% today', `${S.COAL} and daily_close_change < -0.04`),
  verbs('SGX stocks that gained more than 15% this month', 'change_1m > 0.15', null, SGX),

  compounds('low-PB insurers', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('debt-free retailers', `${S.RETAIL} and total_debt[2025] = 0`),
  compounds('cash-rich property developers', `${S.PROPERTY} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('high-ROA companies', null, '-roa_ttm'),
  compounds('loss-making airlines', `${S.AIRLINES} and earnings[2025] < 0`),
  compounds('dividend-paying hospitals', `${S.HOSPITALS} and yield_ttm > 0`),
  compounds('free cash flow figures above 2 trillion', 'free_cash_flow[2025] > 2000000000000'),
  compounds('EPS numbers above 1000', 'eps[2025] > 1000'),
  compounds('companies with ESG risk ratings below 15', 'esg_score < 15'),
  compounds('highyield utilities', S.UTILITIES, '-yield_ttm'),
  compounds('low-debt gold miners', `${S.GOLD} and ${S.LOW_DEBT}`),
  compounds('market cap values below 200 billion', 'market_cap < 200000000000'),
  compounds('high-margin software companies', `${SOFTWARE} and ${S.HIGH_MARGIN}`),

  everyday('hospitals listed since 2018', `${S.HOSPITALS} and listing_date >= '2018-01-01'`),
  everyday('KOMPAS100 stocks near their all-time high', `indices in ['KOMPAS100'] and ${S.NEAR_ATH}`),
  everyday('small caps with dividend yield above 8%', `${S.SMALL_IDX} and yield_ttm > 0.08`),
  everyday('banks with NPL below 500 billion in 2024', `${S.BANKS} and non_performing_loan[2024] < 500000000000`),
  everyday('companies with interest coverage below 1.5', 'interest_coverage_ratio[2025] < 1.5'),
  everyday(
    'insurers with net premium income above 2 trillion',
    `${S.INSURERS} and net_premium_income[2025] > 2000000000000`,
  ),
  everyday('most valuable companies on the development board', "listing_board = 'Development'", '-market_cap'),
  everyday('large cap stocks with negative operating cash flow', `${S.LARGE_IDX} and operating_cash_flow[2025] < 0`),
  everyday('companies with a payout ratio between 40% and 60%', 'payout_ratio >= 0.4 and payout_ratio <= 0.6'),
  everyday('SGX healthcare companies with net margin above 15%', `${S.HEALTH} and net_profit_margin > 0.15`, null, SGX),
  everyday('IDXHIDIV20 stocks with P/E below 8', "indices in ['IDXHIDIV20'] and pe_ttm > 0 and pe_ttm < 8"),
  everyday(
    'fastest growing insurers by revenue',
    `${S.INSURERS} and revenue[2024] > 0`,
    '-((revenue[2025] - revenue[2024]) / revenue[2024])',
  ),
  everyday('consumer staples stocks at their 52-week low', `${S.STAPLES} and ${S.NEAR_52W_LOW}`),
  everyday('stocks within 5% of their all-time high', S.NEAR_ATH),
  everyday(
    'companies that IPOed between 2016 and 2018',
    "listing_date >= '2016-01-01' and listing_date <= '2018-12-31'",
  ),
  everyday('top twelve insurers by premium income', S.INSURERS, '-premium_income[2025]', all(12)),
  everyday(
    'industrial REITs yielding over 6%',
    "sub_sector = 'reit-industrial' and forward_dividend_yield > 0.06",
    null,
    SGX,
  ),
  everyday('pharmaceutical companies with gross margin above 45%', `${PHARMA} and gross_profit_margin[2025] > 0.45`),
]
