import { S, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 2')

/** The second held-out batch, English. */
export const SECOND_BATCH_EN: readonly CorpusEntry[] = [
  terse('pe under 7', 'pe_ttm > 0 and pe_ttm < 7'),
  terse('telcos yield > 4%', `${S.TELCOS} and yield_ttm > 0.04`),
  terse('biggest insurers', S.INSURERS, '-market_cap'),
  terse('roa > 2% banks', `${S.BANKS} and roa_ttm > 0.02`),
  terse('cheapest coal by pbv', `${S.COAL} and pb_mrq > 0`, 'pb_mrq'),
  terse('top 20 by revenue', null, '-revenue[2025]', all(20)),
  terse('employees > 10000', 'employee_num > 10000'),
  terse('sgx banks by market cap', S.SGX_BANKS, '-market_cap', all(50, 'sgx')),

  chatty('hi, which telcos pay a dividend yield above 5%?', `${S.TELCOS} and yield_ttm > 0.05`),
  chatty("I'd like to see banks with ROE above 15% please", `${S.BANKS} and roe_ttm > 0.15`),
  chatty('could you list the five largest coal companies?', S.COAL, '-market_cap', all(5)),
  chatty("what's the cheapest bank by P/E?", `${S.BANKS} and pe_ttm > 0`, 'pe_ttm'),
  chatty('please show healthcare stocks with no debt, thanks', `${S.HEALTH} and total_debt[2025] = 0`),
  chatty("I'm interested in insurers trading below book value", `${S.INSURERS} and ${S.UNDERVALUED}`),

  typos('hgih dividend yield banks', S.BANKS, '-yield_ttm'),
  typos('compnies with net incme above 1 trillion', 'earnings[2025] > 1000000000000'),
  typos('telcos with pe bellow 15', `${S.TELCOS} and pe_ttm > 0 and pe_ttm < 15`),

  symbols('ROE>15% & DER<0.5', 'roe_ttm > 0.15 and der_mrq >= 0 and der_mrq < 0.5'),
  symbols('banks w/ P/B < 1', `${S.BANKS} and ${S.UNDERVALUED}`),
  symbols('P/E < 10 + yield > 5%', 'pe_ttm > 0 and pe_ttm < 10 and yield_ttm > 0.05'),
  symbols('revenue ≥ Rp 5 T', 'revenue[2025] >= 5000000000000'),

  imperative('rank banks by net interest margin', S.BANKS, '-net_interest_margin[2025]', all(50)),
  imperative('sort telcos by P/E, cheapest first', `${S.TELCOS} and pe_ttm > 0`, 'pe_ttm', all(50)),
  imperative('list coal companies by dividend yield', S.COAL, '-yield_ttm', all(50)),
  imperative('show me the 3 largest banks', S.BANKS, '-market_cap', all(3)),
  imperative('order insurers by ROE', S.INSURERS, '-roe_ttm', all(50)),

  periods(
    'revenue above 2 trillion in 2022, 2023 and 2024',
    'revenue[2022] > 2000000000000 and revenue[2023] > 2000000000000 and revenue[2024] > 2000000000000',
  ),
  periods(
    'profitable in each of the last three years',
    'earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  periods(
    'paid a dividend every year since 2022',
    'total_dividend[2022] > 0 and total_dividend[2023] > 0 and total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods(
    'net margin above 10% between 2022 and 2024',
    'net_profit_margin[2022] > 0.1 and net_profit_margin[2023] > 0.1 and net_profit_margin[2024] > 0.1',
  ),

  refused('companies with the youngest CEO'),
  names('companies owned by Djarum', "major_shareholders_name like '%djarum%'"),
  names('companies where the state owns more than half', S.GOVERNMENT),

  verbs('companies paying at least 7% dividend yield', 'yield_ttm >= 0.07'),
  verbs('stocks trading under 1.5 times book', 'pb_mrq > 0 and pb_mrq < 1.5'),
  verbs('companies whose revenue grew more than 25%', `${S.GROWTH_2025('revenue')} > 0.25`),
  verbs('companies whose net income doubled in 2025', `${S.GROWTH_2025('earnings')} >= 1`),
  verbs('banks earning more than 10 trillion', `${S.BANKS} and earnings[2025] > 10000000000000`),
  verbs('stocks that rose more than 30% over the past year', 'yearly_mcap_change > 0.3'),

  compounds('high-ROE banks', S.BANKS, '-roe_ttm'),
  compounds('loss-making tech companies', `${S.TECH} and earnings[2025] < 0`),
  compounds('debt-free companies', 'total_debt[2025] = 0'),
  compounds('net income figures above 1 trillion', 'earnings[2025] > 1000000000000'),
  compounds('dividend yield levels above 6%', 'yield_ttm > 0.06'),

  everyday('small caps with P/E below 8', `${S.SMALL_IDX} and pe_ttm > 0 and pe_ttm < 8`),
  everyday('LQ45 stocks with dividend yield above 4%', "indices in ['LQ45'] and yield_ttm > 0.04"),
  everyday('coal companies near their 52 week high', `${S.COAL} and ${S.NEAR_52W_HIGH}`),
  everyday('banks with a loan to deposit ratio below 90%', `${S.BANKS} and loan_to_deposit_ratio[2025] < 0.9`),
  everyday('companies listed since 2024', "listing_date >= '2024-01-01'"),
  everyday('unprofitable healthcare companies', `${S.HEALTH} and earnings[2025] < 0`),
  everyday('top 5 REITs by dividend yield', S.REITS, '-forward_dividend_yield', all(5, 'sgx')),
  everyday('biggest gainers today', null, '-daily_close_change'),
  everyday('banks with falling net income in 2025', `${S.BANKS} and earnings[2025] < earnings[2024]`),
  everyday('property companies with gross margin above 40%', `${S.PROPERTY} and gross_profit_margin[2025] > 0.4`),
]
