import { S, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('en', 'held out 4')

/** The fourth held-out batch, English. */
export const FOURTH_BATCH_EN: readonly CorpusEntry[] = [
  terse('roe > 25%', 'roe_ttm > 0.25'),
  terse('telcos pe < 20', `${S.TELCOS} and pe_ttm > 0 and pe_ttm < 20`),
  terse('largest retailers', S.RETAIL, '-market_cap'),
  terse('top 5 by dividend yield', null, '-yield_ttm', all(5)),
  terse('plantations pbv < 1', `${S.PLANTATIONS} and ${S.UNDERVALUED}`),
  terse('sgx reits by yield', S.REITS, '-forward_dividend_yield', all(50, 'sgx')),

  chatty('hey there, which banks have a dividend yield above 6%?', `${S.BANKS} and yield_ttm > 0.06`),
  chatty('could you please find coal companies with ROE above 20%?', `${S.COAL} and roe_ttm > 0.2`),
  chatty("I'd love to see the ten biggest healthcare companies", S.HEALTH, '-market_cap', all(10)),
  chatty('show me tech stocks that are profitable please', `${S.TECH} and earnings[2025] > 0`),

  typos('insurers with pe belo 10', `${S.INSURERS} and pe_ttm > 0 and pe_ttm < 10`),
  typos('coal compnaies with high dividend yield', S.COAL, '-yield_ttm'),

  symbols('ROE > 10% & P/B < 1', `roe_ttm > 0.1 and ${S.UNDERVALUED}`),
  symbols('telcos w/ yield > 3%', `${S.TELCOS} and yield_ttm > 0.03`),
  symbols('net margin > 15% + DER < 1', 'net_profit_margin[2025] > 0.15 and der_mrq >= 0 and der_mrq < 1'),

  imperative('rank healthcare companies by market cap', S.HEALTH, '-market_cap', all(50)),
  imperative('sort coal companies by P/E, lowest first', `${S.COAL} and pe_ttm > 0`, 'pe_ttm', all(50)),
  imperative('list the 3 cheapest telcos by P/B', `${S.TELCOS} and pb_mrq > 0`, 'pb_mrq', all(3)),

  periods(
    'profitable in 2021, 2022, 2023 and 2024',
    'earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0',
  ),
  periods('paid dividends in both 2024 and 2025', 'total_dividend[2024] > 0 and total_dividend[2025] > 0'),
  periods('revenue in Q3 2025 above revenue in Q2 2025', 'revenue_q[Q3-2025] > revenue_q[Q2-2025]'),

  refused('companies with the most female directors'),
  names('companies owned by Lippo', "major_shareholders_name like '%lippo%'"),

  verbs('companies yielding more than 8%', 'yield_ttm > 0.08'),
  verbs('stocks trading under 0.8 times book', 'pb_mrq > 0 and pb_mrq < 0.8'),
  verbs('companies whose revenue tripled in 2025', `${S.GROWTH_2025('revenue')} >= 2`),
  verbs('stocks that gained more than 50% in the past year', 'yearly_mcap_change > 0.5'),

  compounds('dividend-paying banks', `${S.BANKS} and yield_ttm > 0`),
  compounds('loss-making retailers', `${S.RETAIL} and earnings[2025] < 0`),

  everyday('LQ45 banks with P/E below 15', `indices in ['LQ45'] and ${S.BANKS} and pe_ttm > 0 and pe_ttm < 15`),
  everyday('mid caps with ROE above 15%', `${S.MID_IDX} and roe_ttm > 0.15`),
  everyday('companies with more than 5000 employees in energy', `${S.ENERGY} and employee_num > 5000`),
  everyday('top 10 SGX stocks by market cap', null, '-market_cap', all(10, 'sgx')),
]
