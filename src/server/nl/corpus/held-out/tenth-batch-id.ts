import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 10')

const TEXTILES = "sub_industry = 'textiles'"
const PAPER = "sub_industry = 'paper'"

/** The tenth held-out batch, Indonesian: WhatsApp-style questions of a retail investor, terse screens, symbols. */
export const TENTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('rumah sakit PER < 25', `${S.HOSPITALS} and pe_ttm > 0 and pe_ttm < 25`),
  terse('tekstil rugi 2025', `${TEXTILES} and earnings[2025] < 0`),
  terse('sawit dividen > 5%', `${S.PLANTATIONS} and yield_ttm > 0.05`),
  terse('emiten kertas PBV < 1', `${PAPER} and ${S.UNDERVALUED}`),
  terse('top 5 ROE LQ45', "indices in ['LQ45']", '-roe_ttm', all(5)),
  terse('REIT perkantoran yield > 6%', "sub_sector = 'reit-office' and forward_dividend_yield > 0.06", null, SGX),
  terse('unggas NPM > 5%', `${S.POULTRY} and net_profit_margin[2025] > 0.05`),

  chatty('pak tolong carikan saham rumah sakit yg sdh untung ya, makasih', `${S.HOSPITALS} and earnings[2025] > 0`),
  chatty('bu, ada ga saham sawit yg dividennya di atas 7%? buat pensiun nih', `${S.PLANTATIONS} and yield_ttm > 0.07`),
  chatty(
    'halo min, sy mau cari emiten tekstil yg selalu untung dari 2021 sampai 2025',
    `${TEXTILES} and earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and ` +
      'earnings[2024] > 0 and earnings[2025] > 0',
  ),
  chatty(
    'tolong dong kasih daftar 10 asuransi terbesar menurut total aset',
    S.INSURERS,
    '-total_assets[2025]',
    all(10),
  ),
  chatty(
    'permisi pak, saham BUMN yg harganya di bawah Rp 1.000 apa aja ya?',
    `${S.GOVERNMENT} and last_close_price < 1000`,
  ),
  chatty('nak, tolong cek saham farmasi yg utangnya rendah ya', `${S.PHARMA} and ${S.LOW_DEBT}`),
  chatty(
    'min, REIT Singapura mana yg yield-nya di atas 7% ya? makasih',
    `${S.REITS} and forward_dividend_yield > 0.07`,
    null,
    SGX,
  ),

  typos('saham perkebunan dgn PER dibwah 10', `${S.PLANTATIONS} and pe_ttm > 0 and pe_ttm < 10`),
  typos('emiten rmh sakit dgn laba bersih diatas 500 miliar', `${S.HOSPITALS} and earnings[2025] > 500000000000`),
  typos('saham tekstill yg merugi', `${TEXTILES} and earnings[2025] < 0`),
  typos('bnk dgn ROE tertingi', S.BANKS, '-roe_ttm'),
  typos('kapitalisasi pasr diatas 1,5 T', 'market_cap > 1500000000000'),
  typos('pendapatn naik lbh dari 20%', `${S.GROWTH_2025('revenue')} > 0.2`),
  typos('emiten farmasi dgn dividen yeild diatas 3%', `${S.PHARMA} and yield_ttm > 0.03`),

  symbols('ROE > 15% & PBV < 1,5', 'roe_ttm > 0.15 and pb_mrq > 0 and pb_mrq < 1.5'),
  symbols('DER < 0,5 + NPM > 20%', `${S.LOW_DEBT} and ${S.HIGH_MARGIN}`),
  symbols('harga < Rp 2 ribu & dividen > 6%', 'last_close_price < 2000 and yield_ttm > 0.06'),
  symbols('naik > 30% 1y', 'yearly_mcap_change > 0.3'),
  symbols('laba Q3 2025 > laba Q3 2024', 'earnings_q[Q3-2025] > earnings_q[Q3-2024]'),
  symbols('kapitalisasi pasar > 500 miliar & karyawan < 200', 'market_cap > 500000000000 and employee_num < 200'),

  imperative('urutkan emiten rumah sakit berdasarkan pendapatan', S.HOSPITALS, '-revenue[2025]', all(50)),
  imperative('peringkat saham sawit menurut ROE', S.PLANTATIONS, '-roe_ttm', all(50)),
  imperative('tampilkan 5 emiten tekstil dengan PBV terendah', `${TEXTILES} and pb_mrq > 0`, 'pb_mrq', all(5)),
  imperative('urutkan saham BUMN dari dividen tertinggi', S.GOVERNMENT, '-yield_ttm', all(50)),
  imperative('carikan 10 emiten dengan arus kas bebas terbesar', null, '-free_cash_flow[2025]', all(10)),
  imperative('urutkan REIT berdasarkan kapitalisasi pasar', S.REITS, '-market_cap', all(50, 'sgx')),
  imperative('tolong urutkan saham farmasi dari PER terendah', `${S.PHARMA} and pe_ttm > 0`, 'pe_ttm', all(50)),

  periods(
    'margin bersih di atas 10% pada 2022, 2023 dan 2024',
    'net_profit_margin[2022] > 0.1 and net_profit_margin[2023] > 0.1 and net_profit_margin[2024] > 0.1',
  ),
  periods(
    'emiten sawit yg bagi dividen tiap tahun sejak 2021',
    `${S.PLANTATIONS} and total_dividend[2021] > 0 and total_dividend[2022] > 0 and total_dividend[2023] > 0 and ` +
      'total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods('rugi 3 tahun berturut-turut', 'earnings[2023] < 0 and earnings[2024] < 0 and earnings[2025] < 0'),
  periods('laba bersih naik dari Q2 ke Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods(
    'pendapatan di atas 1 triliun di Q1 2025 dan Q2 2025',
    'revenue_q[Q1-2025] > 1000000000000 and revenue_q[Q2-2025] > 1000000000000',
  ),
  periods(
    'ROE di atas 20% antara 2021 dan 2024',
    'roe[2021] > 0.2 and roe[2022] > 0.2 and roe[2023] > 0.2 and roe[2024] > 0.2',
  ),
  periods(
    'rumah sakit yg pendapatan kuartal ini lebih tinggi dari kuartal yg sama tahun lalu',
    `${S.HOSPITALS} and revenue_q[Q3-2026] > revenue_q[Q3-2025]`,
  ),

  names(
    'perusahaan yg sahamnya dipegang PT Saratoga Investama Sedaya',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names(
    'emiten yg direktur utamanya Rudy Hartanto',
    "key_executives_name like '%rudy hartanto%' and key_executives_position like '%president director%'",
  ),
  names('rumah sakit yg mayoritas sahamnya dimiliki negara', `${S.HOSPITALS} and ${S.GOVERNMENT}`),
  names(
    'emiten yg sahamnya dimiliki Anthoni Salim lebih dari 5%',
    "major_shareholders_name like '%anthoni salim%' and major_shareholders_share_percentage > 0.05",
  ),
  refused('saham yg paling banyak dibeli asing minggu ini'),
  refused('emiten yg komisarisnya paling banyak perempuan'),
  refused('saham yg direkomendasikan buy oleh analis'),
  refused('emiten yg mau rights issue tahun depan'),

  verbs('emiten sawit yg membayar dividen lebih dari 6%', `${S.PLANTATIONS} and yield_ttm > 0.06`),
  verbs('saham yg diperdagangkan di bawah 2 kali penjualan', 'ps_ttm > 0 and ps_ttm < 2'),
  verbs('perusahaan yg labanya naik dua kali lipat tahun 2025', `${S.GROWTH_2025('earnings')} >= 1`),
  verbs('saham properti yg turun lebih dari 40% setahun terakhir', `${S.PROPERTY} and yearly_mcap_change < -0.4`),
  verbs('emiten yg pendapatannya turun separuh', `${S.GROWTH_2025('revenue')} <= -0.5`),
  verbs('rumah sakit yg menghasilkan laba lebih dari 1 triliun', `${S.HOSPITALS} and earnings[2025] > 1000000000000`),
  verbs('emiten yg merugi di 2024', 'earnings[2024] < 0'),
  verbs('saham yg naik lebih dari 10% hari ini', 'daily_close_change > 0.1'),

  compounds('rumah sakit bebas utang', `${S.HOSPITALS} and total_debt[2025] = 0`),
  compounds('emiten kertas berutang tinggi', `${PAPER} and ${S.HIGH_DEBT}`),
  compounds('saham sawit dividen tinggi', S.PLANTATIONS, '-yield_ttm'),
  compounds('asuransi PBV rendah', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('angka laba bersih di atas 2 triliun', 'earnings[2025] > 2000000000000'),
  compounds('farmasi kaya kas', `${S.PHARMA} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('nilai kapitalisasi pasar di atas 20 triliun', 'market_cap > 20000000000000'),

  everyday('saham rumah sakit dengan karyawan terbanyak', S.HOSPITALS, '-employee_num'),
  everyday('emiten yg IPO tahun 2024', "listing_date >= '2024-01-01' and listing_date <= '2024-12-31'"),
  everyday('saham sawit yg mendekati harga tertinggi 52 minggu', `${S.PLANTATIONS} and ${S.NEAR_52W_HIGH}`),
  everyday('saham IDX30 dengan PER di bawah 12', "indices in ['IDX30'] and pe_ttm > 0 and pe_ttm < 12"),
  everyday('emiten jalan tol paling besar', S.TOLL_ROADS, '-market_cap'),
  everyday('saham di bawah Rp 500 yang untung', 'last_close_price < 500 and earnings[2025] > 0'),
  everyday('bank Singapura dengan PER di bawah 10', `${S.SGX_BANKS} and pe > 0 and pe < 10`, null, SGX),
  everyday('emiten unggas dengan total utang di atas 5 triliun', `${S.POULTRY} and total_debt[2025] > 5000000000000`),
]
