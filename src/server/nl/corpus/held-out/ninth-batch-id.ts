import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 9')

const T = 1000000000000
/** `metric[year] op value` for every year of `years`, as the corpus writes a list of years. */
const each = (metric: string, years: readonly number[], rest: string) =>
  years.map((year) => `${metric}[${year}] ${rest}`).join(' and ')

/** The ninth held-out batch, Indonesian. */
export const NINTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('rumah sakit roe > 12%', `${S.HOSPITALS} and roe_ttm > 0.12`),
  terse('semen der < 0,5', `${S.CEMENT} and der_mrq >= 0 and der_mrq < 0.5`),
  terse('emas per < 15', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 15`),
  terse('maskapai terbesar', S.AIRLINES, '-market_cap'),
  terse('idx30 pbv terendah', "indices in ['IDX30'] and pb_mrq > 0", 'pb_mrq'),
  terse('nikel npm > 10%', `${S.NICKEL} and net_profit_margin[2025] > 0.1`),
  terse('asuransi dividen > 5%', `${S.INSURERS} and yield_ttm > 0.05`),
  terse(
    'utilitas ev/ebitda < 8',
    `${S.UTILITIES} and enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 8`,
  ),

  chatty('min, ada emiten rumah sakit yg ROE-nya di atas 15% ga?', `${S.HOSPITALS} and roe_ttm > 0.15`),
  chatty('gan, tolong cariin saham semen yang dividennya di atas 3% dong', `${S.CEMENT} and yield_ttm > 0.03`),
  chatty(
    'halo, mau tanya saham properti mana yg PBV-nya di bawah 0,5?',
    `${S.PROPERTY} and pb_mrq > 0 and pb_mrq < 0.5`,
  ),
  chatty('lagi riset nih, 5 emiten nikel terbesar apa aja ya?', S.NICKEL, '-market_cap', all(5)),
  chatty('kak, saham telko yg untung tahun 2024 apa aja?', `${S.TELCOS} and earnings[2024] > 0`),
  chatty(
    'permisi, boleh minta daftar ritel dengan margin kotor di atas 30%? makasih',
    `${S.RETAIL} and gross_profit_margin[2025] > 0.3`,
  ),
  chatty('btw ada saham maskapai yg lagi rugi ga sih', `${S.AIRLINES} and earnings[2025] < 0`),
  chatty('mau cari saham emas yg deket harga tertinggi 52 minggu dong', `${S.GOLD} and ${S.NEAR_52W_HIGH}`),

  typos('asurnasi dgn PER dibawah 8', `${S.INSURERS} and pe_ttm > 0 and pe_ttm < 8`),
  typos('emiten perkebunan yg untng', `${S.PLANTATIONS} and earnings[2025] > 0`),
  typos('saham teknolgi dgn kapitalisasi pasar terbesar', S.TECH, '-market_cap'),
  typos('pendapatn bank di atas 20 triliun', `${S.BANKS} and revenue[2025] > ${20 * T}`),
  typos('dividn tertinggi di LQ45', "indices in ['LQ45']", '-yield_ttm'),
  typos('saham properti yg DER nya dibwah 1', `${S.PROPERTY} and der_mrq >= 0 and der_mrq < 1`),
  typos('rumah skit dgn laba bersih di atas 500 miliar', `${S.HOSPITALS} and earnings[2025] > 500000000000`),

  symbols('PER < 12 & dividen > 4%', 'pe_ttm > 0 and pe_ttm < 12 and yield_ttm > 0.04'),
  symbols('ROA > 8% + DER < 0,5', 'roa_ttm > 0.08 and der_mrq >= 0 and der_mrq < 0.5'),
  symbols('kapitalisasi pasar > 50T & ROE > 20%', `market_cap > ${50 * T} and roe_ttm > 0.2`),
  symbols('harga < 100 & PBV < 1', `last_close_price < 100 and ${S.UNDERVALUED}`),
  symbols('karyawan > 10rb', 'employee_num > 10000'),
  symbols('laba 2024 > Rp 2T', `earnings[2024] > ${2 * T}`),
  symbols('barang konsumen primer: margin kotor >= 40%', `${S.STAPLES} and gross_profit_margin[2025] >= 0.4`),

  imperative(
    'urutkan emiten semen berdasarkan PER, dari yang terendah',
    `${S.CEMENT} and pe_ttm > 0`,
    'pe_ttm',
    all(50),
  ),
  imperative('urutin saham rumah sakit menurut pendapatan', S.HOSPITALS, '-revenue[2025]', all(50)),
  imperative('tampilkan 5 asuransi dengan ROE tertinggi', S.INSURERS, '-roe_ttm', all(5)),
  imperative('peringkat saham nikel berdasarkan margin bersih', S.NICKEL, '-net_profit_margin[2025]', all(50)),
  imperative('carikan saham utilitas dengan arus kas bebas positif', `${S.UTILITIES} and free_cash_flow[2025] > 0`),
  imperative('urutkan bank berdasarkan jumlah karyawan', S.BANKS, '-employee_num', all(50)),
  imperative('tunjukkan 3 maskapai dengan total utang terbesar', S.AIRLINES, '-total_debt[2025]', all(3)),

  periods('margin bersih di atas 10% pada 2022, 2023 dan 2024', each('net_profit_margin', [2022, 2023, 2024], '> 0.1')),
  periods(
    'pendapatan di atas 5 triliun setiap tahun sejak 2021',
    each('revenue', [2021, 2022, 2023, 2024, 2025], `> ${5 * T}`),
  ),
  periods('ROA di atas 5% tiga tahun berturut-turut', each('roa', [2023, 2024, 2025], '> 0.05')),
  periods('laba bersih naik dari Q2 ke Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods(
    'bank yg pendapatannya turun dari kuartal I ke kuartal II 2025',
    `${S.BANKS} and revenue_q[Q2-2025] < revenue_q[Q1-2025]`,
  ),
  periods('bagi dividen tahun 2021, 2023 dan 2025', each('total_dividend', [2021, 2023, 2025], '> 0')),
  periods('rugi di tahun 2020 dan 2021', 'earnings[2020] < 0 and earnings[2021] < 0'),
  periods(
    'margin kotor di atas 40% dari 2021 sampai 2024',
    each('gross_profit_margin', [2021, 2022, 2023, 2024], '> 0.4'),
  ),

  names('emiten yang sahamnya dipegang Anthoni Salim', "major_shareholders_name like '%anthoni salim%'"),
  names(
    'perusahaan dengan direktur utama Darmawan Prasodjo',
    "key_executives_name like '%darmawan prasodjo%' and key_executives_position like '%president director%'",
  ),
  names(
    'emiten di mana PT Astra International memiliki lebih dari 50%',
    "major_shareholders_name like '%pt astra international%' and major_shareholders_share_percentage > 0.5",
  ),
  names('perusahaan yang terafiliasi dengan Djarum', "affiliates like '%djarum%'"),
  names('saham semen BUMN', `${S.CEMENT} and ${S.GOVERNMENT}`),
  names('emiten yg direksinya punya saham lebih dari 2%', 'executives_shareholdings_share_percentage > 0.02'),
  names('saham yang dimiliki Lo Kheng Hong', "major_shareholders_name like '%lo kheng hong%'"),
  refused('emiten dengan direksi termuda'),
  refused('saham yang paling banyak dibeli asing minggu ini'),
  refused('perusahaan yang kantor pusatnya di Surabaya'),
  refused('bank dengan jumlah cabang terbanyak'),
  refused('saham dengan rekomendasi beli terbanyak dari analis'),

  verbs('emiten semen yg bayar dividen di atas 4%', `${S.CEMENT} and yield_ttm > 0.04`),
  verbs('saham ritel yg diperdagangkan di bawah 0,5 kali penjualan', `${S.RETAIL} and ps_ttm > 0 and ps_ttm < 0.5`),
  verbs('perusahaan yg laba bersihnya turun setengah di 2025', `${S.GROWTH_2025('earnings')} <= -0.5`),
  verbs('saham properti yang anjlok lebih dari 40% setahun terakhir', `${S.PROPERTY} and yearly_mcap_change < -0.4`),
  verbs(
    'emiten yang pendapatannya tumbuh lebih dari 20% tahun 2024',
    'revenue[2023] > 0 and (revenue[2024] - revenue[2023]) / revenue[2023] > 0.2',
  ),
  verbs('asuransi yang menghasilkan laba di atas 1 triliun', `${S.INSURERS} and earnings[2025] > ${T}`),
  verbs('saham batu bara yg naik dua kali lipat setahun terakhir', `${S.COAL} and yearly_mcap_change >= 1`),
  verbs('saham yg turun lebih dari 7% hari ini', 'daily_close_change < -0.07'),
  verbs('perusahaan yang merugi di 2023', 'earnings[2023] < 0'),

  compounds('rumah sakit bebas utang', `${S.HOSPITALS} and total_debt[2025] = 0`),
  compounds('telko dividen tinggi', S.TELCOS, '-yield_ttm'),
  compounds('asuransi dengan PBV rendah', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('emiten teknologi yang kaya kas', `${S.TECH} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('nilai kapitalisasi pasar di atas 100 triliun', `market_cap > ${100 * T}`),
  compounds('skor risiko ESG di atas 40', 'esg_score > 40'),
  compounds('saham emas small cap', `${S.GOLD} and ${S.SMALL_IDX}`),
  compounds('angka laba bersih di atas 3 triliun tahun 2023', `earnings[2023] > ${3 * T}`),

  everyday('saham lapis kedua dengan kinerja terbaik setahun terakhir', S.MID_IDX, '-yearly_mcap_change'),
  everyday('emiten IDXHIDIV20 dengan payout ratio di bawah 70%', "indices in ['IDXHIDIV20'] and payout_ratio < 0.7"),
  everyday('rumah sakit yang bagi dividen', `${S.HOSPITALS} and yield_ttm > 0`),
  everyday('perusahaan dengan karyawan lebih dari 30.000 orang', 'employee_num > 30000'),
  everyday('saham yg IPO tahun 2024', "listing_date >= '2024-01-01' and listing_date <= '2024-12-31'"),
  everyday('bank dengan LDR di atas 95%', `${S.BANKS} and loan_to_deposit_ratio[2025] > 0.95`),
  everyday('saham dengan harga di bawah Rp 50', 'last_close_price < 50'),
  everyday('REIT industri terbesar', "sub_sector = 'reit-industrial'", '-market_cap', SGX),
  everyday('saham JII70 tanpa utang', "indices in ['JII70'] and total_debt[2025] = 0"),
]
