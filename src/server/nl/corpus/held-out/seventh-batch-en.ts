import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 7')

const DEBT_FREE = 'total_debt[2025] = 0'
const CASH_RICH = 'cash_and_equivalents[2025] > total_debt[2025]'
const T = 1000000000000

/**
 * The seventh held-out batch, English: written blind (without reading the translator), as a retail investor, a
 * portfolio manager, a journalist and someone who writes in symbols would ask; measured once, before any change
 * for its own misses.
 */
export const SEVENTH_BATCH_EN: readonly CorpusEntry[] = [
  terse('gold miners roe > 15%', `${S.GOLD} and roe_ttm > 0.15`),
  terse('cement pb < 1.2', `${S.CEMENT} and pb_mrq > 0 and pb_mrq < 1.2`),
  terse('hospitals by revenue', S.HOSPITALS, '-revenue[2025]', all(50)),
  terse('airlines net margin > 5%', `${S.AIRLINES} and net_profit_margin[2025] > 0.05`),
  terse('toll roads der < 2', `${S.TOLL_ROADS} and der_mrq >= 0 and der_mrq < 2`),
  terse('kompas100 yield > 4%', "indices in ['KOMPAS100'] and yield_ttm > 0.04"),
  terse('lowest ev/ebitda energy', `${S.ENERGY} and enterprise_to_ebitda[2025] > 0`, 'enterprise_to_ebitda[2025]'),
  terse('top 15 by revenue 2024', null, '-revenue[2024]', all(15)),
  terse('utilities fcf > 0', "sub_sector = 'utilities' and free_cash_flow[2025] > 0"),
  terse('sgx office reits pb < 0.8', "sub_sector = 'reit-office' and pb > 0 and pb < 0.8", null, SGX),
  terse('sgx healthcare net margin > 10%', "sector = 'healthcare' and net_profit_margin > 0.1", null, SGX),
  terse('tobacco payout > 70%', "sub_sector = 'tobacco' and payout_ratio > 0.7"),
  terse('poultry cheapest', "sub_industry = 'fish-meat-poultry' and pe_ttm > 0", 'pe_ttm'),

  chatty(
    'hi! which pharmaceutical companies have net margins above 10%?',
    `${S.PHARMA} and net_profit_margin[2025] > 0.1`,
  ),
  chatty(
    'could you show me life insurers with ROE above 12%, thanks',
    "sub_industry = 'life-insurance' and roe_ttm > 0.12",
  ),
  chatty(
    "I'm curious which retailers grew revenue by more than 20% last year",
    `${S.RETAIL} and ${S.GROWTH_2025('revenue')} > 0.2`,
  ),
  chatty('what are the five largest consumer staples companies right now?', S.STAPLES, '-market_cap', all(5)),
  chatty('any idea which property developers are trading below book value?', `${S.PROPERTY} and ${S.UNDERVALUED}`),
  chatty('please find me nickel miners with a current ratio above 1.5', `${S.NICKEL} and current_ratio[2025] > 1.5`),
  chatty('hey, which SGX REITs yield more than 8%?', `${S.REITS} and forward_dividend_yield > 0.08`, null, SGX),
  chatty("I'm looking for software companies that are profitable", `${S.SOFTWARE} and earnings[2025] > 0`),
  chatty('which hospitals have the most employees?', S.HOSPITALS, '-employee_num'),
  chatty('just wondering, which plantation stocks have the lowest P/E?', `${S.PLANTATIONS} and pe_ttm > 0`, 'pe_ttm'),
  chatty('can you list telcos with EBITDA above 10 trillion please', `${S.TELCOS} and ebitda[2025] > ${10 * T}`),
  chatty(
    'show me banks with a cost to income ratio under 40%, thank you',
    `${S.BANKS} and cost_to_income_ratio[2025] < 0.4`,
  ),
  chatty('quick question: which coal companies earned the most in 2024?', S.COAL, '-earnings[2024]'),

  typos('cemnet companies with pbv below 1', `${S.CEMENT} and ${S.UNDERVALUED}`),
  typos('hosptials with roe abvoe 10%', `${S.HOSPITALS} and roe_ttm > 0.1`),
  typos('higest gross margin in consumer staples', S.STAPLES, '-gross_profit_margin[2025]'),
  typos('compaines with net incmoe above 2 trillion', `earnings[2025] > ${2 * T}`),
  typos('telcos wiht dividend yeild over 5%', `${S.TELCOS} and yield_ttm > 0.05`),
  typos('plantaion stocks near 52 week low', `${S.PLANTATIONS} and ${S.NEAR_52W_LOW}`),
  typos('lowest debt to equty insurers', `${S.INSURERS} and der_mrq >= 0`, 'der_mrq'),
  typos('airlnes with positive free cash flow', `${S.AIRLINES} and free_cash_flow[2025] > 0`),
  typos('retialers listed after 2015', `${S.RETAIL} and listing_date > '2015-12-31'`),
  typos('SGX REITS WITH P/B UNDER 1', `${S.REITS} and pb > 0 and pb < 1`, null, SGX),
  typos('energy stokcs up more than 3% today', `${S.ENERGY} and daily_close_change > 0.03`),
  typos('insurers with premuim income above 10 trillion', `${S.INSURERS} and premium_income[2025] > ${10 * T}`),

  symbols('P/E < 8 & yield > 6%', 'pe_ttm > 0 and pe_ttm < 8 and yield_ttm > 0.06'),
  symbols('ROA >= 5%', 'roa_ttm >= 0.05'),
  symbols('mkt cap > 50T & DER < 0.5', `market_cap > ${50 * T} and ${S.LOW_DEBT}`),
  symbols('net margin 10-20%', 'net_profit_margin[2025] >= 0.1 and net_profit_margin[2025] <= 0.2'),
  symbols(
    'banks: CAR > 20%, NIM > 5%',
    `${S.BANKS} and capital_adequacy_ratio[2025] > 0.2 and net_interest_margin[2025] > 0.05`,
  ),
  symbols('P/S < 1 + ROE > 10% + profitable', 'ps_ttm > 0 and ps_ttm < 1 and roe_ttm > 0.1 and earnings[2025] > 0'),
  symbols('revenue Q2 2025 > Rp 5T', `revenue_q[Q2-2025] > ${5 * T}`),
  symbols('employees > 10k & ROE > 15%', 'employee_num > 10000 and roe_ttm > 0.15'),
  symbols('price < 200 & P/B < 1', `last_close_price < 200 and ${S.UNDERVALUED}`),
  symbols('DAR < 30% & current ratio > 2', 'dar_mrq >= 0 and dar_mrq < 0.3 and current_ratio[2025] > 2'),
  symbols(
    'REITs w/ yield >= 7% & P/B < 1',
    `${S.REITS} and forward_dividend_yield >= 0.07 and pb > 0 and pb < 1`,
    null,
    SGX,
  ),
  symbols(
    'SGX banks: P/E < 10 & payout > 50%',
    `${S.SGX_BANKS} and pe > 0 and pe < 10 and payout_ratio > 0.5`,
    null,
    SGX,
  ),
  symbols('free float < 15%', 'free_float < 0.15'),

  imperative('sort plantation companies by net margin', S.PLANTATIONS, '-net_profit_margin[2025]', all(50)),
  imperative(
    'rank gold miners by revenue growth',
    `${S.GOLD} and revenue[2024] > 0`,
    '-((revenue[2025] - revenue[2024]) / revenue[2024])',
    all(50),
  ),
  imperative('list the 5 largest employers in banking', S.BANKS, '-employee_num', all(5)),
  imperative('order telcos by dividend yield, highest first', S.TELCOS, '-yield_ttm', all(50)),
  imperative('show me the 20 cheapest LQ45 stocks by P/E', "indices in ['LQ45'] and pe_ttm > 0", 'pe_ttm', all(20)),
  imperative(
    'find insurers with ROE above 10% and sort them by P/B',
    `${S.INSURERS} and roe_ttm > 0.1 and pb_mrq > 0`,
    'pb_mrq',
    all(50),
  ),
  imperative(
    'sort hospitals by EV/EBITDA, lowest first',
    `${S.HOSPITALS} and enterprise_to_ebitda[2025] > 0`,
    'enterprise_to_ebitda[2025]',
    all(50),
  ),
  imperative('give me the top 3 coal companies by free cash flow', S.COAL, '-free_cash_flow[2025]', all(3)),
  imperative('rank SGX REITs by market cap', S.REITS, '-market_cap', all(50, 'sgx')),
  imperative('list banks by total deposits', S.BANKS, '-total_deposit[2025]', all(50)),
  imperative('order the IDX30 by market cap ascending', "indices in ['IDX30']", 'market_cap', all(50)),
  imperative('sort retailers by employees, fewest first', S.RETAIL, 'employee_num', all(50)),
  imperative('show 7 banks with NPL below 1 trillion', `${S.BANKS} and non_performing_loan[2025] < ${T}`, null, all(7)),

  periods(
    'net margin above 20% in each of 2022, 2023 and 2024',
    'net_profit_margin[2022] > 0.2 and net_profit_margin[2023] > 0.2 and net_profit_margin[2024] > 0.2',
  ),
  periods(
    'revenue above 5 trillion every year since 2021',
    [2021, 2022, 2023, 2024, 2025].map((year) => `revenue[${year}] > ${5 * T}`).join(' and '),
  ),
  periods('ROA above 3% between 2021 and 2023', 'roa[2021] > 0.03 and roa[2022] > 0.03 and roa[2023] > 0.03'),
  periods(
    'banks profitable three years running',
    `${S.BANKS} and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0`,
  ),
  periods('net income up from Q2 to Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods('revenue in the latest quarter below the same quarter last year', 'revenue_q[Q3-2026] < revenue_q[Q3-2025]'),
  periods(
    'operating cash flow positive from 2020 to 2025',
    [2020, 2021, 2022, 2023, 2024, 2025].map((year) => `operating_cash_flow[${year}] > 0`).join(' and '),
  ),
  periods(
    'dividends paid in 2021, 2023 and 2025',
    'total_dividend[2021] > 0 and total_dividend[2023] > 0 and total_dividend[2025] > 0',
  ),
  periods('loss-making in both 2024 and 2025', 'earnings[2024] < 0 and earnings[2025] < 0'),
  periods(
    'gross margin above 40% over the last four years',
    [2022, 2023, 2024, 2025].map((year) => `gross_profit_margin[${year}] > 0.4`).join(' and '),
  ),
  periods(
    'coal companies whose profit fell from Q1 to Q2 2025',
    `${S.COAL} and earnings_q[Q2-2025] < earnings_q[Q1-2025]`,
  ),
  periods(
    'revenue above 500 billion in Q1, Q2 and Q3 2025',
    'revenue_q[Q1-2025] > 500000000000 and revenue_q[Q2-2025] > 500000000000 and revenue_q[Q3-2025] > 500000000000',
  ),
  periods(
    'SGX companies profitable in 2023, 2024 and 2025',
    'earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
    null,
    SGX,
  ),
  periods('ROE above 20% in 2023 and 2024', 'roe[2023] > 0.2 and roe[2024] > 0.2'),

  names(
    'companies where Anthoni Salim holds more than 5%',
    "major_shareholders_name like '%anthoni salim%' and major_shareholders_share_percentage > 0.05",
  ),
  names(
    'banks whose president director is Jahja Setiaatmadja',
    `${S.BANKS} and key_executives_name like '%jahja setiaatmadja%' and key_executives_position like '%president director%'`,
  ),
  names('companies affiliated with Djarum', "affiliates like '%djarum%'"),
  names(
    'stocks where PT Saratoga Investama Sedaya is a shareholder',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names('coal companies where the state owns more than half', `${S.COAL} and ${S.GOVERNMENT}`),
  names('companies where directors own more than 1%', 'executives_shareholdings_share_percentage > 0.01'),
  names('companies with "Sinar Mas" as a major shareholder', "major_shareholders_name like '%sinar mas%'"),
  names('state-owned toll road companies', `${S.TOLL_ROADS} and ${S.GOVERNMENT}`),
  names('companies run by Boy Thohir', "key_executives_name like '%boy thohir%'"),
  names(
    'companies in which Prajogo Pangestu holds more than 50%',
    "major_shareholders_name like '%prajogo pangestu%' and major_shareholders_share_percentage > 0.5",
  ),
  names(
    'companies where an executive named Budi Hartono holds shares',
    "executives_shareholdings_name like '%budi hartono%'",
  ),
  refused('companies with the youngest board of directors'),
  refused('which companies have the most foreign investors'),
  refused('stocks with the highest short interest'),
  refused('companies headquartered in Surabaya'),
  refused('banks with the best mobile app ratings'),
  refused('stocks most recommended by analysts'),
  refused('companies whose CEO has a law degree'),
  refused('companies with a woman as president director'),
  refused('IDX stocks with the highest trading volume'),

  verbs('property developers trading at under 0.5 times book', `${S.PROPERTY} and pb_mrq > 0 and pb_mrq < 0.5`),
  verbs('retailers trading below 1x sales', `${S.RETAIL} and ps_ttm > 0 and ps_ttm < 1`),
  verbs('companies whose net income halved in 2025', `${S.GROWTH_2025('earnings')} <= -0.5`),
  verbs('stocks that tripled over the past year', 'yearly_mcap_change >= 2'),
  verbs('companies paying more than 1000 rupiah per share in dividends', 'dividend_ttm > 1000'),
  verbs('gold miners that gained more than 40% over the past year', `${S.GOLD} and yearly_mcap_change > 0.4`),
  verbs('banks earning more than 5 trillion in 2024', `${S.BANKS} and earnings[2024] > ${5 * T}`),
  verbs(
    'companies whose revenue doubled in 2023',
    'revenue[2022] > 0 and (revenue[2023] - revenue[2022]) / revenue[2022] >= 1',
  ),
  verbs('stocks that lost a quarter of their value in the last year', 'yearly_mcap_change <= -0.25'),
  verbs('telcos growing revenue by more than 10%', `${S.TELCOS} and ${S.GROWTH_2025('revenue')} > 0.1`),
  verbs('companies whose operating profit shrank in 2025', 'operating_pnl[2025] < operating_pnl[2024]'),
  verbs('REITs paying more than 7%', `${S.REITS} and forward_dividend_yield > 0.07`, null, SGX),
  verbs('SGX stocks that doubled this year', 'change_ytd >= 1', null, SGX),
  verbs('stocks falling more than 5% today', 'daily_close_change < -0.05'),

  compounds('debt-free software companies', `${S.SOFTWARE} and ${DEBT_FREE}`),
  compounds('cash-rich coal miners', `${S.COAL} and ${CASH_RICH}`),
  compounds('low-PB insurers', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('high-yield LQ45 stocks', "indices in ['LQ45']", '-yield_ttm'),
  compounds('loss-making airlines', `${S.AIRLINES} and earnings[2025] < 0`),
  compounds('dividend-paying hospitals', `${S.HOSPITALS} and yield_ttm > 0`),
  compounds('market cap value above 100 trillion', `market_cap > ${100 * T}`),
  compounds('free cash flow figures above 1 trillion', `free_cash_flow[2025] > ${T}`),
  compounds('banks with ESG risk scores below 25', `${S.BANKS} and esg_score < 25`),
  compounds('high-margin consumer staples', `${S.STAPLES} and ${S.HIGH_MARGIN}`),
  compounds('low-debt plantations', `${S.PLANTATIONS} and ${S.LOW_DEBT}`),
  compounds(
    'small-cap tech stocks with revenue numbers above 500 billion',
    `${S.TECH} and ${S.SMALL_IDX} and revenue[2025] > 500000000000`,
  ),
  compounds('net-cash industrials', "sector = 'industrials' and net_debt[2025] < 0"),
  compounds('low-PE SGX REITs', `${S.REITS} and pe > 0`, 'pe', SGX),

  everyday('IDX30 stocks near their all-time high', `indices in ['IDX30'] and ${S.NEAR_ATH}`),
  everyday(
    'banks with CASA above 70% and LDR below 85%',
    `${S.BANKS} and casa_ratio[2025] > 0.7 and loan_to_deposit_ratio[2025] < 0.85`,
  ),
  everyday('companies that IPOed in 2024', "listing_date >= '2024-01-01' and listing_date <= '2024-12-31'"),
  everyday('insurers that listed before 1995', `${S.INSURERS} and listing_date < '1995-01-01'`),
  everyday('consumer financing companies with ROE above 15%', "industry = 'consumer-financing' and roe_ttm > 0.15"),
  everyday('mid caps in healthcare with no debt', `${S.HEALTH} and ${S.MID_IDX} and ${DEBT_FREE}`),
  everyday('IDXHIDIV20 members with payout ratio below 60%', "indices in ['IDXHIDIV20'] and payout_ratio < 0.6"),
  everyday(
    'oil and gas companies with interest coverage above 4',
    "industry = 'oil-gas' and interest_coverage_ratio[2025] > 4",
  ),
  everyday('which stocks hit a 52-week high', S.NEAR_52W_HIGH),
  everyday('large caps with forward P/E below 12', `${S.LARGE_IDX} and forward_pe > 0 and forward_pe < 12`),
  everyday(
    'SGX industrials with more than 2000 employees',
    "sector = 'industrials' and employee_num > 2000",
    null,
    SGX,
  ),
  everyday('smallest 10 companies in JII70', "indices in ['JII70']", 'market_cap', all(10)),
  everyday('banks with total assets above 500 trillion', `${S.BANKS} and total_assets[2025] > ${500 * T}`),
  everyday('SGX large caps with beta below 0.8', `${S.LARGE_SGX} and beta < 0.8`, null, SGX),
]
