import type { CorpusEntry } from '../entry'
import { SGX, all } from '../entry'
import * as S from '../shared'
import { heldOutGroups, refusedEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday } = heldOutGroups('en')
const GROWTH_2025 = (metric: string) => `${metric}[2024] > 0 and (${metric}[2025] - ${metric}[2024]) / ${metric}[2024]`

/** Held-out English questions (see styles.ts): written before the change, never tuned on. */
export const HELD_OUT_EN: readonly CorpusEntry[] = [
  terse('banks pe < 12', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 12`),
  terse('roe > 20%', 'roe_ttm > 0.2'),
  terse('coal yield > 8%', `${S.COAL} and yield_ttm > 0.08`),
  terse('lq45 cheapest', "indices in ['LQ45'] and pe_ttm > 0", 'pe_ttm'),
  terse('largest telcos', S.TELCOS, '-market_cap'),
  terse('net margin >= 15%', 'net_profit_margin[2025] >= 0.15'),
  terse('mcap > 20T', 'market_cap > 20000000000000'),
  terse('insurers by roe', S.INSURERS, '-roe_ttm', all(50)),
  terse('der < 1 banks', `${S.BANKS} and der_mrq >= 0 and der_mrq < 1`),
  terse('top 3 nickel miners', S.NICKEL, '-market_cap', all(3)),
  terse('pbv < 0.8', 'pb_mrq > 0 and pb_mrq < 0.8'),
  terse('revenue 2024 > 10T', 'revenue[2024] > 10000000000000'),
  terse('reits yield > 7%', `${S.REITS} and forward_dividend_yield > 0.07`, null, SGX),

  chatty('hey, could you show me which banks have a P/E under 9?', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 9`),
  chatty("I'm looking for coal companies that pay a dividend yield above 10 percent", `${S.COAL} and yield_ttm > 0.1`),
  chatty('which property developers are the cheapest on price to book?', `${S.PROPERTY} and pb_mrq > 0`, 'pb_mrq'),
  chatty('what are the biggest healthcare companies by market cap', S.HEALTH, '-market_cap'),
  chatty('can you find companies with more than 20000 employees please', 'employee_num > 20000'),
  chatty('i want profitable tech stocks', `${S.TECH} and earnings[2025] > 0`),
  chatty('show me the ten most valuable banks', S.BANKS, '-market_cap', all(10)),
  chatty('which stocks have the highest return on equity right now', null, '-roe_ttm'),
  chatty('any insurers with ROE above 12%?', `${S.INSURERS} and roe_ttm > 0.12`),

  typos('bansk with dividnd yield above 6%', `${S.BANKS} and yield_ttm > 0.06`),
  typos('comapnies with revenu above 5 trillion', 'revenue[2025] > 5000000000000'),
  typos('higest net margin', null, '-net_profit_margin[2025]'),
  typos('telecom compnies', S.TELCOS),
  typos('lowest pbv bnaks', `${S.BANKS} and pb_mrq > 0`, 'pb_mrq'),
  typos('proffitable coal companies', `${S.COAL} and earnings[2025] > 0`),

  symbols('P/E<10 & ROE>15%', 'pe_ttm > 0 and pe_ttm < 10 and roe_ttm > 0.15'),
  symbols('banks w/ NIM > 5%', `${S.BANKS} and net_interest_margin[2025] > 0.05`),
  symbols('market cap ≥ Rp 100 T', 'market_cap >= 100000000000000'),
  symbols('revenue > Rp1T & net margin > 10%', 'revenue[2025] > 1000000000000 and net_profit_margin[2025] > 0.1'),
  symbols('yield >= 5% + payout < 60%', 'yield_ttm >= 0.05 and payout_ratio < 0.6'),
  symbols('DER <= 0.5', 'der_mrq >= 0 and der_mrq <= 0.5'),
  symbols('market cap > S$2bn', 'market_cap > 2000000000', null, SGX),

  imperative('sort banks by dividend yield', S.BANKS, '-yield_ttm', all(50)),
  imperative('rank coal companies by net profit', S.COAL, '-earnings[2025]', all(50)),
  imperative('list insurers by market cap', S.INSURERS, '-market_cap', all(50)),
  imperative('order telcos by revenue', S.TELCOS, '-revenue[2025]', all(50)),
  imperative('show banks sorted by ROE', S.BANKS, '-roe_ttm', all(50)),
  imperative('list the 5 cheapest banks by P/E', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm', all(5)),
  imperative('find stocks with P/B below 1 and positive earnings', `${S.UNDERVALUED} and earnings[2025] > 0`),
  imperative('give me REITs sorted by yield', S.REITS, '-forward_dividend_yield', all(50, 'sgx')),
  imperative('rank stocks by P/E, lowest first', 'pe_ttm > 0', 'pe_ttm', all(50)),
  imperative('sort by market cap, smallest first', null, 'market_cap', all(50)),

  periods(
    'net margin above 20% in each of 2021, 2022 and 2023',
    'net_profit_margin[2021] > 0.2 and net_profit_margin[2022] > 0.2 and net_profit_margin[2023] > 0.2',
  ),
  periods(
    'profitable every year since 2021',
    'earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  periods(
    'revenue above 1 trillion three years running',
    'revenue[2023] > 1000000000000 and revenue[2024] > 1000000000000 and revenue[2025] > 1000000000000',
  ),
  periods('ROE above 10% in 2022, 2023 and 2024', 'roe[2022] > 0.1 and roe[2023] > 0.1 and roe[2024] > 0.1'),
  periods(
    'profitable between 2021 and 2024',
    'earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0',
  ),
  periods('paid dividends in 2022 and 2023', 'total_dividend[2022] > 0 and total_dividend[2023] > 0'),
  periods('net income up from the second to the third quarter of 2024', 'earnings_q[Q3-2024] > earnings_q[Q2-2024]'),
  periods(
    'companies whose revenue this quarter beat the same quarter last year',
    'revenue_q[Q3-2026] > revenue_q[Q3-2025]',
  ),
  periods(
    'earnings in Q1 2025 and Q2 2025 above 100 billion',
    'earnings_q[Q1-2025] > 100000000000 and earnings_q[Q2-2025] > 100000000000',
  ),

  refusedEntry('en', 'companies with the most women on the board'),
  refusedEntry('en', 'companies whose executives have the longest tenure'),
  refusedEntry('en', 'banks with a foreign major shareholder'),
  names('companies owned by Salim', "major_shareholders_name like '%salim%'"),
  names(
    'companies where PT Astra International holds shares',
    "major_shareholders_name like '%pt astra international%'",
  ),
  names(
    'companies whose president director is Budi Hartono',
    "key_executives_name like '%budi hartono%' and key_executives_position like '%president director%'",
  ),

  verbs('companies paying more than 6% in dividends', 'yield_ttm > 0.06'),
  verbs('stocks trading under 10 times earnings', 'pe_ttm > 0 and pe_ttm < 10'),
  verbs('stocks trading below 1x book', S.UNDERVALUED),
  verbs('companies trading under 2 times sales', 'ps_ttm > 0 and ps_ttm < 2'),
  verbs('companies whose revenue doubled in 2025', `${GROWTH_2025('revenue')} >= 1`),
  verbs('stocks that lost half their value over the past year', 'yearly_mcap_change <= -0.5'),
  verbs('companies earning more than 2 trillion', 'earnings[2025] > 2000000000000'),
  verbs('companies growing revenue more than 15%', `${GROWTH_2025('revenue')} > 0.15`),
  verbs('banks yielding at least 5%', `${S.BANKS} and yield_ttm >= 0.05`),
  verbs('stocks that gained more than 40% in the past year', 'yearly_mcap_change > 0.4'),
  verbs('companies whose earnings halved in 2025', `${GROWTH_2025('earnings')} <= -0.5`),
  verbs('companies whose net income tripled', `${GROWTH_2025('earnings')} >= 2`),

  compounds('low-PE banks', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm'),
  compounds('high-yield stocks', null, '-yield_ttm'),
  compounds('debt-free tech companies', `${S.TECH} and total_debt[2025] = 0`),
  compounds('loss-making coal miners', `${S.COAL} and earnings[2025] < 0`),
  compounds('cash-rich companies', 'cash_and_equivalents[2025] > total_debt[2025]'),
  compounds('highyield REITs', S.REITS, '-forward_dividend_yield', SGX),
  compounds('dividend-paying telcos', `${S.TELCOS} and yield_ttm > 0`),
  compounds('companies with ESG risk scores under 25', 'esg_score < 25'),
  compounds('dividend payments above 1 trillion in 2024', 'total_dividend[2024] > 1000000000000'),
  compounds('market cap value above 50 trillion', 'market_cap > 50000000000000'),
  compounds('revenue figures above 3 trillion', 'revenue[2025] > 3000000000000'),
  compounds('P/E ratio below 8', 'pe_ttm > 0 and pe_ttm < 8'),

  everyday(
    'banks with ROA above 1.5% and NPL below 1 trillion',
    `${S.BANKS} and roa_ttm > 0.015 and non_performing_loan[2025] < 1000000000000`,
  ),
  everyday('state-owned banks sorted by dividend yield', `${S.BANKS} and ${S.GOVERNMENT}`, '-yield_ttm', all(50)),
  everyday('companies listed since 2022 that are profitable', "listing_date >= '2022-01-01' and earnings[2025] > 0"),
  everyday('retailers with gross margin above 30%', `${S.RETAIL} and gross_profit_margin[2025] > 0.3`),
  everyday('mid cap energy stocks', `${S.ENERGY} and ${S.MID_IDX}`),
  everyday('stocks near their 52 week low in LQ45', `indices in ['LQ45'] and ${S.NEAR_52W_LOW}`),
  everyday(
    'large caps with P/E under 12 and dividend yield above 3%',
    `${S.LARGE_IDX} and pe_ttm > 0 and pe_ttm < 12 and yield_ttm > 0.03`,
  ),
  everyday('worst performing coal stocks over the past year', S.COAL, 'yearly_mcap_change'),
  everyday('companies with free cash flow above 1 trillion in 2024', 'free_cash_flow[2024] > 1000000000000'),
  everyday('banks with a cost to income ratio below 45%', `${S.BANKS} and cost_to_income_ratio[2025] < 0.45`),
  everyday('SGX banks with dividend yield above 5%', `${S.SGX_BANKS} and forward_dividend_yield > 0.05`, null, SGX),
  everyday('most profitable Singapore REITs', S.REITS, '-earnings[2025]', SGX),
  everyday('top 5 SGX stocks by one year return', null, '-change_1y', all(5, 'sgx')),
  everyday('IPOs since 2023', "listing_date >= '2023-01-01'"),
  everyday('healthcare companies with no debt', `${S.HEALTH} and total_debt[2025] = 0`),
  everyday('top 10 companies by total assets', null, '-total_assets[2025]', all(10)),
  everyday(
    'plantation companies with net income above 500 billion in 2024',
    `${S.PLANTATIONS} and earnings[2024] > 500000000000`,
  ),
  everyday('companies with revenue growth above 20% in 2025', `${GROWTH_2025('revenue')} > 0.2`),
  everyday('profitable companies with falling revenue', 'earnings[2025] > 0 and revenue[2025] < revenue[2024]'),
  everyday('banks with shrinking net income', `${S.BANKS} and earnings[2025] < earnings[2024]`),
  everyday('companies with rising revenue in 2024', 'revenue[2024] > revenue[2023]'),
]
