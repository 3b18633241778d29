import { describe, it } from 'vitest'
import { expectMessage, expectReading, expectRefusal } from './reading-cases'
import type { MessageCase, ReadingCase, RefusalCase } from './reading-cases'

/**
 * Issue 47, the classes the eleventh held-out batch found unread or misread, each asked as another person would:
 * requests and politeness before the screen and the asker's own situation around it; Indonesian chat particles;
 * investors' shorthand (mc, dpr); the price against a fraction of a price level; a growth ranked after its metric
 * and its year; quarters in roman numerals and the last N quarters; trading volume; names among the executives; a mistyped word read by
 * the phrase it starts; and everyday words that are never typo-corrected into a class.
 */
const CASES: readonly ReadingCase[] = [
  // requests and politeness, the asker's situation, chat particles
  [
    'idx',
    'Could you send me the banks with a net margin above 25%, please?',
    "sub_sector = 'banks' and net_profit_margin[2025] > 0.25",
    null,
    50,
  ],
  [
    'idx',
    'Would you be so kind as to show the three largest telcos by revenue?',
    "sub_sector = 'telecommunication' and revenue[2025] is not null",
    '-revenue[2025]',
    3,
  ],
  [
    'idx',
    'hey, quick one: cement companies with DER below 0.5?',
    "industry = 'construction-materials' and der_mrq >= 0 and der_mrq < 0.5",
    null,
    50,
  ],
  [
    'idx',
    "I'm a pensioner living off dividends. Which tobacco companies yield above 6%?",
    "sub_sector = 'tobacco' and yield_ttm > 0.06",
    null,
    50,
  ],
  ['sgx', 'SGX counters yielding above 5%', 'forward_dividend_yield > 0.05', null, 50],
  [
    'idx',
    'gaes ada emiten semen yg PBV-nya di bawah 1 gak sih?',
    "industry = 'construction-materials' and pb_mrq > 0 and pb_mrq < 1",
    null,
    50,
  ],
  ['idx', 'cuy, cariin bank yg ROE-nya di atas 15% dong wkwk', "sub_sector = 'banks' and roe_ttm > 0.15", null, 50],
  // shorthand
  ['idx', 'mc > 10T & dpr < 40%', 'market_cap > 10000000000000 and payout_ratio < 0.4', null, 50],
  ['idx', 'emiten batu bara dengan dpr di atas 60%', "industry = 'coal' and payout_ratio > 0.6", null, 50],
  // the price against a fraction of a price level
  ['idx', 'last close at most 60% of the 52-week high', 'last_close_price <= 0.6 * 52_w_high_price', null, 50],
  [
    'idx',
    'banks trading within 15% of their 52-week low',
    "sub_sector = 'banks' and last_close_price <= 1.15 * 52_w_low_price",
    null,
    50,
  ],
  ['idx', 'stocks more than 50% below their all-time high', 'last_close_price < 0.5 * all_time_high_price', null, 50],
  [
    'idx',
    'gold miners at least 30% above their 52-week low',
    "sub_industry = 'gold' and last_close_price >= 1.3 * 52_w_low_price",
    null,
    50,
  ],
  [
    'idx',
    'saham bank dengan harga di bawah 70% dari harga tertinggi 52 minggu',
    "sub_sector = 'banks' and last_close_price < 0.7 * 52_w_high_price",
    null,
    50,
  ],
  // a growth ranked after its metric, its year the growth's year; roman quarters
  [
    'idx',
    'emiten dengan pertumbuhan laba tercepat tahun 2024',
    'earnings[2023] > 0 and earnings[2024] is not null',
    '-((earnings[2024] - earnings[2023]) / earnings[2023])',
    10,
  ],
  [
    'idx',
    'which three banks grew net income fastest in 2024',
    "sub_sector = 'banks' and earnings[2023] > 0 and earnings[2024] is not null",
    '-((earnings[2024] - earnings[2023]) / earnings[2023])',
    3,
  ],
  ['idx', 'laba bersih kuartal II 2025 di atas 1 triliun', 'earnings_q[Q2-2025] > 1000000000000', null, 50],
  [
    'idx',
    'pendapatan triwulan ke-IV 2025 lebih rendah dari triwulan ke-IV 2024',
    'revenue_q[Q4-2025] < revenue_q[Q4-2024]',
    null,
    50,
  ],
  [
    'idx',
    'banks profitable in the past 3 quarters',
    "sub_sector = 'banks' and earnings_q[Q1-2026] > 0 and earnings_q[Q2-2026] > 0 and earnings_q[Q3-2026] > 0",
    null,
    50,
  ],
  [
    'idx',
    'laba bersih di atas 1 triliun dalam 4 kuartal terakhir',
    'earnings_q[Q4-2025] > 1000000000000 and earnings_q[Q1-2026] > 1000000000000 and earnings_q[Q2-2026] > 1000000000000 and earnings_q[Q3-2026] > 1000000000000',
    null,
    50,
  ],
  // trading volume (SGX), the 5-year average yield, the one-month change
  ['sgx', 'most heavily traded SGX REITs', "sector = 'reit' and volume is not null", '-volume', 10],
  ['sgx', 'REIT SGX yang paling likuid', "sector = 'reit' and volume is not null", '-volume', 10],
  [
    'sgx',
    'SGX REITs with a 5-year average dividend yield above 6%',
    "sector = 'reit' and dividend_yield_5y_avg > 0.06",
    null,
    50,
  ],
  [
    'sgx',
    'SGX banks by 1 month price change',
    "sub_sector = 'banks-credit-services' and change_1m is not null",
    '-change_1m',
    50,
  ],
  // names among the executives; a typo read by the phrase it starts; a metric's noun after it
  [
    'idx',
    'companies that have Boy Thohir among their commissioners',
    "key_executives_name like '%boy thohir%'",
    null,
    50,
  ],
  ['idx', 'stocks neer their 52-week high', 'last_close_price >= 0.95 * 52_w_high_price', null, 50],
  [
    'idx',
    'banks with the highest fair value per share',
    "sub_sector = 'banks' and intrinsic_value is not null",
    '-intrinsic_value',
    10,
  ],
  [
    'idx',
    'companies listed since 2021 that are already loss-making',
    "listing_date >= '2021-01-01' and earnings[2025] < 0",
    null,
    50,
  ],
  // an everyday word beside a class label it is one letter from stays a request, never the class
  ['idx', 'pull the list of pulp and paper companies', "industry = 'forestry-paper'", null, 50],
]

