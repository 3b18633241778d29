import type { CorpusEntry } from './entry'
import { SGX, all, corpusGroup } from './entry'
import * as S from './shared'

const field = corpusGroup('fields and abbreviations', 'id')
const units = corpusGroup('numbers and units', 'id')
const quarter = corpusGroup('quarters', 'id')
const years = corpusGroup('years', 'id')
const sort = corpusGroup('ranking and sorting', 'id')
const cls = corpusGroup('classes and indices', 'id')
const people = corpusGroup('people and state', 'id')
const typo = corpusGroup('typos and case', 'id')
const mixed = corpusGroup('combinations', 'id')

/** Pertanyaan berbahasa Indonesia: fields, numbers, periods, sorting, classes, people, typos and combinations. */
export const ID_LANGUAGE: readonly CorpusEntry[] = [
  field('bank dengan rasio CASA di atas 60%', `${S.BANKS} and casa_ratio[2025] > 0.6`),
  field(
    'asuransi dengan pendapatan premi lebih dari 5 triliun tahun 2024',
    `${S.INSURERS} and premium_income[2024] > 5000000000000`,
  ),
  field('bank dengan NIM di atas 5%', `${S.BANKS} and net_interest_margin[2025] > 0.05`),
  field('LDR di bawah 90%', 'loan_to_deposit_ratio[2025] < 0.9'),
  field('rasio kecukupan modal di atas 20%', 'capital_adequacy_ratio[2025] > 0.2'),
  field('CAR lebih dari 18%', 'capital_adequacy_ratio[2025] > 0.18'),
  field('dana pihak ketiga di atas 100 triliun', 'total_deposit[2025] > 100000000000000'),
  field('total kredit di atas 50 triliun', 'gross_loan[2025] > 50000000000000'),
  field('pendapatan di atas 10 triliun', 'revenue[2025] > 10000000000000'),
  field('penjualan lebih dari 5 triliun', 'revenue[2025] > 5000000000000'),
  field('omzet di atas 1 triliun', 'revenue[2025] > 1000000000000'),
  field('arus kas bebas positif', 'free_cash_flow[2025] > 0'),
  field('arus kas operasi negatif', 'operating_cash_flow[2025] < 0'),
  field('total aset di atas 100 triliun', 'total_assets[2025] > 100000000000000'),
  field('ekuitas di atas 10 triliun', 'total_equity[2025] > 10000000000000'),
  field('belanja modal di atas 1 triliun', 'capital_expenditure[2025] > 1000000000000'),
  field('laba kotor di atas 2 triliun', 'gross_profit[2025] > 2000000000000'),
  field('laba usaha di atas 1 triliun', 'operating_pnl[2025] > 1000000000000'),
  field('EBITDA di atas 1 triliun', 'ebitda[2025] > 1000000000000'),
  field('free float di atas 40%', 'free_float > 0.4'),
  field('skor ESG di bawah 20', 'esg_score < 20'),
  field('harga saham di bawah 500', 'last_close_price < 500'),
  field('pertumbuhan EPS di atas 20%', 'eps[2024] > 0 and (eps[2025] - eps[2024]) / eps[2024] > 0.2'),

  units('10 perusahaan terbesar', null, '-market_cap', all(10)),
  units('lima bank terbesar', S.BANKS, '-market_cap', all(5)),
  units('3 emiten batu bara terbesar', S.COAL, '-market_cap', all(3)),
  units('6 perusahaan dengan pendapatan terendah tahun 2024', 'revenue[2024] is not null', 'revenue[2024]', all(6)),
  units('pendapatan di atas Rp 50 T', 'revenue[2025] > 50000000000000'),
  units('pendapatan lebih dari 2,5 triliun', 'revenue[2025] > 2500000000000'),
  units('laba bersih di atas 750 miliar', 'earnings[2025] > 750000000000'),
  units('laba di atas 500 juta', 'earnings[2025] > 500000000'),
  units('kapitalisasi pasar di atas IDR 500 miliar', 'market_cap > 500000000000'),
  units('pendapatan antara 1 sampai 5 triliun', 'revenue[2025] >= 1000000000000 and revenue[2025] <= 5000000000000'),
  units('PER di bawah 10x', 'pe_ttm > 0 and pe_ttm < 10'),
  units('ROE minimal 15%', 'roe_ttm >= 0.15'),
  units('karyawan paling sedikit 5000', 'employee_num >= 5000'),
  units('pendapatan di atas S$ 1 miliar', 'revenue[2025] > 1000000000', null, SGX),

  quarter(
    'bank dengan pendapatan di atas 10 triliun pada kuartal III 2024',
    `${S.BANKS} and revenue_q[Q3-2024] > 10000000000000`,
  ),
  quarter('laba bersih kuartal 3 2024 di atas 1 triliun', 'earnings_q[Q3-2024] > 1000000000000'),
  quarter('pendapatan triwulan III 2024 lebih dari 5 triliun', 'revenue_q[Q3-2024] > 5000000000000'),
  quarter('laba kuartal kedua 2025 di atas 500 miliar', 'earnings_q[Q2-2025] > 500000000000'),
  quarter('pendapatan kuartal I 2026 di atas 1 triliun', 'revenue_q[Q1-2026] > 1000000000000'),
  quarter('laba bersih tertinggi kuartal terakhir', null, '-earnings_q[Q3-2026]'),
  quarter('pendapatan tertinggi pada kuartal terakhir', null, '-revenue_q[Q3-2026]'),
  quarter('laba kuartal terakhir di atas 1 triliun', 'earnings_q[Q3-2026] > 1000000000000'),
  quarter('pendapatan Q3 2024 di atas 2 triliun', 'revenue_q[Q3-2024] > 2000000000000'),
  quarter('laba 3Q24 di atas 1 triliun', 'earnings_q[Q3-2024] > 1000000000000'),
  quarter('laba triwulan IV 2025 negatif', 'earnings_q[Q4-2025] < 0'),
  quarter(
    'pendapatan kuartal terakhir naik dibanding kuartal yang sama tahun lalu',
    'revenue_q[Q3-2026] > revenue_q[Q3-2025]',
  ),

  years('untung pada 2023 dan 2024', 'earnings[2023] > 0 and earnings[2024] > 0'),
  years(
    'bank yang untung tiga tahun berturut-turut',
    `${S.BANKS} and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0`,
  ),
  years('pendapatan naik dibanding tahun sebelumnya', 'revenue[2025] > revenue[2024]'),
  years('laba bersih tahun lalu di atas 1 triliun', 'earnings[2025] > 1000000000000'),
  years('pendapatan tahun 2023 di atas 5 triliun', 'revenue[2023] > 5000000000000'),
  years(
    'pertumbuhan pendapatan di atas 10% tahun 2024',
    'revenue[2023] > 0 and (revenue[2024] - revenue[2023]) / revenue[2023] > 0.1',
  ),
  years('laba naik tahun 2024', 'earnings[2024] > earnings[2023]'),
  years('rugi pada tahun 2023 dan 2024', 'earnings[2023] < 0 and earnings[2024] < 0'),
  years(
    'dividen selama 3 tahun berturut-turut',
    'total_dividend[2023] > 0 and total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  years('ROE di atas 15% pada 2024 dan 2025', 'roe[2024] > 0.15 and roe[2025] > 0.15'),

  sort('bank diurutkan berdasarkan kapitalisasi pasar', S.BANKS, '-market_cap', all(50)),
  sort('bank diurutkan berdasarkan PER', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm', all(50)),
  sort('saham batu bara urut berdasarkan dividen', S.COAL, '-yield_ttm', all(50)),
  sort('bank berdasarkan pendapatan', S.BANKS, '-revenue[2025]', all(50)),
  sort('10 bank teratas berdasarkan aset', S.BANKS, '-total_assets[2025]', all(10)),
  sort('ROE tertinggi di LQ45', "indices in ['LQ45']", '-roe_ttm'),
  sort('bank diurutkan dari kapitalisasi pasar terkecil', S.BANKS, 'market_cap', all(50)),
  sort('kapitalisasi pasar dari besar ke kecil', null, '-market_cap', all(50)),

  cls('saham batu bara', S.COAL),
  cls('emiten perbankan', S.BANKS),
  cls('saham bank di LQ45', `${S.BANKS} and indices in ['LQ45']`),
  cls('perusahaan asuransi', S.INSURERS),
  cls('saham properti', S.PROPERTY),
  cls('saham teknologi', S.TECH),
  cls('emiten telekomunikasi', S.TELCOS),
  cls('saham perkebunan sawit', S.PLANTATIONS),
  cls('emiten semen', S.CEMENT),
  cls('saham energi', S.ENERGY),
  cls('saham kesehatan', S.HEALTH),
  cls('emiten nikel', S.NICKEL),
  cls('saham barang konsumen primer', S.STAPLES),
  cls('saham ritel', S.RETAIL),

  people('BUMN', S.GOVERNMENT),
  people('bank BUMN', `${S.BANKS} and ${S.GOVERNMENT}`),
  people('perusahaan milik negara', S.GOVERNMENT),
  people('emiten pelat merah', S.GOVERNMENT),
  people('saham BUMN batu bara', `${S.COAL} and ${S.GOVERNMENT}`),
  people('perusahaan yang dipimpin oleh Budi Santoso', "key_executives_name like '%budi santoso%'"),
  people('emiten dengan direktur Budi Santoso', "key_executives_name like '%budi santoso%'"),
  people('perusahaan milik PT Maju Jaya', "major_shareholders_name like '%pt maju jaya%'"),
  people('emiten yang sahamnya dimiliki Sinar Abadi', "major_shareholders_name like '%sinar abadi%'"),
  people('perusahaan dengan pemegang saham Hartono', "major_shareholders_name like '%hartono%'"),

  typo('BANK DENGAN PER DIBAWAH 12', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 12`),
  typo('dividen tertingi', null, '-yield_ttm'),
  typo('pendapatn di atas 1 triliun', 'revenue[2025] > 1000000000000'),
  typo('kapitalisai pasar terbesar', null, '-market_cap'),
  typo('saham yg merugi', 'earnings[2025] < 0'),
  typo('bank dgn ROE diatas 15%', `${S.BANKS} and roe_ttm > 0.15`),
  typo('per dibawah 10', 'pe_ttm > 0 and pe_ttm < 10'),
  typo('Saham Batubara Dengan Dividen Tertinggi', S.COAL, '-yield_ttm'),

  mixed(
    'bank untung dengan PER di bawah 10 dan dividen di atas 4%',
    `${S.BANKS} and earnings[2025] > 0 and pe_ttm > 0 and pe_ttm < 10 and yield_ttm > 0.04`,
  ),
  mixed('saham batu bara small cap dengan utang rendah', `${S.COAL} and ${S.SMALL_IDX} and ${S.LOW_DEBT}`),
  mixed('5 BUMN paling menguntungkan', S.GOVERNMENT, '-earnings[2025]', all(5)),
  mixed('saham murah yang rajin bagi dividen', 'pe_ttm > 0 and yield_ttm > 0', 'pe_ttm'),
  mixed(
    'bank big cap yang membagikan dividen diurutkan berdasarkan dividen',
    `${S.BANKS} and ${S.LARGE_IDX} and yield_ttm > 0`,
    '-yield_ttm',
    all(50),
  ),
  mixed('saham undervalued yang untung', `${S.UNDERVALUED} and earnings[2025] > 0`),
  mixed('saham teknologi dengan margin tinggi tanpa utang', `${S.TECH} and ${S.HIGH_MARGIN} and total_debt[2025] = 0`),
  mixed('bank dengan kinerja terbaik dan ROE di atas 15%', `${S.BANKS} and roe_ttm > 0.15`, '-yearly_mcap_change'),
]
