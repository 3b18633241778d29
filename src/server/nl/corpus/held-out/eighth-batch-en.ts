import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 8')

/**
 * The eighth held-out batch, English: written blind (without reading the translator), as a retail investor, a
 * portfolio manager, a journalist and someone who writes in symbols would ask; measured once, before any change
 * for its own misses.
 */
export const EIGHTH_BATCH_EN: readonly CorpusEntry[] = [
  terse('hospitals roe > 12%', `${S.HOSPITALS} and roe_ttm > 0.12`),
  terse('gold miners near 52w high', `${S.GOLD} and ${S.NEAR_52W_HIGH}`),
  terse('cheapest cement stocks', `${S.CEMENT} and pe_ttm > 0`, 'pe_ttm'),
  terse('tobacco yield > 5%', `${S.TOBACCO} and yield_ttm > 0.05`),
  terse('idx30 net cash', "indices in ['IDX30'] and net_debt[2025] < 0"),
  terse('top 20 by revenue 2024', null, '-revenue[2024]', all(20)),
  terse('software companies listed since 2021', `${S.SOFTWARE} and listing_date >= '2021-01-01'`),
  terse('poultry der < 1', `${S.POULTRY} and der_mrq >= 0 and der_mrq < 1`),
  terse('biggest employers in retail', S.RETAIL, '-employee_num'),
  terse('industrial reits pb < 0.9', "sub_sector = 'reit-industrial' and pb > 0 and pb < 0.9", null, SGX),
  terse('coal ev/ebitda < 5', `${S.COAL} and enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 5`),
  terse('airlines by employees', S.AIRLINES, '-employee_num', all(50)),
  terse('lq45 free float > 50%', "indices in ['LQ45'] and free_float > 0.5"),

  chatty(
    "hi! I'm looking for pharmaceutical companies with a net margin above 10%",
    `${S.PHARMA} and net_profit_margin[2025] > 0.1`,
  ),
  chatty('quick question: which hospitals have the highest ROE?', S.HOSPITALS, '-roe_ttm'),
  chatty(
    "I'm researching toll road companies, can you show me the ones with positive free cash flow?",
    `${S.TOLL_ROADS} and free_cash_flow[2025] > 0`,
  ),
  chatty('what are the 5 most valuable consumer staples companies?', S.STAPLES, '-market_cap', all(5)),
  chatty(
    'for a story I am writing: which property developers carry the largest total debt?',
    S.PROPERTY,
    '-total_debt[2025]',
  ),
  chatty(
    'hello, could you list insurers with a dividend yield over 5%? thank you',
    `${S.INSURERS} and yield_ttm > 0.05`,
  ),
  chatty("I'd like to find airlines that made a profit in 2024", `${S.AIRLINES} and earnings[2024] > 0`),
  chatty('any REITs with a dividend yield above 8%?', `${S.REITS} and forward_dividend_yield > 0.08`, null, SGX),
  chatty('just curious, which retailers grew revenue in 2025?', `${S.RETAIL} and revenue[2025] > revenue[2024]`),
  chatty('can you help me find small caps with ROE above 20% please', `${S.SMALL_IDX} and roe_ttm > 0.2`),
  chatty('which Singapore banks have the highest net margins?', S.SGX_BANKS, '-net_profit_margin', SGX),
  chatty("I'm a journalist: which five companies employ the most people?", null, '-employee_num', all(5)),

  typos('hosptials with net margin abve 8%', `${S.HOSPITALS} and net_profit_margin[2025] > 0.08`),
  typos('divident yeild over 7% in lq45', "indices in ['LQ45'] and yield_ttm > 0.07"),
  typos('cheepest property stocks', `${S.PROPERTY} and pe_ttm > 0`, 'pe_ttm'),
  typos('compnies with revnue above 20 trillion', 'revenue[2025] > 20000000000000'),
  typos('goverment owned banks with pbv under 1', `${S.BANKS} and ${S.GOVERNMENT} and ${S.UNDERVALUED}`),
  typos('telecomunication stocks sorted by dividend yeild', S.TELCOS, '-yield_ttm', all(50)),
  typos('Banks With The Lowest DER', `${S.BANKS} and der_mrq >= 0`, 'der_mrq'),
  typos('stcoks near all time hihg', S.NEAR_ATH),
  typos('employess above 20000', 'employee_num > 20000'),
  typos('plantaton companies that are profitible', `${S.PLANTATIONS} and earnings[2025] > 0`),
  typos('retial stocks down more then 5% today', `${S.RETAIL} and daily_close_change < -0.05`),
  typos('opperating margin above 30%', 'operating_profit_margin[2025] > 0.3'),

  symbols('P/E < 8 & yield > 6%', 'pe_ttm > 0 and pe_ttm < 8 and yield_ttm > 0.06'),
  symbols('ROA >= 10%', 'roa_ttm >= 0.1'),
  symbols('market cap > Rp 100T & DER < 0.5', `market_cap > 100000000000000 and ${S.LOW_DEBT}`),
  symbols(
    'banks: CAR > 25%, NIM > 5%',
    `${S.BANKS} and capital_adequacy_ratio[2025] > 0.25 and net_interest_margin[2025] > 0.05`,
  ),
  symbols('revenue 2025 > revenue 2024 & NPM > 10%', 'revenue[2025] > revenue[2024] and net_profit_margin[2025] > 0.1'),
  symbols('EPS > 500 & P/E < 12', 'eps[2025] > 500 and pe_ttm > 0 and pe_ttm < 12'),
  symbols('5 <= PER <= 9', 'pe_ttm >= 5 and pe_ttm <= 9'),
  symbols(
    'current ratio > 2 & interest coverage > 10',
    'current_ratio[2025] > 2 and interest_coverage_ratio[2025] > 10',
  ),
  symbols(
    'REITs w/ P/B < 1 & yield > 7%',
    `${S.REITS} and pb > 0 and pb < 1 and forward_dividend_yield > 0.07`,
    null,
    SGX,
  ),
  symbols('stocks +40% over the past year', 'change_1y > 0.4', null, SGX),
  symbols('payout ratio < 40% & yield > 4%', 'payout_ratio < 0.4 and yield_ttm > 0.04'),
  symbols('employees < 500 & market cap > 5T', 'employee_num < 500 and market_cap > 5000000000000'),

  imperative('rank hospitals by revenue', S.HOSPITALS, '-revenue[2025]', all(50)),
  imperative('sort LQ45 stocks by P/B, cheapest first', "indices in ['LQ45'] and pb_mrq > 0", 'pb_mrq', all(50)),
  imperative('list the 10 largest plantation companies by revenue', S.PLANTATIONS, '-revenue[2025]', all(10)),
  imperative('order insurers by premium income in 2024', S.INSURERS, '-premium_income[2024]', all(50)),
  imperative('show the 5 tobacco companies with the highest dividend yield', S.TOBACCO, '-yield_ttm', all(5)),
  imperative(
    'give me telcos sorted by EV/EBITDA, lowest first',
    `${S.TELCOS} and enterprise_to_ebitda[2025] > 0`,
    'enterprise_to_ebitda[2025]',
    all(50),
  ),
  imperative('rank banks by CASA ratio', S.BANKS, '-casa_ratio[2025]', all(50)),
  imperative(
    'sort energy stocks by performance over the past year, worst first',
    S.ENERGY,
    'yearly_mcap_change',
    all(50),
  ),
  imperative('find the 3 newest listings in technology', S.TECH, '-listing_date', all(3)),
  imperative('list REITs by market cap, smallest first', S.REITS, 'market_cap', all(50, 'sgx')),
  imperative('order coal companies by net profit margin', S.COAL, '-net_profit_margin[2025]', all(50)),
  imperative('sort mid caps by ROE descending', S.MID_IDX, '-roe_ttm', all(50)),

  periods(
    'net margin above 15% in each of 2022, 2023 and 2024',
    'net_profit_margin[2022] > 0.15 and net_profit_margin[2023] > 0.15 and net_profit_margin[2024] > 0.15',
  ),
  periods(
    'paid a dividend every year since 2021',
    'total_dividend[2021] > 0 and total_dividend[2022] > 0 and total_dividend[2023] > 0 and ' +
      'total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods('revenue grew in both 2024 and 2025', 'revenue[2024] > revenue[2023] and revenue[2025] > revenue[2024]'),
  periods('ROA above 5% three years running', 'roa[2023] > 0.05 and roa[2024] > 0.05 and roa[2025] > 0.05'),
  periods(
    'positive free cash flow in every year between 2021 and 2024',
    'free_cash_flow[2021] > 0 and free_cash_flow[2022] > 0 and free_cash_flow[2023] > 0 and free_cash_flow[2024] > 0',
  ),
  periods('net income up from Q2 to Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods('revenue in the latest quarter above the previous quarter', 'revenue_q[Q3-2026] > revenue_q[Q2-2026]'),
  periods(
    'net income positive in Q1, Q2 and Q3 2025',
    'earnings_q[Q1-2025] > 0 and earnings_q[Q2-2025] > 0 and earnings_q[Q3-2025] > 0',
  ),
  periods(
    'banks with NPL below 2 trillion in 2023 and 2024',
    `${S.BANKS} and non_performing_loan[2023] < 2000000000000 and non_performing_loan[2024] < 2000000000000`,
  ),
  periods('loss-making in 2020, 2021 and 2022', 'earnings[2020] < 0 and earnings[2021] < 0 and earnings[2022] < 0'),
  periods(
    'gross margin above 25% from 2021 to 2023',
    'gross_profit_margin[2021] > 0.25 and gross_profit_margin[2022] > 0.25 and gross_profit_margin[2023] > 0.25',
  ),
  periods(
    'revenue above 500 billion in Q4 2024 and Q4 2025',
    'revenue_q[Q4-2024] > 500000000000 and revenue_q[Q4-2025] > 500000000000',
  ),
  periods('EBITDA higher in 2025 than in 2024', 'ebitda[2025] > ebitda[2024]'),

  names(
    'companies where Djarum holds more than 25%',
    "major_shareholders_name like '%djarum%' and major_shareholders_share_percentage > 0.25",
  ),
  names(
    'banks whose president director is Andi Pratama',
    `${S.BANKS} and key_executives_name like '%andi pratama%' and key_executives_position like '%president director%'`,
  ),
  names('companies affiliated with Astra', "affiliates like '%astra%'"),
  names(
    'companies where PT Saratoga Investama Sedaya holds shares',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names('coal companies where the government owns more than half', `${S.COAL} and ${S.GOVERNMENT}`),
  names('companies where executives own more than 2%', 'executives_shareholdings_share_percentage > 0.02'),
  names('firms with Hendra Gunawan among their executives', "key_executives_name like '%hendra gunawan%'"),
  names('state-owned toll road operators', `${S.TOLL_ROADS} and ${S.GOVERNMENT}`),
  names("companies where 'Anthoni Salim' is a major shareholder", "major_shareholders_name like '%anthoni salim%'"),
  refused('companies with the youngest board of directors'),
  refused('stocks that foreign funds bought the most last month'),
  refused('companies headquartered in Surabaya'),
  refused('banks with the most branches'),
  refused('stocks analysts rate as a strong buy'),
  refused('companies planning a rights issue this year'),
  refused('companies whose CEO is a woman'),
  refused('which companies did a stock split in 2024'),

  verbs('cement makers trading under 10 times earnings', `${S.CEMENT} and pe_ttm > 0 and pe_ttm < 10`),
  verbs('retailers trading below 0.5 times sales', `${S.RETAIL} and ps_ttm > 0 and ps_ttm < 0.5`),
  verbs('companies whose net income halved in 2025', `${S.GROWTH_2025('earnings')} <= -0.5`),
  verbs(
    'companies whose EBITDA doubled in 2024',
    'ebitda[2023] > 0 and (ebitda[2024] - ebitda[2023]) / ebitda[2023] >= 1',
  ),
  verbs('stocks that tripled over the past year', 'yearly_mcap_change >= 2'),
  verbs(
    'property stocks that lost half their value over the last year',
    `${S.PROPERTY} and yearly_mcap_change <= -0.5`,
  ),
  verbs('insurers earning more than 1 trillion', `${S.INSURERS} and earnings[2025] > 1000000000000`),
  verbs('utilities paying more than 5%', `${S.UTILITIES} and yield_ttm > 0.05`),
  verbs('companies growing revenue by over 40% in 2025', `${S.GROWTH_2025('revenue')} > 0.4`),
  verbs('hospitals whose revenue fell in 2025', `${S.HOSPITALS} and revenue[2025] < revenue[2024]`),
  verbs('banks yielding at least 5%', `${S.BANKS} and yield_ttm >= 0.05`),
  verbs('REITs that fell more than 15% over the past year', `${S.REITS} and change_1y < -0.15`, null, SGX),
  verbs('stocks that rose more than 8% today', 'daily_close_change > 0.08'),
  verbs('companies paying out less than 30% of their profit', 'payout_ratio < 0.3'),

  compounds('debt-free software companies', `${S.SOFTWARE} and total_debt[2025] = 0`),
  compounds('high-yield tobacco stocks', S.TOBACCO, '-yield_ttm'),
  compounds('low-PB insurers', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('cash-rich property developers', `${S.PROPERTY} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('loss-making airlines in 2024', `${S.AIRLINES} and earnings[2024] < 0`),
  compounds('dividend-paying small caps', `${S.SMALL_IDX} and yield_ttm > 0`),
  compounds('market cap value above 200 trillion', 'market_cap > 200000000000000'),
  compounds('ESG risk scores below 25', 'esg_score < 25'),
  compounds('employee count above 15000', 'employee_num > 15000'),
  compounds('dividend payments above 1 trillion in 2024', 'total_dividend[2024] > 1000000000000'),
  compounds('low-PE LQ45 stocks', "indices in ['LQ45'] and pe_ttm > 0", 'pe_ttm'),
  compounds('high-margin healthcare companies', `${S.HEALTH} and ${S.HIGH_MARGIN}`),
  compounds('lowdebt plantation companies', `${S.PLANTATIONS} and ${S.LOW_DEBT}`),
  compounds('high-ROE cement makers', S.CEMENT, '-roe_ttm'),

  everyday('KOMPAS100 companies with net cash', "indices in ['KOMPAS100'] and net_debt[2025] < 0"),
  everyday('stocks under Rp 200 with positive earnings', 'last_close_price < 200 and earnings[2025] > 0'),
  everyday('large caps near their 52-week low', `${S.LARGE_IDX} and ${S.NEAR_52W_LOW}`),
  everyday('banks with a loan to deposit ratio above 95%', `${S.BANKS} and loan_to_deposit_ratio[2025] > 0.95`),
  everyday('IDXHIDIV20 stocks with a payout ratio below 60%', "indices in ['IDXHIDIV20'] and payout_ratio < 0.6"),
  everyday('companies listed in 2024', "listing_date >= '2024-01-01' and listing_date <= '2024-12-31'"),
  everyday(
    'watchlist board companies with revenue above 100 billion',
    "listing_board = 'Watchlist' and revenue[2025] > 100000000000",
  ),
  everyday('stocks trading below their intrinsic value', 'last_close_price < intrinsic_value'),
  everyday('SGX stocks with a beta above 1.5', 'beta > 1.5', null, SGX),
  everyday('healthcare stocks up more than 20% this year', `${S.HEALTH} and change_ytd > 0.2`, null, SGX),
  everyday('consumer staples with forward P/E under 12', `${S.STAPLES} and forward_pe > 0 and forward_pe < 12`),
  everyday('state-owned companies with a dividend yield above 7%', `${S.GOVERNMENT} and yield_ttm > 0.07`),
  everyday('coal companies with interest coverage above 8', `${S.COAL} and interest_coverage_ratio[2025] > 8`),
  everyday('the 10 oldest listed companies', null, 'listing_date', all(10)),
  everyday(
    'life insurers with premium income above 2 trillion',
    `${S.LIFE_INSURERS} and premium_income[2025] > 2000000000000`,
  ),
]