const REFUSALS: readonly RefusalCase[] = [
  // "hold" is one letter from "gold": a word of its own, so unknown, never gold miners
  ['idx', 'hold banks with ROE above 15%', "Could not understand 'hold'"],
  // IDX has no trading volume: said, not guessed
  ['idx', 'most actively traded banks', 'Trading volume is not available for IDX-listed companies'],
  ['idx', 'saham yang paling ramai ditransaksikan', 'Volume perdagangan tidak tersedia untuk emiten IDX'],
  // a distance without a bound ("40% below") may mean at least or about: refused
  ['idx', 'stocks 40% below their all-time high', "Could not tell what '40%' refers to"],
]

const MESSAGES: readonly MessageCase[] = [
  ['idx', 'price < 50% of 52w high', 'Companies where the last close is below 50% of the 52-week high.'],
  [
    'idx',
    'harga di bawah 60% dari harga tertinggi sepanjang masa',
    'Perusahaan dengan harga penutupan terakhir di bawah 60% dari harga tertinggi sepanjang masa.',
  ],
  ['idx', 'dpr > 50%', 'Perusahaan dengan rasio pembayaran dividen di atas 50%.'],
]

describe('the classes of held-out batch 11 (issue 47), asked anew', () => {
  it.each(CASES)('%s: %s', expectReading)

  it.each(REFUSALS)('%s: refuses %s', expectRefusal)

  it.each(MESSAGES)('%s: says how it read %s', expectMessage)
})
