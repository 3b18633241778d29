import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 8')

/**
 * The eighth held-out batch, Indonesian: written blind (without reading the translator), as people type into a
 * stock app here (informal, abbreviated, with typos); measured once, before any change for its own misses.
 */
export const EIGHTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('farmasi roe > 15%', `${S.PHARMA} and roe_ttm > 0.15`),
  terse('rokok dividen tertinggi', S.TOBACCO, '-yield_ttm'),
  terse('sawit per < 8', `${S.PLANTATIONS} and pe_ttm > 0 and pe_ttm < 8`),
  terse('bank der terendah', `${S.BANKS} and der_mrq >= 0`, 'der_mrq'),
  terse('kompas100 pbv < 1', `indices in ['KOMPAS100'] and ${S.UNDERVALUED}`),
  terse('10 emiten karyawan terbanyak', null, '-employee_num', all(10)),
  terse('semen npm > 10%', `${S.CEMENT} and net_profit_margin[2025] > 0.1`),
  terse('reit yield > 7%', `${S.REITS} and forward_dividend_yield > 0.07`, null, SGX),

  chatty('halo min, emiten rumah sakit yg ROE-nya paling tinggi apa ya?', S.HOSPITALS, '-roe_ttm'),
  chatty('gan, ada saham properti yg PBV-nya di bawah 0,5 gak?', `${S.PROPERTY} and pb_mrq > 0 and pb_mrq < 0.5`),
  chatty('tolong dong tampilkan emiten tambang emas yang untung tahun 2024', `${S.GOLD} and earnings[2024] > 0`),
  chatty('mau cari saham ritel yg dividennya di atas 5% nih', `${S.RETAIL} and yield_ttm > 0.05`),
  chatty('min, 5 emiten farmasi terbesar apa aja ya?', S.PHARMA, '-market_cap', all(5)),
  chatty('saya lagi cari bank dengan CAR di atas 25%, ada?', `${S.BANKS} and capital_adequacy_ratio[2025] > 0.25`),
  chatty(
    'kalau emiten jalan tol yang arus kas bebasnya positif ada gak ya?',
    `${S.TOLL_ROADS} and free_cash_flow[2025] > 0`,
  ),
  chatty(
    'makasih, sekarang coba tampilkan asuransi jiwa dengan laba bersih di atas 500 miliar',
    `${S.LIFE_INSURERS} and earnings[2025] > 500000000000`,
  ),

  typos('emiten rumah skait dgn margin bersih diatas 10%', `${S.HOSPITALS} and net_profit_margin[2025] > 0.1`),
  typos('sham bank dgn PBV dibawah 1', `${S.BANKS} and ${S.UNDERVALUED}`),
  typos('kapitalisasi pasr di atas 100 triliun', 'market_cap > 100000000000000'),
  typos('emitn yg dividennya paling tingi', null, '-yield_ttm'),
  typos('saham teknlogi yg merugi', `${S.TECH} and earnings[2025] < 0`),
  typos('pendaptan diatas 5 triliun thn 2024', 'revenue[2024] > 5000000000000'),
  typos('perusahan tanpa utnag', 'total_debt[2025] = 0'),
  typos('emiten sawit yg ROE nya diatas 15 persen', `${S.PLANTATIONS} and roe_ttm > 0.15`),

  symbols('PER < 10 & PBV < 1,2', 'pe_ttm > 0 and pe_ttm < 10 and pb_mrq > 0 and pb_mrq < 1.2'),
  symbols('ROE > 20% + DER < 0,5', `roe_ttm > 0.2 and ${S.LOW_DEBT}`),
  symbols(
    'bank: NIM > 5% & LDR < 90%',
    `${S.BANKS} and net_interest_margin[2025] > 0.05 and loan_to_deposit_ratio[2025] < 0.9`,
  ),
  symbols('dividen >= 6% & laba > 0', 'yield_ttm >= 0.06 and earnings[2025] > 0'),
  symbols('kapitalisasi pasar > 50T & PER < 15', 'market_cap > 50000000000000 and pe_ttm > 0 and pe_ttm < 15'),
  symbols('GPM > 40% & NPM > 15%', 'gross_profit_margin[2025] > 0.4 and net_profit_margin[2025] > 0.15'),
  symbols('karyawan > 10.000 & laba > 1T', 'employee_num > 10000 and earnings[2025] > 1000000000000'),

  imperative('urutkan emiten farmasi berdasarkan laba bersih', S.PHARMA, '-earnings[2025]', all(50)),
  imperative('peringkat bank menurut ROE', S.BANKS, '-roe_ttm', all(50)),
  imperative('tampilkan 5 emiten sawit dengan PER terendah', `${S.PLANTATIONS} and pe_ttm > 0`, 'pe_ttm', all(5)),
  imperative(
    'urutkan saham LQ45 berdasarkan PBV dari yang termurah',
    "indices in ['LQ45'] and pb_mrq > 0",
    'pb_mrq',
    all(50),
  ),
  imperative('carikan 10 emiten dengan pendapatan tertinggi tahun 2023', null, '-revenue[2023]', all(10)),
  imperative('urutkan REIT menurut dividen', S.REITS, '-forward_dividend_yield', all(50, 'sgx')),
  imperative(
    'urutkan bank BUMN berdasarkan total aset',
    `${S.BANKS} and ${S.GOVERNMENT}`,
    '-total_assets[2025]',
    all(50),
  ),
  imperative(
    'urutkan emiten energi berdasarkan kinerja setahun terakhir, dari yang terburuk',
    S.ENERGY,
    'yearly_mcap_change',
    all(50),
  ),

  periods(
    'margin bersih di atas 10% pada 2022, 2023 dan 2024',
    'net_profit_margin[2022] > 0.1 and net_profit_margin[2023] > 0.1 and net_profit_margin[2024] > 0.1',
  ),
  periods(
    'bagi dividen tiap tahun sejak 2021',
    'total_dividend[2021] > 0 and total_dividend[2022] > 0 and total_dividend[2023] > 0 and ' +
      'total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods('laba bersih naik dari Q2 ke Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods('pendapatan kuartal ini lebih rendah dari kuartal sebelumnya', 'revenue_q[Q3-2026] < revenue_q[Q2-2026]'),
  periods('ROE di atas 20% tiga tahun berturut-turut', 'roe[2023] > 0.2 and roe[2024] > 0.2 and roe[2025] > 0.2'),
  periods('rugi pada 2020, 2021 dan 2022', 'earnings[2020] < 0 and earnings[2021] < 0 and earnings[2022] < 0'),
  periods(
    'arus kas bebas positif antara 2022 dan 2025',
    'free_cash_flow[2022] > 0 and free_cash_flow[2023] > 0 and free_cash_flow[2024] > 0 and free_cash_flow[2025] > 0',
  ),
  periods(
    'laba bersih positif di Q1, Q2 dan Q3 2025',
    'earnings_q[Q1-2025] > 0 and earnings_q[Q2-2025] > 0 and earnings_q[Q3-2025] > 0',
  ),

  names(
    'emiten di mana Djarum memegang lebih dari 20% saham',
    "major_shareholders_name like '%djarum%' and major_shareholders_share_percentage > 0.2",
  ),
  names(
    'bank dengan direktur utama Rina Kusuma',
    `${S.BANKS} and key_executives_name like '%rina kusuma%' and key_executives_position like '%president director%'`,
  ),
  names('perusahaan yang terafiliasi dengan Sinar Mas', "affiliates like '%sinar mas%'"),
  names('emiten BUMN di sektor energi', `${S.ENERGY} and ${S.GOVERNMENT}`),
  names('perusahaan di mana direksi memiliki saham lebih dari 5%', 'executives_shareholdings_share_percentage > 0.05'),
  names('emiten milik PT Astra International', "major_shareholders_name like '%pt astra international%'"),
  refused('emiten yang sering digoreng bandar'),
  refused('saham yang paling banyak dibeli asing minggu ini'),
  refused('perusahaan yang kantor pusatnya di Surabaya'),
  refused('emiten yang mau right issue tahun ini'),
  refused('bank dengan jumlah cabang terbanyak'),

  verbs('emiten semen yang diperdagangkan di bawah 12 kali laba', `${S.CEMENT} and pe_ttm > 0 and pe_ttm < 12`),
  verbs('saham yang turun lebih dari 30% setahun terakhir', 'yearly_mcap_change < -0.3'),
  verbs('emiten yang labanya naik dua kali lipat tahun 2025', `${S.GROWTH_2025('earnings')} >= 1`),
  verbs('perusahaan yang pendapatannya turun setengah tahun 2025', `${S.GROWTH_2025('revenue')} <= -0.5`),
  verbs('emiten rokok yang membagikan dividen di atas 6%', `${S.TOBACCO} and yield_ttm > 0.06`),
  verbs('asuransi yang merugi tahun 2023', `${S.INSURERS} and earnings[2023] < 0`),
  verbs('saham yang naik lebih dari 10% hari ini', 'daily_close_change > 0.1'),
  verbs(
    'emiten yang pendapatannya tumbuh lebih dari 25% tahun 2024',
    'revenue[2023] > 0 and (revenue[2024] - revenue[2023]) / revenue[2023] > 0.25',
  ),
  verbs('saham yang naik tiga kali lipat setahun terakhir', 'yearly_mcap_change >= 2'),

  compounds('emiten rumah sakit bebas utang', `${S.HOSPITALS} and total_debt[2025] = 0`),
  compounds('saham sawit berdividen tinggi', S.PLANTATIONS, '-yield_ttm'),
  compounds(
    'emiten properti yang kasnya lebih besar dari utangnya',
    `${S.PROPERTY} and cash_and_equivalents[2025] > total_debt[2025]`,
  ),
  compounds('nilai kapitalisasi pasar di atas 100 triliun', 'market_cap > 100000000000000'),
  compounds('jumlah pembayaran dividen di atas 1 triliun tahun 2024', 'total_dividend[2024] > 1000000000000'),
  compounds('emiten farmasi dengan PER rendah', `${S.PHARMA} and pe_ttm > 0`, 'pe_ttm'),
  compounds('saham small cap yang rajin bagi dividen', `${S.SMALL_IDX} and yield_ttm > 0`),
  compounds('angka laba bersih di atas 2 triliun', 'earnings[2025] > 2000000000000'),

  everyday('saham LQ45 yang dekat harga terendah 52 minggu', `indices in ['LQ45'] and ${S.NEAR_52W_LOW}`),
  everyday('saham dengan harga di bawah Rp 100 yang untung', 'last_close_price < 100 and earnings[2025] > 0'),
  everyday(
    'emiten yang melantai antara 2020 dan 2022',
    "listing_date >= '2020-01-01' and listing_date <= '2022-12-31'",
  ),
  everyday('bank dengan LDR di atas 100%', `${S.BANKS} and loan_to_deposit_ratio[2025] > 1`),
  everyday('saham JII70 dengan ROE di atas 15%', "indices in ['JII70'] and roe_ttm > 0.15"),
  everyday('emiten BUMN dengan dividen di atas 8%', `${S.GOVERNMENT} and yield_ttm > 0.08`),
  everyday('saham papan pengembangan dengan laba positif', "listing_board = 'Development' and earnings[2025] > 0"),
  everyday('bank Singapura dengan PER di bawah 12', `${S.SGX_BANKS} and pe > 0 and pe < 12`, null, SGX),
  everyday('emiten dengan free float di atas 50%', 'free_float > 0.5'),
]
