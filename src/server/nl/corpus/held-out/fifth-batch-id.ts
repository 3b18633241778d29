import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 5')

/** The fifth held-out batch, Indonesian, in the informal register of a stock app. */
export const FIFTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('rumah sakit roe > 12%', `${S.HOSPITALS} and roe_ttm > 0.12`),
  terse('saham emas per < 15', `${S.GOLD} and pe_ttm > 0 and pe_ttm < 15`),
  terse('ritel der < 1', `${S.RETAIL} and der_mrq >= 0 and der_mrq < 1`),
  terse('7 bank laba terbesar', S.BANKS, '-earnings[2025]', all(7)),
  terse('pbv < 0,6', 'pb_mrq > 0 and pb_mrq < 0.6'),
  terse('karyawan > 20rb', 'employee_num > 20000'),
  terse('reit industri yield > 6%', "sub_sector = 'reit-industrial' and forward_dividend_yield > 0.06", null, SGX),

  chatty(
    'halo min, ada emiten rumah sakit yang PER-nya di bawah 20 nggak?',
    `${S.HOSPITALS} and pe_ttm > 0 and pe_ttm < 20`,
  ),
  chatty('tolong dong cariin saham perkebunan yang dividennya di atas 5% ya', `${S.PLANTATIONS} and yield_ttm > 0.05`),
  chatty('mau nanya nih, maskapai mana yang kapitalisasi pasarnya paling gede?', S.AIRLINES, '-market_cap'),
  chatty('gan, kasih list asuransi yang ROE-nya di atas 10% dong', `${S.INSURERS} and roe_ttm > 0.1`),
  chatty('saya lagi nyari emiten semen yang nggak punya utang', `${S.CEMENT} and total_debt[2025] = 0`),
  chatty('makasih ya, sekarang tampilkan 5 emiten ritel paling untung', S.RETAIL, '-earnings[2025]', all(5)),
  chatty('ada bank yg masih cuan di 2024 nggak?', `${S.BANKS} and earnings[2024] > 0`),

  typos('emiten perkebnan dgn PER dibawah 10', `${S.PLANTATIONS} and pe_ttm > 0 and pe_ttm < 10`),
  typos('bnak dgn NIM diatas 5%', `${S.BANKS} and net_interest_margin[2025] > 0.05`),
  typos('saham yg harganya dibwah 100', 'last_close_price < 100'),
  typos('asurasni dengan laba bersih tertinggi', S.INSURERS, '-earnings[2025]'),
  typos('pendaptan di atas 20 triliun thn 2024', 'revenue[2024] > 20000000000000'),
  typos('kapitaliasi pasar dibawah 300 miliar', 'market_cap < 300000000000'),

  symbols('ROE > 20% & PER < 12', 'roe_ttm > 0.2 and pe_ttm > 0 and pe_ttm < 12'),
  symbols('DER < 0,5 + dividen > 4%', 'der_mrq >= 0 and der_mrq < 0.5 and yield_ttm > 0.04'),
  symbols(
    'bank w/ CAR > 20% & NPL < 1T',
    `${S.BANKS} and capital_adequacy_ratio[2025] > 0.2 and non_performing_loan[2025] < 1000000000000`,
  ),
  symbols('harga < Rp 500 & PBV < 1', `last_close_price < 500 and ${S.UNDERVALUED}`),
  symbols('laba 2024 ≥ Rp 2T', 'earnings[2024] >= 2000000000000'),
  symbols('GPM > 35% + NPM > 10%', 'gross_profit_margin[2025] > 0.35 and net_profit_margin[2025] > 0.1'),

  imperative('urutkan emiten rumah sakit berdasarkan laba bersih', S.HOSPITALS, '-earnings[2025]', all(50)),
  imperative(
    'peringkat emiten farmasi menurut margin kotor',
    "industry = 'pharmaceuticals'",
    '-gross_profit_margin[2025]',
    all(50),
  ),
  imperative('urutkan saham emas berdasarkan PBV dari yang termurah', `${S.GOLD} and pb_mrq > 0`, 'pb_mrq', all(50)),
  imperative('tampilkan 4 emiten telko dengan dividen tertinggi', S.TELCOS, '-yield_ttm', all(4)),
  imperative(
    'urutkan saham LQ45 menurut kapitalisasi pasar dari yang terkecil',
    "indices in ['LQ45']",
    'market_cap',
    all(50),
  ),
  imperative('carikan emiten properti dengan PBV di bawah 0,5', `${S.PROPERTY} and pb_mrq > 0 and pb_mrq < 0.5`),
  imperative('urutkan REIT berdasarkan yield', S.REITS, '-forward_dividend_yield', all(50, 'sgx')),

  periods('ROE di atas 12% pada 2021, 2022 dan 2023', 'roe[2021] > 0.12 and roe[2022] > 0.12 and roe[2023] > 0.12'),
  periods(
    'bagi dividen tiap tahun sejak 2021',
    'total_dividend[2021] > 0 and total_dividend[2022] > 0 and total_dividend[2023] > 0 and ' +
      'total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods('rugi dari 2022 sampai 2024', 'earnings[2022] < 0 and earnings[2023] < 0 and earnings[2024] < 0'),
  periods(
    'margin bersih di atas 15% tiga tahun berturut-turut',
    'net_profit_margin[2023] > 0.15 and net_profit_margin[2024] > 0.15 and net_profit_margin[2025] > 0.15',
  ),
  periods('laba bersih naik dari Q2 ke Q3 2025', 'earnings_q[Q3-2025] > earnings_q[Q2-2025]'),
  periods('pendapatan kuartal ini lebih rendah dari kuartal sebelumnya', 'revenue_q[Q3-2026] < revenue_q[Q2-2026]'),
  periods(
    'pendapatan di atas 5 triliun antara 2022 dan 2025',
    'revenue[2022] > 5000000000000 and revenue[2023] > 5000000000000 and revenue[2024] > 5000000000000 and ' +
      'revenue[2025] > 5000000000000',
  ),

  refused('emiten dengan direktur utama perempuan'),
  refused('saham yang lagi banyak diborong asing'),
  refused('bank dengan jumlah cabang terbanyak'),
  refused('saham yang direkomendasikan beli oleh analis'),
  names('emiten milik PT Saratoga Investama Sedaya', "major_shareholders_name like '%pt saratoga investama sedaya%'"),
  names(
    'emiten di mana Hartono memegang lebih dari 10%',
    "major_shareholders_name like '%hartono%' and major_shareholders_share_percentage > 0.1",
  ),
  names(
    'bank dengan direktur utama bernama Jahja Setiaatmadja',
    `${S.BANKS} and key_executives_name like '%jahja setiaatmadja%' and ` +
      "key_executives_position like '%president director%'",
  ),
  names('perusahaan yang direksinya punya saham lebih dari 0,5%', 'executives_shareholdings_share_percentage > 0.005'),
  names('asuransi BUMN', `${S.INSURERS} and ${S.GOVERNMENT}`),

  verbs('emiten yang membayar dividen lebih dari 9%', 'yield_ttm > 0.09'),
  verbs('saham yang diperdagangkan di atas 25 kali laba', 'pe_ttm > 25'),
  verbs('perusahaan yang labanya naik dua kali lipat tahun 2025', `${S.GROWTH_2025('earnings')} >= 1`),
  verbs('emiten yang pendapatannya turun lebih dari 20%', `${S.GROWTH_2025('revenue')} < -0.2`),
  verbs('saham yang anjlok lebih dari 30% setahun terakhir', 'yearly_mcap_change < -0.3'),
  verbs('ritel yang merugi tahun 2024', `${S.RETAIL} and earnings[2024] < 0`),
  verbs('perkebunan yang mencetak laba di atas 500 miliar', `${S.PLANTATIONS} and earnings[2025] > 500000000000`),
  verbs('saham yang naik lebih dari 7% hari ini', 'daily_close_change > 0.07'),

  compounds('emiten bebas utang di sektor kesehatan', `${S.HEALTH} and total_debt[2025] = 0`),
  compounds('asuransi dengan PBV rendah', `${S.INSURERS} and pb_mrq > 0`, 'pb_mrq'),
  compounds('emiten dengan ROA tinggi', null, '-roa_ttm'),
  compounds('angka laba bersih di atas 3 triliun', 'earnings[2025] > 3000000000000'),
  compounds('nilai kapitalisasi pasar di atas 100 triliun', 'market_cap > 100000000000000'),
  compounds('emiten properti berutang tinggi', `${S.PROPERTY} and ${S.HIGH_DEBT}`),
  compounds('utilitas pembayar dividen', `${S.UTILITIES} and yield_ttm > 0`),

  everyday('bank BUMN dengan dividen di atas 6%', `${S.BANKS} and ${S.GOVERNMENT} and yield_ttm > 0.06`),
  everyday('saham IDX30 yang mendekati harga terendah 52 minggu', `indices in ['IDX30'] and ${S.NEAR_52W_LOW}`),
  everyday(
    'emiten yang IPO tahun 2022 dan sudah untung',
    "listing_date >= '2022-01-01' and listing_date <= '2022-12-31' and earnings[2025] > 0",
  ),
  everyday('saham small cap dengan ROE di atas 20%', `${S.SMALL_IDX} and roe_ttm > 0.2`),
  everyday('perusahaan dengan arus kas bebas di atas 1 triliun tahun 2024', 'free_cash_flow[2024] > 1000000000000'),
  everyday('10 saham SGX dengan dividen tertinggi', null, '-forward_dividend_yield', all(10, 'sgx')),
  everyday('emiten di papan pengembangan dengan laba positif', "listing_board = 'Development' and earnings[2025] > 0"),
  everyday('bank dengan LDR di atas 100%', `${S.BANKS} and loan_to_deposit_ratio[2025] > 1`),
]
