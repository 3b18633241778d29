import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 3')

/** The third held-out batch, English. */
export const THIRD_BATCH_EN: readonly CorpusEntry[] = [
  terse('pb < 0.7', 'pb_mrq > 0 and pb_mrq < 0.7'),
  terse('retailers roe > 10%', `${S.RETAIL} and roe_ttm > 0.1`),
  terse('smallest banks', S.BANKS, 'market_cap'),
  terse('top 15 by net income', null, '-earnings[2025]', all(15)),
  terse('reits yield above 6%', `${S.REITS} and forward_dividend_yield > 0.06`, null, SGX),
  terse('cement companies', S.CEMENT),

  chatty('hello! which coal stocks have a P/E below 6?', `${S.COAL} and pe_ttm > 0 and pe_ttm < 6`),
  chatty('can you show me insurers with dividend yield over 3%?', `${S.INSURERS} and yield_ttm > 0.03`),
  chatty("I'm looking for the most valuable telcos", S.TELCOS, '-market_cap'),
  chatty('just curious, which banks are the most profitable?', S.BANKS, '-earnings[2025]'),

  typos('banks wiht roe above 18%', `${S.BANKS} and roe_ttm > 0.18`),
  typos('telcos with divident yield above 4%', `${S.TELCOS} and yield_ttm > 0.04`),

  symbols('PE<12 & yield>6%', 'pe_ttm > 0 and pe_ttm < 12 and yield_ttm > 0.06'),
  symbols('coal w/ DER < 1', `${S.COAL} and der_mrq >= 0 and der_mrq < 1`),
  symbols('market cap ≤ Rp 500 B', 'market_cap <= 500000000000'),

  imperative('sort insurers by dividend yield', S.INSURERS, '-yield_ttm', all(50)),
  imperative('rank telcos by revenue, largest first', S.TELCOS, '-revenue[2025]', all(50)),
  imperative('find banks with P/B under 1', `${S.BANKS} and ${S.UNDERVALUED}`),

  periods('ROE above 15% in 2023 and 2024', 'roe[2023] > 0.15 and roe[2024] > 0.15'),
  periods(
    'profitable four years in a row',
    'earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  periods('revenue q2 2025 higher than q1 2025', 'revenue_q[Q2-2025] > revenue_q[Q1-2025]'),

  refused('banks with the oldest board of commissioners'),
  names('companies controlled by Sinar Mas', "major_shareholders_name like '%sinar mas%'"),

  verbs('stocks trading at less than 8 times earnings', 'pe_ttm > 0 and pe_ttm < 8'),
  verbs('companies whose revenue fell in 2025', 'revenue[2025] < revenue[2024]'),
  verbs('companies whose earnings grew more than 50% in 2025', `${S.GROWTH_2025('earnings')} > 0.5`),
  verbs('stocks that fell more than 20% over the past year', 'yearly_mcap_change < -0.2'),

  compounds('low-debt property companies', `${S.PROPERTY} and ${S.LOW_DEBT}`),
  compounds('profit-making healthcare companies', `${S.HEALTH} and earnings[2025] > 0`),

  everyday('IDX30 stocks with ROE above 15%', "indices in ['IDX30'] and roe_ttm > 0.15"),
  everyday('large cap banks with dividend yield above 5%', `${S.BANKS} and ${S.LARGE_IDX} and yield_ttm > 0.05`),
  everyday('coal companies with net margin above 20% in 2025', `${S.COAL} and net_profit_margin[2025] > 0.2`),
  everyday('biggest losers today', null, 'daily_close_change'),
]
