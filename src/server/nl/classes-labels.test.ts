import { describe, it } from 'vitest'
import { expectMessage, expectReading, expectRefusal } from './reading-cases'
import type { MessageCase, ReadingCase, RefusalCase } from './reading-cases'

/**
 * Issue 47, the classes the twelfth held-out batch found misread or unread, each asked as another person would:
 * a class word is the most specific node whose own label names it (hotels, logistics, transport, otomotif), never
 * the broader node around it; sub-industries by their everyday names; requests and courtesies; Title Case; a
 * currency before its metric; headcounts in thousands; a signed move with "or more"; "but" between two conditions;
 * Indonesian chat shorthand, "tiap tahun", "masing-masing", "setahun", "3x lipat", "separuhnya", "perak"; "punya
 * saham"; the price above its intrinsic value.
 */
const CASES: readonly ReadingCase[] = [
  // a class word means its own node, never the parent whose label merely contains it
  [
    'idx',
    'hotels with a net margin above 10%',
    "sub_industry = 'hotels-resorts-cruise-lines' and net_profit_margin[2025] > 0.1",
    null,
    50,
  ],
  [
    'idx',
    'saham hotel dengan PER di bawah 20',
    "sub_industry = 'hotels-resorts-cruise-lines' and pe_ttm > 0 and pe_ttm < 20",
    null,
    50,
  ],
  [
    'idx',
    'logistics firms with DER below 1',
    "sub_sector = 'logistics-deliveries' and der_mrq >= 0 and der_mrq < 1",
    null,
    50,
  ],
  ['idx', 'emiten logistik dengan ROE di atas 10%', "sub_sector = 'logistics-deliveries' and roe_ttm > 0.1", null, 50],
  [
    'idx',
    'transport companies with a P/E below 10',
    "sub_sector = 'transportation' and pe_ttm > 0 and pe_ttm < 10",
    null,
    50,
  ],
  // the sector is named by its whole label
  ['idx', 'transportation and logistics stocks', "sector = 'transportation-logistic'", null, 50],
  ['idx', 'saham otomotif dengan PBV di bawah 1', "industry = 'automobiles' and pb_mrq > 0 and pb_mrq < 1", null, 50],
  ['idx', 'car makers with ROE above 10%', "sub_industry = 'car-manufacturers' and roe_ttm > 0.1", null, 50],
  [
    'idx',
    'clothing companies that are profitable',
    "sub_industry = 'clothing-accessories-bags' and earnings[2025] > 0",
    null,
    50,
  ],
  [
    'sgx',
    'telecommunication stocks with a yield above 4%',
    "sub_sector = 'telecommunication' and forward_dividend_yield > 0.04",
    null,
    50,
  ],
  // "saham"/"emiten" before a class never swallows a longer label after it
  ['idx', 'saham energi alternatif', "sub_sector = 'alternative-energy'", null, 50],
  [
    'idx',
    'emiten asuransi jiwa terbesar',
    "sub_industry = 'life-insurance' and market_cap is not null",
    '-market_cap',
    10,
  ],
  // sub-industries by their everyday names; Title Case
  ['idx', 'dairy producers with a yield above 3%', "sub_industry = 'dairy-products' and yield_ttm > 0.03", null, 50],
  ['idx', 'saham susu olahan dengan ROE di atas 10%', "sub_industry = 'dairy-products' and roe_ttm > 0.1", null, 50],
  ['idx', 'saham restoran yang untung', "sub_industry = 'restaurants' and earnings[2025] > 0", null, 50],
  [
    'idx',
    'wireless carriers by revenue',
    "industry = 'wireless-telecommunication-services' and revenue[2025] is not null",
    '-revenue[2025]',
    50,
  ],
  ['idx', 'Personal Care Stocks With ROE Above 20%', "industry = 'personal-care-products' and roe_ttm > 0.2", null, 50],
  // requests and courtesies around the screen
  ['idx', 'Kindly provide banks with ROE above 18%.', "sub_sector = 'banks' and roe_ttm > 0.18", null, 50],
  [
    'idx',
    'Could you identify coal miners with a P/E under 6?',
    "industry = 'coal' and pe_ttm > 0 and pe_ttm < 6",
    null,
    50,
  ],
  [
    'idx',
    'display the 5 largest banks by assets',
    "sub_sector = 'banks' and total_assets[2025] is not null",
    '-total_assets[2025]',
    5,
  ],
  [
    'idx',
    'any chance you could list gold miners with DER below 0.5?',
    "sub_industry = 'gold' and der_mrq >= 0 and der_mrq < 0.5",
    null,
    50,
  ],
  ['idx', 'banks with ROE above 15%, if you do not mind', "sub_sector = 'banks' and roe_ttm > 0.15", null, 50],
  [
    'idx',
    'hello again, which cement makers pay more than 3%?',
    "industry = 'construction-materials' and yield_ttm > 0.03",
    null,
    50,
  ],
  ['sgx', 'which REITs yield above 7% at the moment?', "sector = 'reit' and forward_dividend_yield > 0.07", null, 50],
  // a currency before its metric; headcounts in thousands; a signed move with "or more"; "but"
  ['sgx', 'S$ revenue > 2bn', 'revenue[2025] > 2000000000', null, 50],
  ['idx', 'companies employing more than 10k people', 'employee_num > 10000', null, 50],
  ['idx', 'employees 1k-5k', 'employee_num >= 1000 and employee_num <= 5000', null, 50],
  ['idx', 'market cap 1T-5T', 'market_cap >= 1000000000000 and market_cap <= 5000000000000', null, 50],
  ['idx', 'stocks +5% or more today', 'daily_close_change >= 0.05', null, 50],
  ['sgx', 'banks down 5% or more this week', "sub_sector = 'banks-credit-services' and change_7d <= -0.05", null, 50],
  ['idx', 'loss-making in 2021 but profitable in 2025', 'earnings[2021] < 0 and earnings[2025] > 0', null, 50],
  [
    'idx',
    'bank yang rugi di 2020 tapi untung di 2024',
    "sub_sector = 'banks' and earnings[2020] < 0 and earnings[2024] > 0",
    null,
    50,
  ],
  // Indonesian shorthand and idioms
  ['idx', 'saham yg lg turun lbh dr 3% hr ini', 'daily_close_change < -0.03', null, 50],
  [
    'idx',
    'ROE di atas 10% tiap tahun dari 2022 sampai 2025',
    'roe[2022] > 0.1 and roe[2023] > 0.1 and roe[2024] > 0.1 and roe[2025] > 0.1',
    null,
    50,
  ],
  [
    'idx',
    'laba Q1 dan Q2 2025 masing-masing di atas 500 miliar',
    'earnings_q[Q1-2025] > 500000000000 and earnings_q[Q2-2025] > 500000000000',
    null,
    50,
  ],
  ['idx', 'saham yang turun lebih dari 30% setahun', 'yearly_mcap_change < -0.3', null, 50],
  ['idx', 'saham naik 3x lipat setahun terakhir', 'yearly_mcap_change >= 2', null, 50],
  [
    'idx',
    'emiten yg labanya turun separuhnya',
    'earnings[2024] > 0 and (earnings[2025] - earnings[2024]) / earnings[2024] <= -0.5',
    null,
    50,
  ],
  [
    'idx',
    'saham di bawah 500 perak dengan PBV di bawah 1',
    'last_close_price < 500 and pb_mrq > 0 and pb_mrq < 1',
    null,
    50,
  ],
  [
    'idx',
    'emiten di mana Anthoni Salim punya saham lebih dari 10%',
    "major_shareholders_name like '%anthoni salim%' and major_shareholders_share_percentage > 0.1",
    null,
    50,
  ],
  [
    'idx',
    'banks trading above their intrinsic value',
    "sub_sector = 'banks' and last_close_price > intrinsic_value",
    null,
    50,
  ],
]

const REFUSALS: readonly RefusalCase[] = [
  // which scale the bare 500 has is a guess: 500 or 500 thousand
  ['idx', 'employees 500–2k', "Could not tell what to do with 'employees'"],
  ['sgx', 'stocks above intrinsic value', 'Intrinsic value is not available for SGX-listed companies'],
  // IDX has no weekly change, whatever the move's wording
  ['idx', 'saham naik 10% atau lebih minggu ini', 'Perubahan sepekan tidak tersedia untuk emiten IDX'],
]

const MESSAGES: readonly MessageCase[] = [
  [
    'idx',
    'emiten dengan harga saham di atas nilai intrinsik',
    'Perusahaan dengan harga penutupan terakhir di atas nilai intrinsik (perkiraan nilai intrinsik per saham).',
  ],
]

describe('the classes of held-out batch 12 (issue 47), asked anew', () => {
  it.each(CASES)('%s: %s', expectReading)

  it.each(REFUSALS)('%s: refuses %s', expectRefusal)

  it.each(MESSAGES)('%s: says how it read %s', expectMessage)
})
