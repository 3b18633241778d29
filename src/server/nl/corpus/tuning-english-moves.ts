import type { CorpusEntry } from './entry'
import { corpusGroup, refusedCorpusEntry } from './entry'

/**
 * Tuning rows for issue 47's English classes of price moves and makers, asked anew: "automakers" at the
 * Automobiles industry, a move after a yield that has its own bound, "returned N%" over a period, two moves each
 * with its own period, a multiple over several years as one change, a value's interval in brackets, having a profit, a second
 * sign said of the same line.
 */
const classes = corpusGroup('tuning: compounds and filler nouns', 'en')
const moves = corpusGroup('tuning: verbs and multiples', 'en')
const symbols = corpusGroup('tuning: symbols', 'en')
const symbolsId = corpusGroup('tuning: symbols', 'id')
const years = corpusGroup('tuning: lists of periods', 'en')
const quarters = corpusGroup('tuning: quarter pairs', 'en')
const SGX = { market: 'sgx' } as const

export const TUNING_ENGLISH_MOVES: readonly CorpusEntry[] = [
  classes('list automakers by P/B, lowest first', `industry = 'automobiles' and pb_mrq > 0`, 'pb_mrq', { limit: 50 }),
  classes('auto manufacturers with net margin above 5%', `industry = 'automobiles' and net_profit_margin[2025] > 0.05`),
  moves(
    'REITs yielding above 7% that fell more than 3% this week',
    `sector = 'reit' and forward_dividend_yield > 0.07 and change_7d < -0.03`,
    null,
    SGX,
  ),
  moves(
    'banks that returned more than 20% over the last year',
    `sub_sector = 'banks-credit-services' and change_1y > 0.2`,
    null,
    SGX,
  ),
  moves(
    'REITs that rose this month but fell year to date',
    `sector = 'reit' and change_1m > 0 and change_ytd < 0`,
    null,
    SGX,
  ),
  moves('stocks down over 30% ytd but up over 3 years', `change_ytd < -0.3 and change_3y > 0`, null, SGX),
  moves('REITs that halved over the past three years', `sector = 'reit' and change_3y <= -0.5`, null, SGX),
  refusedCorpusEntry('tuning: verbs and multiples', 'en', 'companies whose earnings doubled over the past 3 years'),
  symbols('ROE in [15%, 25%]', 'roe_ttm >= 0.15 and roe_ttm <= 0.25'),
  symbols('banks with P/B in (0.8, 1.5]', `sub_sector = 'banks' and pb_mrq > 0.8 and pb_mrq <= 1.5`),
  symbolsId('saham dengan PER di (4, 9)', 'pe_ttm > 4 and pe_ttm < 9'),
  years(
    'which firms has profit in each of 2021, 2022 and 2023',
    'earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0',
  ),
  years(
    'companies whose net income was negative in 2021 but positive in 2024 and 2025',
    'earnings[2021] < 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  // one named quarter and a change on the year: the same quarter a year earlier; no comparison said, refused
  quarters(
    'Q2 2025 sales up more than 15% year on year',
    'revenue_q[Q2-2024] > 0 and (revenue_q[Q2-2025] - revenue_q[Q2-2024]) / revenue_q[Q2-2024] > 0.15',
  ),
  refusedCorpusEntry('tuning: quarter pairs', 'en', 'Q2 2025 sales up more than 15%'),
]
