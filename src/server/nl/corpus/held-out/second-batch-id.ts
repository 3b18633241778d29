import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 2')

/** The second held-out batch, Indonesian. */
export const SECOND_BATCH_ID: readonly CorpusEntry[] = [
  terse('per < 7', 'pe_ttm > 0 and pe_ttm < 7'),
  terse('telko dividen > 4%', `${S.TELCOS} and yield_ttm > 0.04`),
  terse('asuransi terbesar', S.INSURERS, '-market_cap'),
  terse('bank roa > 2%', `${S.BANKS} and roa_ttm > 0.02`),
  terse('20 emiten pendapatan terbesar', null, '-revenue[2025]', all(20)),
  terse('karyawan > 10000', 'employee_num > 10000'),

  chatty('halo, bank mana yang ROE-nya di atas 15%?', `${S.BANKS} and roe_ttm > 0.15`),
  chatty('tolong tampilkan 5 perusahaan batu bara terbesar ya', S.COAL, '-market_cap', all(5)),
  chatty('saya mau lihat saham kesehatan tanpa utang', `${S.HEALTH} and total_debt[2025] = 0`),
  chatty('kasih lihat telko yang dividennya di atas 5% dong', `${S.TELCOS} and yield_ttm > 0.05`),
  chatty('bank apa yang PER-nya paling murah?', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm'),

  typos('bnak dengan roe di atas 20%', `${S.BANKS} and roe_ttm > 0.2`),
  typos('perusahan dengan laba bersih di atas 1 triliun', 'earnings[2025] > 1000000000000'),
  typos('emiten dividn tertinggi', null, '-yield_ttm'),

  symbols('ROE > 15% & DER < 0,5', 'roe_ttm > 0.15 and der_mrq >= 0 and der_mrq < 0.5'),
  symbols('PER < 10 + dividen > 5%', 'pe_ttm > 0 and pe_ttm < 10 and yield_ttm > 0.05'),
  symbols('pendapatan ≥ Rp 5 T', 'revenue[2025] >= 5000000000000'),

  imperative('urutkan telko berdasarkan PER', `${S.TELCOS} and pe_ttm > 0`, 'pe_ttm', all(50)),
  imperative('peringkat asuransi menurut ROE', S.INSURERS, '-roe_ttm', all(50)),
  imperative('tampilkan 3 bank terbesar', S.BANKS, '-market_cap', all(3)),
  imperative('urutkan emiten batu bara berdasarkan dividen', S.COAL, '-yield_ttm', all(50)),

  periods(
    'pendapatan di atas 2 triliun pada 2022, 2023 dan 2024',
    'revenue[2022] > 2000000000000 and revenue[2023] > 2000000000000 and revenue[2024] > 2000000000000',
  ),
  periods('laba positif tiga tahun terakhir', 'earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0'),
  periods(
    'margin bersih di atas 10% antara 2022 dan 2024',
    'net_profit_margin[2022] > 0.1 and net_profit_margin[2023] > 0.1 and net_profit_margin[2024] > 0.1',
  ),

  refused('perusahaan dengan direktur utama termuda'),
  names('perusahaan milik Djarum', "major_shareholders_name like '%djarum%'"),

  verbs('perusahaan yang membagikan dividen minimal 7%', 'yield_ttm >= 0.07'),
  verbs('saham yang diperdagangkan di bawah 1,5 kali nilai buku', 'pb_mrq > 0 and pb_mrq < 1.5'),
  verbs('perusahaan yang pendapatannya tumbuh lebih dari 25%', `${S.GROWTH_2025('revenue')} > 0.25`),
  verbs('saham yang naik lebih dari 30% setahun terakhir', 'yearly_mcap_change > 0.3'),
  verbs('bank dengan laba bersih lebih dari 10 triliun', `${S.BANKS} and earnings[2025] > 10000000000000`),

  compounds('perusahaan teknologi yang merugi', `${S.TECH} and earnings[2025] < 0`),
  compounds('perusahaan bebas utang', 'total_debt[2025] = 0'),
  compounds('nilai laba bersih di atas 1 triliun', 'earnings[2025] > 1000000000000'),

  everyday('saham LQ45 dengan dividen di atas 4%', "indices in ['LQ45'] and yield_ttm > 0.04"),
  everyday('emiten batu bara dekat level tertinggi 52 minggu', `${S.COAL} and ${S.NEAR_52W_HIGH}`),
  everyday('perusahaan yang IPO sejak 2024', "listing_date >= '2024-01-01'"),
  everyday('saham yang naik paling tinggi hari ini', null, '-daily_close_change'),
  everyday('bank dengan laba bersih turun pada 2025', `${S.BANKS} and earnings[2025] < earnings[2024]`),
  everyday('REIT dengan dividen tertinggi', S.REITS, '-forward_dividend_yield', SGX),
]
