import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 6')

/**
 * The sixth held-out batch, English: written blind (without reading the translator) by three kinds of askers — a
 * retail investor typing on a phone, a sell-side analyst with several conditions, periods and orderings, and a
 * newcomer asking in whole sentences — and measured once, before any change for its own misses.
 */
export const SIXTH_BATCH_EN: readonly CorpusEntry[] = [
  terse('gold miners pe < 15', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 15`),
  terse('toll roads by mcap', S.TOLL_ROADS, '-market_cap', all(50)),
  terse('pharma roe > 15%', `${S.PHARMA} and roe_ttm > 0.15`),
  terse('p/s < 0.5 tech', `${S.TECH} and ps_ttm > 0 and ps_ttm < 0.5`),
  terse('top 7 by eps', null, '-eps[2025]', all(7)),
  terse('net cash retailers', `${S.RETAIL} and net_debt[2025] < 0`),
  terse('fcf > 2T', 'free_cash_flow[2025] > 2000000000000'),
  terse('poultry yield > 3%', `${S.POULTRY} and yield_ttm > 0.03`),
  terse('energy ev/ebitda < 5', `${S.ENERGY} and enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 5`),
  terse('newest tech ipos', S.TECH, '-listing_date'),
  terse('gross margin 2024 > 50%', 'gross_profit_margin[2024] > 0.5'),
  terse('ipos 2024', "listing_date >= '2024-01-01' and listing_date <= '2024-12-31'"),
  terse('sgx industrial reits pb < 1', "sub_sector = 'reit-industrial' and pb > 0 and pb < 1", null, SGX),
  terse('lowest beta', null, 'beta', SGX),

  chatty(
    "hi! I'm new to investing, which hospital companies actually make a profit?",
    `${S.HOSPITALS} and earnings[2025] > 0`,
  ),
  chatty(
    'could you tell me which cement companies have the lowest debt to equity?',
    `${S.CEMENT} and der_mrq >= 0`,
    'der_mrq',
  ),
  chatty("I'm wondering which airlines are still losing money", `${S.AIRLINES} and earnings[2025] < 0`),
  chatty('can you please show me the six biggest gold miners?', S.GOLD, '-market_cap', all(6)),
  chatty(
    'what are some consumer staples companies with a net margin above 10%? thanks!',
    `${S.STAPLES} and net_profit_margin[2025] > 0.1`,
  ),
  chatty('hello, are there any utilities with a dividend yield over 5%?', `${S.UTILITIES} and yield_ttm > 0.05`),
  chatty(
    'I heard tobacco stocks pay well, which ones yield more than 7%?',
    "sub_sector = 'tobacco' and yield_ttm > 0.07",
  ),
  chatty('could you list the companies that have more than 50000 employees?', 'employee_num > 50000'),
  chatty(
    "I'd like to know which banks have the highest capital adequacy ratio",
    S.BANKS,
    '-capital_adequacy_ratio[2025]',
  ),
  chatty(
    'hey, which Singapore office REITs pay the highest yield?',
    "sub_sector = 'reit-office'",
    '-forward_dividend_yield',
    SGX,
  ),
  chatty('just wondering, what are the newest companies to list on the IDX?', null, '-listing_date'),
  chatty('please find me property companies trading below book value, thank you', `${S.PROPERTY} and ${S.UNDERVALUED}`),

  typos('pharmacuetical companies with roe abve 20%', `${S.PHARMA} and roe_ttm > 0.2`),
  typos('higest gross margn retailers', S.RETAIL, '-gross_profit_margin[2025]'),
  typos('bankss with casa ratio above 50%', `${S.BANKS} and casa_ratio[2025] > 0.5`),
  typos('stocks with dividnd yeild over 9%', 'yield_ttm > 0.09'),
  typos('cheapst nickel minres', `${S.NICKEL} and pe_ttm > 0`, 'pe_ttm'),
  typos('plantaton companies with net incom above 1 trillion', `${S.PLANTATIONS} and earnings[2025] > 1000000000000`),
  typos('emplyees more than 20000', 'employee_num > 20000'),
  typos('hospitls with no debt', `${S.HOSPITALS} and total_debt[2025] = 0`),
  typos('telcos wiht free cash flow abov 5 trillion', `${S.TELCOS} and free_cash_flow[2025] > 5000000000000`),
  typos('LOWEST PBV INSURANCE COMPANIES', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  typos('coal stoks that fell more then 30% in the past year', `${S.COAL} and yearly_mcap_change < -0.3`),

  symbols('ROA > 3% & NPM > 15%', 'roa_ttm > 0.03 and net_profit_margin[2025] > 0.15'),
  symbols('P/S < 2 & gross margin > 40%', 'ps_ttm > 0 and ps_ttm < 2 and gross_profit_margin[2025] > 0.4'),
  symbols(
    'banks: NIM > 6% + LDR < 85%',
    `${S.BANKS} and net_interest_margin[2025] > 0.06 and loan_to_deposit_ratio[2025] < 0.85`,
  ),
  symbols('mcap ≥ Rp 20 T & yield ≥ 4%', 'market_cap >= 20000000000000 and yield_ttm >= 0.04'),
  symbols(
    'EV/EBITDA < 8 w/ net cash',
    'enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 8 and net_debt[2025] < 0',
  ),
  symbols('revenue 2025 > Rp 50T & ROE > 18%', 'revenue[2025] > 50000000000000 and roe_ttm > 0.18'),
  symbols('price < Rp 200 & PBV < 1', `last_close_price < 200 and ${S.UNDERVALUED}`),
  symbols('current ratio > 1.5 & DER < 0.8', 'current_ratio[2025] > 1.5 and der_mrq >= 0 and der_mrq < 0.8'),
  symbols(
    'REITs: yield ≥ 7% & P/B ≤ 0.9',
    `${S.REITS} and forward_dividend_yield >= 0.07 and pb > 0 and pb <= 0.9`,
    null,
    SGX,
  ),
  symbols('employees > 1k & ROE > 10%', 'employee_num > 1000 and roe_ttm > 0.1'),
  symbols(
    'interest coverage > 10x & DAR < 0.3',
    'interest_coverage_ratio[2025] > 10 and dar_mrq >= 0 and dar_mrq < 0.3',
  ),

  imperative('rank hospitals by revenue', S.HOSPITALS, '-revenue[2025]', all(50)),
  imperative('sort gold miners by P/E, cheapest first', `${S.GOLD} and pe_ttm > 0`, 'pe_ttm', all(50)),
  imperative('order utilities by dividend yield, highest first', S.UTILITIES, '-yield_ttm', all(50)),
  imperative('list property developers by net debt, lowest first', S.PROPERTY, 'net_debt[2025]', all(50)),
  imperative('show me the 4 smallest airlines by market cap', S.AIRLINES, 'market_cap', all(4)),
  imperative('sort LQ45 stocks by one-year performance', "indices in ['LQ45']", '-yearly_mcap_change', all(50)),
  imperative('rank banks by NPL, lowest first', S.BANKS, 'non_performing_loan[2025]', all(50)),
  imperative('give me consumer staples sorted by ROE', S.STAPLES, '-roe_ttm', all(50)),
  imperative(
    'find retailers with ROE above 20% and sort them by market cap',
    `${S.RETAIL} and roe_ttm > 0.2`,
    '-market_cap',
    all(50),
  ),
  imperative('list SGX banks by P/B, lowest first', `${S.SGX_BANKS} and pb > 0`, 'pb', all(50, 'sgx')),
  imperative('rank tech companies by number of employees', S.TECH, '-employee_num', all(50)),
  imperative('order coal miners by free cash flow in 2024', S.COAL, '-free_cash_flow[2024]', all(50)),

  periods(
    'gross margin above 35% in each of 2022, 2023, 2024 and 2025',
    'gross_profit_margin[2022] > 0.35 and gross_profit_margin[2023] > 0.35 and gross_profit_margin[2024] > 0.35 and ' +
      'gross_profit_margin[2025] > 0.35',
  ),
  periods(
    'net income above 500 billion every year since 2020',
    'earnings[2020] > 500000000000 and earnings[2021] > 500000000000 and earnings[2022] > 500000000000 and ' +
      'earnings[2023] > 500000000000 and earnings[2024] > 500000000000 and earnings[2025] > 500000000000',
  ),
  periods('ROA above 2% between 2021 and 2023', 'roa[2021] > 0.02 and roa[2022] > 0.02 and roa[2023] > 0.02'),
  periods(
    'banks with NIM above 4% three years running',
    `${S.BANKS} and net_interest_margin[2023] > 0.04 and net_interest_margin[2024] > 0.04 and ` +
      'net_interest_margin[2025] > 0.04',
  ),
  periods(
    'positive free cash flow in 2021, 2023 and 2025',
    'free_cash_flow[2021] > 0 and free_cash_flow[2023] > 0 and free_cash_flow[2025] > 0',
  ),
  periods('gross profit up from Q2 to Q3 2025', 'gross_profit_q[Q3-2025] > gross_profit_q[Q2-2025]'),
  periods(
    'coal companies whose Q3 2026 net income beat Q3 2025',
    `${S.COAL} and earnings_q[Q3-2026] > earnings_q[Q3-2025]`,
  ),
  periods(
    'revenue above 500 billion in Q1, Q2 and Q3 of 2025',
    'revenue_q[Q1-2025] > 500000000000 and revenue_q[Q2-2025] > 500000000000 and revenue_q[Q3-2025] > 500000000000',
  ),
  periods(
    'dividends paid in each of the last four years',
    'total_dividend[2022] > 0 and total_dividend[2023] > 0 and total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods(
    'operating margin above 15% from 2022 to 2025',
    'operating_profit_margin[2022] > 0.15 and operating_profit_margin[2023] > 0.15 and ' +
      'operating_profit_margin[2024] > 0.15 and operating_profit_margin[2025] > 0.15',
  ),
  periods('loss-making in both Q1 and Q2 2025', 'earnings_q[Q1-2025] < 0 and earnings_q[Q2-2025] < 0'),
  periods('revenue fell from the first to the second quarter of 2025', 'revenue_q[Q2-2025] < revenue_q[Q1-2025]'),
  periods('P/E below 12 in both 2023 and 2024', 'pe[2023] > 0 and pe[2023] < 12 and pe[2024] > 0 and pe[2024] < 12'),
  periods(
    'banks with ROE above 15% in each of 2022, 2023 and 2024 and a current P/B below 2',
    `${S.BANKS} and roe[2022] > 0.15 and roe[2023] > 0.15 and roe[2024] > 0.15 and pb_mrq > 0 and pb_mrq < 2`,
  ),

  names('companies owned by Astra', "major_shareholders_name like '%astra%'"),
  names(
    'companies in which PT Saratoga Investama Sedaya holds shares',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names(
    'companies whose president director is Jahja Setiaatmadja',
    "key_executives_name like '%jahja setiaatmadja%' and key_executives_position like '%president director%'",
  ),
  names('stocks where Anthoni Salim is an executive', "key_executives_name like '%anthoni salim%'"),
  names('coal companies where the government owns more than half', `${S.COAL} and ${S.GOVERNMENT}`),
  names(
    'companies where Garibaldi Thohir holds more than 5%',
    "major_shareholders_name like '%garibaldi thohir%' and major_shareholders_share_percentage > 0.05",
  ),
  names('companies affiliated with Barito', "affiliates like '%barito%'"),
  names('companies whose executives hold a stake above 0.5%', 'executives_shareholdings_share_percentage > 0.005'),
  names('SOE banks with P/B below 1', `${S.BANKS} and ${S.GOVERNMENT} and ${S.UNDERVALUED}`),
  refused('companies with the most independent commissioners'),
  refused('banks with the largest number of branches'),
  refused('stocks with the biggest foreign net buying this week'),
  refused('companies whose CEO was replaced this year'),
  refused('stocks that analysts rate as a strong buy'),
  refused('companies planning a stock split'),
  refused('stocks with an RSI below 30'),

  verbs('gold miners trading under 12 times earnings', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 12`),
  verbs('retailers trading below 0.5 times sales', `${S.RETAIL} and ps_ttm > 0 and ps_ttm < 0.5`),
  verbs('banks trading above 2 times book', `${S.BANKS} and pb_mrq > 2`),
  verbs('hospitals whose revenue doubled in 2025', `${S.HOSPITALS} and ${S.GROWTH_2025('revenue')} >= 1`),
  verbs('companies whose free cash flow tripled in 2025', `${S.GROWTH_2025('free_cash_flow')} >= 2`),
  verbs('LQ45 stocks that halved in the past year', "indices in ['LQ45'] and yearly_mcap_change <= -0.5"),
  verbs('insurers that pay a dividend yield of at least 5%', `${S.INSURERS} and yield_ttm >= 0.05`),
  verbs(
    'property developers that earned more than 2 trillion in 2024',
    `${S.PROPERTY} and earnings[2024] > 2000000000000`,
  ),
  verbs(
    'companies whose operating profit shrank by more than a fifth in 2025',
    `${S.GROWTH_2025('operating_pnl')} < -0.2`,
  ),
  verbs(
    'banks growing net interest income by more than 10%',
    `${S.BANKS} and ${S.GROWTH_2025('net_interest_income')} > 0.1`,
  ),
  verbs('stocks that have tripled in price over the last 12 months', 'yearly_mcap_change >= 2'),
  verbs('poultry companies whose profit fell in 2025', `${S.POULTRY} and earnings[2025] < earnings[2024]`),
  verbs('stocks that lost a quarter of their value in the past year', 'yearly_mcap_change <= -0.25'),

  compounds('low-P/S tech stocks', `${S.TECH} and ps_ttm > 0`, 'ps_ttm'),
  compounds('high-dividend tobacco stocks', "sub_sector = 'tobacco'", '-yield_ttm'),
  compounds('zero-debt gold miners', `${S.GOLD} and total_debt[2025] = 0`),
  compounds('cash-rich mid caps', `${S.MID_IDX} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('loss-making airlines in 2024', `${S.AIRLINES} and earnings[2024] < 0`),
  compounds('dividend-paying small caps', `${S.SMALL_IDX} and yield_ttm > 0`),
  compounds('high-margin software companies', `industry = 'software' and ${S.HIGH_MARGIN}`),
  compounds('low-EV/EBITDA coal miners', `${S.COAL} and enterprise_to_ebitda[2025] > 0`, 'enterprise_to_ebitda[2025]'),
  compounds('EV/EBITDA multiples under 7', 'enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 7'),
  compounds('free cash flow figures above 1 trillion in 2023', 'free_cash_flow[2023] > 1000000000000'),
  compounds('employee counts above 30000', 'employee_num > 30000'),
  compounds('small-cap loss-makers', `${S.SMALL_IDX} and earnings[2025] < 0`),

  everyday(
    'LQ45 consumer staples with ROE above 20%, dividend yield above 3% and DER below 0.5',
    `indices in ['LQ45'] and ${S.STAPLES} and roe_ttm > 0.2 and yield_ttm > 0.03 and der_mrq >= 0 and der_mrq < 0.5`,
  ),
  everyday(
    'large-cap banks with CAR above 20% and NPL below 2 trillion, sorted by ROE',
    `${S.BANKS} and ${S.LARGE_IDX} and capital_adequacy_ratio[2025] > 0.2 and non_performing_loan[2025] < 2000000000000`,
    '-roe_ttm',
    all(50),
  ),
  everyday(
    'mid-cap industrials with net margin above 8% listed before 2015',
    `sector = 'industrials' and ${S.MID_IDX} and net_profit_margin[2025] > 0.08 and listing_date < '2015-01-01'`,
  ),
  everyday('IDXHIDIV20 stocks near their 52-week low', `indices in ['IDXHIDIV20'] and ${S.NEAR_52W_LOW}`),
  everyday('top 5 chemicals companies by revenue in 2024', "industry = 'chemicals'", '-revenue[2024]', all(5)),
  everyday(
    'profitable tech companies listed since 2021 with revenue above 1 trillion',
    `${S.TECH} and listing_date >= '2021-01-01' and earnings[2025] > 0 and revenue[2025] > 1000000000000`,
  ),
  everyday(
    'banks with a cost to income ratio under 40% and ROA above 2%',
    `${S.BANKS} and cost_to_income_ratio[2025] < 0.4 and roa_ttm > 0.02`,
  ),
  everyday('stocks more than 40% below their all-time high', 'last_close_price < 0.6 * all_time_high_price'),
  everyday(
    'property developers with inventories above 10 trillion',
    `${S.PROPERTY} and inventories[2025] > 10000000000000`,
  ),
  everyday(
    'coal companies with a payout ratio above 60% and a dividend yield above 10%',
    `${S.COAL} and payout_ratio > 0.6 and yield_ttm > 0.1`,
  ),
  everyday('KOMPAS100 stocks with free float above 50%', "indices in ['KOMPAS100'] and free_float > 0.5"),
  everyday(
    'SGX healthcare stocks with net margin above 10%',
    "sector = 'healthcare' and net_profit_margin > 0.1",
    null,
    SGX,
  ),
  everyday('SGX stocks down more than 10% year to date', 'change_ytd < -0.1', null, SGX),
  everyday('top 8 SGX stocks by free cash flow', null, '-free_cash_flow[2025]', all(8, 'sgx')),
]
