import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 4')

/** The fourth held-out batch, Indonesian. */
export const FOURTH_BATCH_ID: readonly CorpusEntry[] = [
  terse('roe > 25%', 'roe_ttm > 0.25'),
  terse('telko per < 20', `${S.TELCOS} and pe_ttm > 0 and pe_ttm < 20`),
  terse('ritel terbesar', S.RETAIL, '-market_cap'),
  terse('5 emiten dividen tertinggi', null, '-yield_ttm', all(5)),
  terse('perkebunan pbv < 1', `${S.PLANTATIONS} and ${S.UNDERVALUED}`),

  chatty('hai, bank mana yang dividennya di atas 6%?', `${S.BANKS} and yield_ttm > 0.06`),
  chatty('tolong carikan emiten batu bara dengan ROE di atas 20% ya', `${S.COAL} and roe_ttm > 0.2`),
  chatty('mau lihat 10 perusahaan kesehatan terbesar dong', S.HEALTH, '-market_cap', all(10)),
  chatty('kasih tahu saham teknologi yang sudah untung', `${S.TECH} and earnings[2025] > 0`),

  typos('asuransi dengan per di bawa 10', `${S.INSURERS} and pe_ttm > 0 and pe_ttm < 10`),
  typos('emiten batu bra dengan dividen tertinggi', S.COAL, '-yield_ttm'),

  symbols('ROE > 10% & PBV < 1', `roe_ttm > 0.1 and ${S.UNDERVALUED}`),
  symbols('margin bersih > 15% + DER < 1', 'net_profit_margin[2025] > 0.15 and der_mrq >= 0 and der_mrq < 1'),

  imperative('urutkan emiten kesehatan berdasarkan kapitalisasi pasar', S.HEALTH, '-market_cap', all(50)),
  imperative('peringkat bank menurut dividen', S.BANKS, '-yield_ttm', all(50)),
  imperative('tampilkan 3 telko dengan PBV terendah', `${S.TELCOS} and pb_mrq > 0`, 'pb_mrq', all(3)),

  periods(
    'untung pada 2021, 2022, 2023 dan 2024',
    'earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0',
  ),
  periods('membagikan dividen pada 2024 dan 2025', 'total_dividend[2024] > 0 and total_dividend[2025] > 0'),

  refused('perusahaan dengan direksi wanita terbanyak'),
  names('perusahaan milik Lippo', "major_shareholders_name like '%lippo%'"),

  verbs('perusahaan yang memberikan dividen lebih dari 8%', 'yield_ttm > 0.08'),
  verbs('saham yang diperdagangkan di bawah 0,8 kali nilai buku', 'pb_mrq > 0 and pb_mrq < 0.8'),
  verbs('saham yang naik lebih dari 50% setahun terakhir', 'yearly_mcap_change > 0.5'),
  verbs('perusahaan yang pendapatannya tumbuh lebih dari 30%', `${S.GROWTH_2025('revenue')} > 0.3`),

  compounds('bank pembayar dividen', `${S.BANKS} and yield_ttm > 0`),
  compounds('ritel yang merugi', `${S.RETAIL} and earnings[2025] < 0`),

  everyday('bank LQ45 dengan PER di bawah 15', `indices in ['LQ45'] and ${S.BANKS} and pe_ttm > 0 and pe_ttm < 15`),
  everyday('emiten energi dengan karyawan lebih dari 5000', `${S.ENERGY} and employee_num > 5000`),
  everyday('10 saham SGX terbesar', null, '-market_cap', all(10, 'sgx')),
  everyday('REIT dengan dividen di atas 7%', `${S.REITS} and forward_dividend_yield > 0.07`, null, SGX),
]
