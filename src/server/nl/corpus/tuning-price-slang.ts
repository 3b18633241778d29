import type { CorpusEntry } from './entry'
import { corpusGroup } from './entry'

/**
 * Tuning rows for issue 47's price moves as traders say them, in both languages: a ranking with a period and no
 * metric ("top 5 names today"), a trader's verb for a move beside an amount or a period, the period in headline
 * shorthand after a comma or after "chg", stocks called tickers or counters that doubled, a dividend per share.
 */
const moves = corpusGroup('tuning: verbs and multiples', 'en')
const movesId = corpusGroup('tuning: verbs and multiples', 'id')
const symbols = corpusGroup('tuning: symbols', 'en')
const compounds = corpusGroup('tuning: compounds and filler nouns', 'en')
const compoundsId = corpusGroup('tuning: compounds and filler nouns', 'id')
const SGX = { market: 'sgx' } as const

export const TUNING_PRICE_SLANG: readonly CorpusEntry[] = [
  moves('top 5 names today', 'daily_close_change is not null', '-daily_close_change', { limit: 5 }),
  moves('top 3 REIT counters this month', `sector = 'reit' and change_1m is not null`, '-change_1m', {
    ...SGX,
    limit: 3,
  }),
  movesId(
    '5 saham bank teratas hari ini',
    `sub_sector = 'banks' and daily_close_change is not null`,
    '-daily_close_change',
    {
      limit: 5,
    },
  ),
  moves('gold miners that rallied more than 4% today', `sub_industry = 'gold' and daily_close_change > 0.04`),
  moves('banks that plunged more than 5% today', `sub_sector = 'banks' and daily_close_change < -0.05`),
  moves('REITs that cratered this week', `sector = 'reit' and change_7d < 0`, null, SGX),
  movesId('saham batu bara yang nyungsep lebih dari 8% hari ini', `industry = 'coal' and daily_close_change < -0.08`),
  movesId('saham yang meroket hari ini', 'daily_close_change > 0'),
  movesId('10 saham turun terdalam hari ini', 'daily_close_change is not null', 'daily_close_change'),
  movesId('saham kenaikan tertinggi hari ini', 'daily_close_change is not null', '-daily_close_change'),
  symbols('Top losers: SGX REITs, 1M', `sector = 'reit' and change_1m is not null`, 'change_1m', SGX),
  symbols('best performers, 3Y', 'change_3y is not null', '-change_3y', SGX),
  symbols('chg 1y > 20%', 'change_1y > 0.2', null, SGX),
  moves('tickers that tripled over the past year', 'yearly_mcap_change >= 2'),
  compounds('dividend payments above Rp 150 per share in 2023', 'total_dividend[2023] > 150'),
  compoundsId('dividen di atas Rp 75 per lembar tahun 2024', 'total_dividend[2024] > 75'),
]
