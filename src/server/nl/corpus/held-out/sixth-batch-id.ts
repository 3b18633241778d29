import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 6')

/**
 * The sixth held-out batch, Indonesian: written blind (without reading the translator), half as a retail investor
 * types on a phone (informal, abbreviations, typos, mixed with English), the rest as an analyst or a newcomer, and
 * measured once, before any change for its own misses.
 */
export const SIXTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('farmasi roe > 15%', `${S.PHARMA} and roe_ttm > 0.15`),
  terse('emas per < 15', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 15`),
  terse('jalan tol terbesar', S.TOLL_ROADS, '-market_cap'),
  terse('rokok dividen > 6%', "sub_sector = 'tobacco' and yield_ttm > 0.06"),
  terse('der < 0,3', 'der_mrq >= 0 and der_mrq < 0.3'),
  terse('7 emiten eps tertinggi', null, '-eps[2025]', all(7)),
  terse('ipo terbaru sektor teknologi', S.TECH, '-listing_date'),

  chatty('min, ada rumah sakit yang udah untung belum?', `${S.HOSPITALS} and earnings[2025] > 0`),
  chatty('halo kak, saham semen mana yang DER-nya paling rendah?', `${S.CEMENT} and der_mrq >= 0`, 'der_mrq'),
  chatty('saya pemula nih, mau tahu maskapai penerbangan yang masih rugi', `${S.AIRLINES} and earnings[2025] < 0`),
  chatty('boleh minta daftar 6 emiten emas terbesar ya?', S.GOLD, '-market_cap', all(6)),
  chatty('tolong tampilkan saham utilitas yang dividennya lebih dari 5% dong', `${S.UTILITIES} and yield_ttm > 0.05`),
  chatty('kak, emiten mana aja yang karyawannya lebih dari 50 ribu?', 'employee_num > 50000'),
  chatty('mau nanya, bank mana yang CAR-nya paling tinggi?', S.BANKS, '-capital_adequacy_ratio[2025]'),

  typos('saham farmsi dgn roe diatas 20%', `${S.PHARMA} and roe_ttm > 0.2`),
  typos('bank yg casa nya diatas 50%', `${S.BANKS} and casa_ratio[2025] > 0.5`),
  typos('sahm dgn dividend yield diatas 9%', 'yield_ttm > 0.09'),
  typos('emiten nikel paling murh', `${S.NICKEL} and pe_ttm > 0`, 'pe_ttm'),
  typos('perkebunan dgn laba bersi diatas 1 triliun', `${S.PLANTATIONS} and earnings[2025] > 1000000000000`),
  typos('saham batubara yg turun lbh dari 30% setaun terakhir', `${S.COAL} and yearly_mcap_change < -0.3`),
  typos('RITEL DENGAN MARGIN KOTOR TERTINGGI', S.RETAIL, '-gross_profit_margin[2025]'),

  symbols('ROA > 3% & NPM > 12%', 'roa_ttm > 0.03 and net_profit_margin[2025] > 0.12'),
  symbols('PBV < 1 & harga < Rp 200', `last_close_price < 200 and ${S.UNDERVALUED}`),
  symbols(
    'bank: NIM > 6% + LDR < 85%',
    `${S.BANKS} and net_interest_margin[2025] > 0.06 and loan_to_deposit_ratio[2025] < 0.85`,
  ),
  symbols('kapitalisasi pasar ≥ Rp 20 T & dividen ≥ 4%', 'market_cap >= 20000000000000 and yield_ttm >= 0.04'),
  symbols('PER < 8 + laba bersih > Rp 1T', 'pe_ttm > 0 and pe_ttm < 8 and earnings[2025] > 1000000000000'),
  symbols('current ratio > 1,5 & DER < 0,8', 'current_ratio[2025] > 1.5 and der_mrq >= 0 and der_mrq < 0.8'),

  imperative('urutkan rumah sakit berdasarkan pendapatan', S.HOSPITALS, '-revenue[2025]', all(50)),
  imperative('urutin emiten emas dari PER terendah', `${S.GOLD} and pe_ttm > 0`, 'pe_ttm', all(50)),
  imperative('peringkat saham utilitas berdasarkan dividen', S.UTILITIES, '-yield_ttm', all(50)),
  imperative('tampilkan 4 maskapai dengan kapitalisasi pasar terkecil', S.AIRLINES, 'market_cap', all(4)),
  imperative('urutkan bank menurut NPL dari yang terendah', S.BANKS, 'non_performing_loan[2025]', all(50)),
  imperative(
    'carikan ritel dengan ROE di atas 20% lalu urutkan berdasarkan kapitalisasi pasar',
    `${S.RETAIL} and roe_ttm > 0.2`,
    '-market_cap',
    all(50),
  ),
  imperative('urutkan emiten teknologi berdasarkan jumlah karyawan', S.TECH, '-employee_num', all(50)),

  periods(
    'margin kotor di atas 35% pada 2022, 2023, 2024 dan 2025',
    'gross_profit_margin[2022] > 0.35 and gross_profit_margin[2023] > 0.35 and gross_profit_margin[2024] > 0.35 and ' +
      'gross_profit_margin[2025] > 0.35',
  ),
  periods(
    'laba bersih di atas 500 miliar tiap tahun sejak 2020',
    'earnings[2020] > 500000000000 and earnings[2021] > 500000000000 and earnings[2022] > 500000000000 and ' +
      'earnings[2023] > 500000000000 and earnings[2024] > 500000000000 and earnings[2025] > 500000000000',
  ),
  periods('ROA di atas 2% antara 2021 dan 2023', 'roa[2021] > 0.02 and roa[2022] > 0.02 and roa[2023] > 0.02'),
  periods(
    'bank dengan NIM di atas 4% tiga tahun berturut-turut',
    `${S.BANKS} and net_interest_margin[2023] > 0.04 and net_interest_margin[2024] > 0.04 and ` +
      'net_interest_margin[2025] > 0.04',
  ),
  periods('laba kotor naik dari Q2 ke Q3 2025', 'gross_profit_q[Q3-2025] > gross_profit_q[Q2-2025]'),
  periods(
    'pendapatan di atas 500 miliar pada Q1, Q2 dan Q3 2025',
    'revenue_q[Q1-2025] > 500000000000 and revenue_q[Q2-2025] > 500000000000 and revenue_q[Q3-2025] > 500000000000',
  ),
  periods('rugi di kuartal I dan kuartal II 2025', 'earnings_q[Q1-2025] < 0 and earnings_q[Q2-2025] < 0'),
  periods(
    'bagi dividen 4 tahun terakhir',
    'total_dividend[2022] > 0 and total_dividend[2023] > 0 and total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),

  names('perusahaan milik Astra', "major_shareholders_name like '%astra%'"),
  names(
    'emiten yang sahamnya dipegang PT Saratoga Investama Sedaya',
    "major_shareholders_name like '%pt saratoga investama sedaya%'",
  ),
  names(
    'emiten dengan direktur utama Jahja Setiaatmadja',
    "key_executives_name like '%jahja setiaatmadja%' and key_executives_position like '%president director%'",
  ),
  names('bumn batu bara yg pbv nya dibawah 1', `${S.COAL} and ${S.GOVERNMENT} and ${S.UNDERVALUED}`),
  names(
    'emiten di mana Garibaldi Thohir memegang lebih dari 5%',
    "major_shareholders_name like '%garibaldi thohir%' and major_shareholders_share_percentage > 0.05",
  ),
  names('emiten yang eksekutifnya pegang saham di atas 0,5%', 'executives_shareholdings_share_percentage > 0.005'),
  refused('bank dengan jumlah kantor cabang terbanyak'),
  refused('saham yang paling banyak dibeli asing minggu ini'),
  refused('saham dengan rekomendasi strong buy dari analis'),
  refused('emiten yang mau stock split'),

  verbs('emiten emas yang diperdagangkan di bawah 12 kali laba', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 12`),
  verbs('bank yang diperdagangkan di atas 2 kali nilai buku', `${S.BANKS} and pb_mrq > 2`),
  verbs(
    'rumah sakit yang pendapatannya naik dua kali lipat tahun 2025',
    `${S.HOSPITALS} and ${S.GROWTH_2025('revenue')} >= 1`,
  ),
  verbs('saham yang anjlok separuh setahun terakhir', 'yearly_mcap_change <= -0.5'),
  verbs('asuransi yang memberikan yield dividen minimal 5%', `${S.INSURERS} and yield_ttm >= 0.05`),
  verbs('properti yang meraup laba di atas 2 triliun pada 2024', `${S.PROPERTY} and earnings[2024] > 2000000000000`),
  verbs('emiten yang laba usahanya menyusut lebih dari seperlima di 2025', `${S.GROWTH_2025('operating_pnl')} < -0.2`),
  verbs('saham yg naik 3 kali lipat setahun terakhir', 'yearly_mcap_change >= 2'),
  verbs('emiten unggas yang labanya merosot di 2025', `${S.POULTRY} and earnings[2025] < earnings[2024]`),

  compounds('ritel ber-PER rendah', `${S.RETAIL} and pe_ttm > 0`, 'pe_ttm'),
  compounds('utilitas dividen tinggi', S.UTILITIES, '-yield_ttm'),
  compounds('emiten barang konsumen primer yang bebas utang', `${S.STAPLES} and total_debt[2025] = 0`),
  compounds('properti kaya kas', `${S.PROPERTY} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('maskapai yang merugi tahun 2024', `${S.AIRLINES} and earnings[2024] < 0`),
  compounds('angka arus kas bebas di atas 1 triliun tahun 2023', 'free_cash_flow[2023] > 1000000000000'),
  compounds('nilai EV/EBITDA di bawah 7', 'enterprise_to_ebitda[2025] > 0 and enterprise_to_ebitda[2025] < 7'),

  everyday(
    'saham LQ45 sektor konsumen primer dengan ROE di atas 20% dan dividen di atas 3%',
    `indices in ['LQ45'] and ${S.STAPLES} and roe_ttm > 0.2 and yield_ttm > 0.03`,
  ),
  everyday(
    'bank big cap dengan CAR di atas 20% diurutkan berdasarkan ROE',
    `${S.BANKS} and ${S.LARGE_IDX} and capital_adequacy_ratio[2025] > 0.2`,
    '-roe_ttm',
    all(50),
  ),
  everyday('saham IDXHIDIV20 yang dekat harga terendah 52 minggu', `indices in ['IDXHIDIV20'] and ${S.NEAR_52W_LOW}`),
  everyday('5 emiten kimia dengan pendapatan terbesar tahun 2024', "industry = 'chemicals'", '-revenue[2024]', all(5)),
  everyday(
    'emiten teknologi yang IPO sejak 2021 dan sudah untung',
    `${S.TECH} and listing_date >= '2021-01-01' and earnings[2025] > 0`,
  ),
  everyday('saham bank yg lagi dekat all time high', `${S.BANKS} and ${S.NEAR_ATH}`),
  everyday('saham KOMPAS100 dengan free float di atas 50%', "indices in ['KOMPAS100'] and free_float > 0.5"),
  everyday('saham SGX yang turun lebih dari 10% sejak awal tahun', 'change_ytd < -0.1', null, SGX),
  everyday('REIT industri dengan PBV di bawah 1', "sub_sector = 'reit-industrial' and pb > 0 and pb < 1", null, SGX),
  everyday(
    'REIT ritel dengan yield di atas 6%',
    "sub_sector = 'reit-retail' and forward_dividend_yield > 0.06",
    null,
    SGX,
  ),
]
