import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 7')

const T = 1000000000000

/**
 * The seventh held-out batch, Indonesian: written blind (without reading the translator), as people type into a
 * stock app on a phone ("yg", "dgn", "dong", "gan", "min", typos) and as a portfolio manager would; measured once,
 * before any change for its own misses.
 */
export const SEVENTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('emiten emas roe > 15%', `${S.GOLD} and roe_ttm > 0.15`),
  terse('semen pbv < 1', `${S.CEMENT} and ${S.UNDERVALUED}`),
  terse('rumah sakit der < 1', `${S.HOSPITALS} and der_mrq >= 0 and der_mrq < 1`),
  terse('telko npm > 15%', `${S.TELCOS} and net_profit_margin[2025] > 0.15`),
  terse('lq45 per < 10', "indices in ['LQ45'] and pe_ttm > 0 and pe_ttm < 10"),
  terse('farmasi termurah', `${S.PHARMA} and pe_ttm > 0`, 'pe_ttm'),
  terse('bank car > 25%', `${S.BANKS} and capital_adequacy_ratio[2025] > 0.25`),
  terse('ritel omzet > 10T', `${S.RETAIL} and revenue[2025] > ${10 * T}`),

  chatty('min, ada saham rumah sakit yg dividennya di atas 2% gak?', `${S.HOSPITALS} and yield_ttm > 0.02`),
  chatty('gan, emiten tambang emas mana yg paling untung tahun 2024?', S.GOLD, '-earnings[2024]'),
  chatty('tolong cariin saham perkebunan yg PBV-nya di bawah 1 dong', `${S.PLANTATIONS} and ${S.UNDERVALUED}`),
  chatty('mau tau dong 5 bank dgn NIM tertinggi', S.BANKS, '-net_interest_margin[2025]', all(5)),
  chatty('halo, saya cari saham properti yang untung tahun lalu', `${S.PROPERTY} and earnings[2025] > 0`),
  chatty('kira2 telko mana yg DER-nya paling rendah ya?', `${S.TELCOS} and der_mrq >= 0`, 'der_mrq'),
  chatty('permisi, saham asuransi dgn ROE di atas 12% apa aja ya?', `${S.INSURERS} and roe_ttm > 0.12`),
  chatty('bro, REIT SGX yg yield-nya di atas 7% ada?', `${S.REITS} and forward_dividend_yield > 0.07`, null, SGX),

  typos('emiten batubara dgn PER dibawah 6', `${S.COAL} and pe_ttm > 0 and pe_ttm < 6`),
  typos('bank yg ROE nya diatas 18%', `${S.BANKS} and roe_ttm > 0.18`),
  typos('saham farmasi dgn margn bersih diatas 10%', `${S.PHARMA} and net_profit_margin[2025] > 0.1`),
  typos('perushaan nikel yg merugi', `${S.NICKEL} and earnings[2025] < 0`),
  typos('kapitalisasi pasr diatas 100 triliun', `market_cap > ${100 * T}`),
  typos('saham telko dgn dividen tertingi', S.TELCOS, '-yield_ttm'),
  typos('emiten properti yg ipo setelh 2018', `${S.PROPERTY} and listing_date > '2018-12-31'`),
  typos('asuransi dgn laba bresih di atas 1 triliun', `${S.INSURERS} and earnings[2025] > ${T}`),

  symbols('PER < 12 & PBV < 1,5', 'pe_ttm > 0 and pe_ttm < 12 and pb_mrq > 0 and pb_mrq < 1.5'),
  symbols('ROE > 20% + DER < 0,5', `roe_ttm > 0.2 and ${S.LOW_DEBT}`),
  symbols('dividen >= 5% & laba > 1T', `yield_ttm >= 0.05 and earnings[2025] > ${T}`),
  symbols('bank: CASA > 60%, LDR < 90%', `${S.BANKS} and casa_ratio[2025] > 0.6 and loan_to_deposit_ratio[2025] < 0.9`),
  symbols('harga < 500 & ROE > 10%', 'last_close_price < 500 and roe_ttm > 0.1'),
  symbols('kapitalisasi pasar > Rp 20T + PER < 15', `market_cap > ${20 * T} and pe_ttm > 0 and pe_ttm < 15`),
  symbols(
    'margin kotor > 30% & margin bersih > 10%',
    'gross_profit_margin[2025] > 0.3 and net_profit_margin[2025] > 0.1',
  ),
  symbols('karyawan > 20.000 & untung', 'employee_num > 20000 and earnings[2025] > 0'),

  imperative('urutkan emiten semen berdasarkan margin kotor', S.CEMENT, '-gross_profit_margin[2025]', all(50)),
  imperative('peringkat emiten farmasi menurut margin bersih', S.PHARMA, '-net_profit_margin[2025]', all(50)),
  imperative('tampilkan 5 saham LQ45 dengan PBV terendah', "indices in ['LQ45'] and pb_mrq > 0", 'pb_mrq', all(5)),
  imperative('urutkan saham perkebunan dari PER terendah', `${S.PLANTATIONS} and pe_ttm > 0`, 'pe_ttm', all(50)),
  imperative('kasih 3 bank dengan aset terbesar', S.BANKS, '-total_assets[2025]', all(3)),
  imperative('urutkan rumah sakit berdasarkan jumlah karyawan', S.HOSPITALS, '-employee_num', all(50)),
  imperative('cariin 10 emiten dengan free cash flow terbesar', null, '-free_cash_flow[2025]', all(10)),
  imperative('urutkan REIT berdasarkan kapitalisasi pasar', S.REITS, '-market_cap', all(50, 'sgx')),

  periods(
    'margin bersih di atas 15% pada 2022, 2023 dan 2024',
    'net_profit_margin[2022] > 0.15 and net_profit_margin[2023] > 0.15 and net_profit_margin[2024] > 0.15',
  ),
  periods(
    'bagi dividen tiap tahun sejak 2021',
    [2021, 2022, 2023, 2024, 2025].map((year) => `total_dividend[${year}] > 0`).join(' and '),
  ),
  periods(
    'ROE di atas 10% dari 2021 sampai 2024',
    'roe[2021] > 0.1 and roe[2022] > 0.1 and roe[2023] > 0.1 and roe[2024] > 0.1',
  ),
  periods('laba bersih naik dari Q2 ke Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods(
    'pendapatan kuartal terakhir turun dibanding kuartal yang sama tahun lalu',
    'revenue_q[Q3-2026] < revenue_q[Q3-2025]',
  ),
  periods(
    'emiten yang untung 4 tahun terakhir',
    'earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  periods('bank yg rugi di 2020 dan 2021', `${S.BANKS} and earnings[2020] < 0 and earnings[2021] < 0`),
  periods(
    'pendapatan di atas 1 triliun pada kuartal I, II dan III 2025',
    `revenue_q[Q1-2025] > ${T} and revenue_q[Q2-2025] > ${T} and revenue_q[Q3-2025] > ${T}`,
  ),

  names(
    'emiten yang sahamnya dipegang Anthoni Salim lebih dari 10%',
    "major_shareholders_name like '%anthoni salim%' and major_shareholders_share_percentage > 0.1",
  ),
  names(
    'perusahaan yg dirutnya Darmawan Junaidi',
    "key_executives_name like '%darmawan junaidi%' and key_executives_position like '%president director%'",
  ),
  names('emiten yang terafiliasi dengan Djarum', "affiliates like '%djarum%'"),
  names('emiten semen BUMN', `${S.CEMENT} and ${S.GOVERNMENT}`),
  names(
    'perusahaan di mana PT Astra International memegang saham',
    "major_shareholders_name like '%pt astra international%'",
  ),
  names('emiten yang direksinya punya saham lebih dari 5%', 'executives_shareholdings_share_percentage > 0.05'),
  names('perusahaan yang dimiliki Prajogo Pangestu', "major_shareholders_name like '%prajogo pangestu%'"),
  refused('emiten dengan direktur utama perempuan'),
  refused('saham yang paling banyak dibeli asing minggu ini'),
  refused('perusahaan yang kantor pusatnya di Surabaya'),
  refused('saham yang paling sering dibahas di media sosial'),
  refused('emiten dengan rekomendasi buy terbanyak dari analis'),

  verbs('saham yang diperdagangkan di bawah 1 kali penjualan', 'ps_ttm > 0 and ps_ttm < 1'),
  verbs('emiten yang labanya turun setengah', `${S.GROWTH_2025('earnings')} <= -0.5`),
  verbs('saham yang naik tiga kali lipat setahun terakhir', 'yearly_mcap_change >= 2'),
  verbs('bank yang menghasilkan laba di atas 20 triliun tahun 2024', `${S.BANKS} and earnings[2024] > ${20 * T}`),
  verbs('saham yang anjlok lebih dari 50% setahun terakhir', 'yearly_mcap_change < -0.5'),
  verbs('emiten yang pendapatannya tumbuh lebih dari 25%', `${S.GROWTH_2025('revenue')} > 0.25`),
  verbs('telko yang membayar dividen di atas 5%', `${S.TELCOS} and yield_ttm > 0.05`),
  verbs('saham yang turun lebih dari 4% hari ini', 'daily_close_change < -0.04'),
  verbs(
    'emiten yang labanya naik dua kali lipat tahun 2024',
    'earnings[2023] > 0 and (earnings[2024] - earnings[2023]) / earnings[2023] >= 1',
  ),

  compounds('emiten farmasi bebas utang', `${S.PHARMA} and total_debt[2025] = 0`),
  compounds('bank berdividen tinggi', S.BANKS, '-yield_ttm'),
  compounds('saham batu bara ber-PER rendah', `${S.COAL} and pe_ttm > 0`, 'pe_ttm'),
  compounds('nilai kapitalisasi pasar di atas 75 triliun', `market_cap > ${75 * T}`),
  compounds('angka laba bersih di atas 2 triliun', `earnings[2025] > ${2 * T}`),
  compounds('perkebunan yang kaya kas', `${S.PLANTATIONS} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('saham teknologi margin tinggi', `${S.TECH} and ${S.HIGH_MARGIN}`),
  compounds('bank dengan skor risiko ESG di bawah 25', `${S.BANKS} and esg_score < 25`),

  everyday('saham IDX30 yang mendekati harga tertinggi sepanjang masa', `indices in ['IDX30'] and ${S.NEAR_ATH}`),
  everyday('emiten yang IPO tahun 2022', "listing_date >= '2022-01-01' and listing_date <= '2022-12-31'"),
  everyday(
    'bank dengan CAR di atas 20% dan NPL di bawah 500 miliar',
    `${S.BANKS} and capital_adequacy_ratio[2025] > 0.2 and non_performing_loan[2025] < 500000000000`,
  ),
  everyday('saham lapis kedua dengan ROE di atas 15%', `${S.MID_IDX} and roe_ttm > 0.15`),
  everyday('emiten KOMPAS100 dengan dividen di atas 5%', "indices in ['KOMPAS100'] and yield_ttm > 0.05"),
  everyday(
    'saham blue chip yang turun lebih dari 20% setahun terakhir',
    `${S.LARGE_IDX} and yearly_mcap_change < -0.2`,
  ),
  everyday('5 emiten dengan karyawan paling sedikit', null, 'employee_num', all(5)),
  everyday('saham SGX dengan PER di bawah 10', 'pe > 0 and pe < 10', null, SGX),
  everyday('saham dengan free float di bawah 10%', 'free_float < 0.1'),
]
