import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out')

/** The first held-out batch, Indonesian. */
export const HELD_OUT_ID: readonly CorpusEntry[] = [
  terse('bank per < 10', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 10`),
  terse('roe > 15% lq45', "indices in ['LQ45'] and roe_ttm > 0.15"),
  terse('batu bara dividen > 8%', `${S.COAL} and yield_ttm > 0.08`),
  terse('emiten termurah', 'pe_ttm > 0', 'pe_ttm'),
  terse('5 bank terbesar', S.BANKS, '-market_cap', all(5)),
  terse('pbv < 1 bank', `${S.BANKS} and ${S.UNDERVALUED}`),
  terse('laba 2024 > 1 triliun', 'earnings[2024] > 1000000000000'),
  terse('asuransi roe tertinggi', S.INSURERS, '-roe_ttm'),

  chatty('tolong carikan bank yang PER-nya di bawah 12 dong', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 12`),
  chatty('saya cari saham batu bara yang dividennya di atas 10%', `${S.COAL} and yield_ttm > 0.1`),
  chatty('ada nggak perusahaan teknologi yang sudah untung?', `${S.TECH} and earnings[2025] > 0`),
  chatty('kira-kira emiten mana yang punya ROE paling tinggi', null, '-roe_ttm'),
  chatty('mau lihat perusahaan properti dengan utang rendah', `${S.PROPERTY} and ${S.LOW_DEBT}`),

  typos('bnak dengan dividen di atas 5%', `${S.BANKS} and yield_ttm > 0.05`),
  typos('pendapatn di atas 2 triliun', 'revenue[2025] > 2000000000000'),
  typos('sahan murah di LQ45', "indices in ['LQ45'] and pe_ttm > 0", 'pe_ttm'),
  typos('emiten yg merugi', 'earnings[2025] < 0'),

  symbols('PER < 8 & PBV < 1', `pe_ttm > 0 and pe_ttm < 8 and ${S.UNDERVALUED}`),
  symbols('kapitalisasi pasar ≥ 50 triliun', 'market_cap >= 50000000000000'),
  symbols('ROE > 20% + DER < 1', 'roe_ttm > 0.2 and der_mrq >= 0 and der_mrq < 1'),
  symbols('laba bersih > Rp 2 T', 'earnings[2025] > 2000000000000'),

  imperative('urutkan bank berdasarkan dividen', S.BANKS, '-yield_ttm', all(50)),
  imperative('urutkan saham batu bara menurut laba bersih', S.COAL, '-earnings[2025]', all(50)),
  imperative('peringkat bank berdasarkan ROE', S.BANKS, '-roe_ttm', all(50)),
  imperative('tampilkan asuransi berdasarkan kapitalisasi pasar', S.INSURERS, '-market_cap', all(50)),
  imperative('cari saham dengan PBV di bawah 1 dan laba positif', `${S.UNDERVALUED} and earnings[2025] > 0`),
  imperative('urutkan perusahaan menurut pendapatan dari yang terkecil', null, 'revenue[2025]', all(50)),
  imperative('tampilkan 5 bank dengan PER terendah', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm', all(5)),

  periods(
    'margin bersih di atas 20% pada 2021, 2022 dan 2023',
    'net_profit_margin[2021] > 0.2 and net_profit_margin[2022] > 0.2 and net_profit_margin[2023] > 0.2',
  ),
  periods(
    'untung setiap tahun sejak 2021',
    'earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  periods('ROE di atas 10% pada 2022, 2023, dan 2024', 'roe[2022] > 0.1 and roe[2023] > 0.1 and roe[2024] > 0.1'),
  periods('membagikan dividen pada 2022 dan 2023', 'total_dividend[2022] > 0 and total_dividend[2023] > 0'),
  periods('laba bersih naik dari kuartal kedua ke kuartal ketiga 2024', 'earnings_q[Q3-2024] > earnings_q[Q2-2024]'),
  periods(
    'pendapatan di atas 1 triliun tiga tahun berturut-turut',
    'revenue[2023] > 1000000000000 and revenue[2024] > 1000000000000 and revenue[2025] > 1000000000000',
  ),

  refused('perusahaan dengan direksi perempuan terbanyak'),
  names('perusahaan yang dimiliki Salim', "major_shareholders_name like '%salim%'"),
  names('perusahaan di mana negara memiliki lebih dari separuh saham', S.GOVERNMENT),

  verbs('perusahaan yang membayar dividen lebih dari 6%', 'yield_ttm > 0.06'),
  verbs('saham yang diperdagangkan di bawah 10 kali laba', 'pe_ttm > 0 and pe_ttm < 10'),
  verbs('perusahaan yang pendapatannya tumbuh lebih dari 15%', `${S.GROWTH_2025('revenue')} > 0.15`),
  verbs('saham yang turun lebih dari 50% setahun terakhir', 'yearly_mcap_change < -0.5'),
  verbs('emiten yang labanya turun pada 2025', 'earnings[2025] < earnings[2024]'),
  verbs('bank yang memberikan dividen minimal 5%', `${S.BANKS} and yield_ttm >= 0.05`),
  verbs('perusahaan yang laba bersihnya naik dua kali lipat', `${S.GROWTH_2025('earnings')} >= 1`),

  compounds('bank bebas utang', `${S.BANKS} and total_debt[2025] = 0`),
  compounds('saham batu bara yang merugi', `${S.COAL} and earnings[2025] < 0`),
  compounds('skor risiko ESG di bawah 25', 'esg_score < 25'),
  compounds('nilai kapitalisasi pasar di atas 50 triliun', 'market_cap > 50000000000000'),
  compounds('pembayaran dividen di atas 1 triliun tahun 2024', 'total_dividend[2024] > 1000000000000'),

  everyday('bank BUMN dengan dividen tertinggi', `${S.BANKS} and ${S.GOVERNMENT}`, '-yield_ttm'),
  everyday('emiten kesehatan dengan margin laba bersih di atas 10%', `${S.HEALTH} and net_profit_margin[2025] > 0.1`),
  everyday('perusahaan yang IPO sejak 2022', "listing_date >= '2022-01-01'"),
  everyday('saham energi kapitalisasi menengah', `${S.ENERGY} and ${S.MID_IDX}`),
  everyday('saham dekat harga tertinggi 52 minggu', S.NEAR_52W_HIGH),
  everyday('perusahaan dengan karyawan lebih dari 10.000', 'employee_num > 10000'),
  everyday('REIT dengan dividend yield di atas 6%', `${S.REITS} and forward_dividend_yield > 0.06`, null, SGX),
  everyday('bank Singapura yang paling untung', S.SGX_BANKS, '-earnings[2025]', SGX),
  everyday('saham ritel dengan margin kotor di atas 30%', `${S.RETAIL} and gross_profit_margin[2025] > 0.3`),
  everyday(
    'perusahaan perkebunan dengan laba di atas 500 miliar tahun 2024',
    `${S.PLANTATIONS} and earnings[2024] > 500000000000`,
  ),
  everyday('saham dengan arus kas bebas di atas 1 triliun', 'free_cash_flow[2025] > 1000000000000'),
]
