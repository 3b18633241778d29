import { S, SGX, all, heldOutGroups } from './styles'
import type { CorpusEntry } from './styles'

const { terse, chatty, typos, symbols, imperative, periods, names, verbs, compounds, everyday, refused } =
  heldOutGroups('id', 'held out 3')

/** The third held-out batch, Indonesian. */
export const THIRD_BATCH_ID: readonly CorpusEntry[] = [
  terse('pbv < 0,7', 'pb_mrq > 0 and pb_mrq < 0.7'),
  terse('ritel roe > 10%', `${S.RETAIL} and roe_ttm > 0.1`),
  terse('bank terkecil', S.BANKS, 'market_cap'),
  terse('15 emiten laba bersih terbesar', null, '-earnings[2025]', all(15)),
  terse('semen', S.CEMENT),

  chatty('halo, saham batu bara mana yang PER-nya di bawah 6?', `${S.COAL} and pe_ttm > 0 and pe_ttm < 6`),
  chatty('bisa tampilkan asuransi dengan dividen di atas 3%?', `${S.INSURERS} and yield_ttm > 0.03`),
  chatty('saya cari telko yang paling bernilai', S.TELCOS, '-market_cap'),
  chatty('penasaran, bank mana yang labanya paling besar?', S.BANKS, '-earnings[2025]'),

  typos('bank dnegan roe di atas 18%', `${S.BANKS} and roe_ttm > 0.18`),
  typos('telko dengan dividn di atas 4%', `${S.TELCOS} and yield_ttm > 0.04`),

  symbols('PER<12 & dividen>6%', 'pe_ttm > 0 and pe_ttm < 12 and yield_ttm > 0.06'),
  symbols('batu bara DER < 1', `${S.COAL} and der_mrq >= 0 and der_mrq < 1`),

  imperative('urutkan asuransi berdasarkan dividen', S.INSURERS, '-yield_ttm', all(50)),
  imperative('peringkat telko menurut pendapatan', S.TELCOS, '-revenue[2025]', all(50)),
  imperative('carikan bank dengan PBV di bawah 1', `${S.BANKS} and ${S.UNDERVALUED}`),

  periods('ROE di atas 15% pada 2023 dan 2024', 'roe[2023] > 0.15 and roe[2024] > 0.15'),
  periods(
    'untung empat tahun berturut-turut',
    'earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),

  refused('bank dengan dewan komisaris paling tua'),
  names('perusahaan yang dikendalikan Sinar Mas', "major_shareholders_name like '%sinar mas%'"),

  verbs('saham yang diperdagangkan kurang dari 8 kali laba', 'pe_ttm > 0 and pe_ttm < 8'),
  verbs('perusahaan yang pendapatannya turun pada 2025', 'revenue[2025] < revenue[2024]'),
  verbs('perusahaan yang labanya tumbuh lebih dari 50% pada 2025', `${S.GROWTH_2025('earnings')} > 0.5`),
  verbs('saham yang turun lebih dari 20% setahun terakhir', 'yearly_mcap_change < -0.2'),

  compounds('properti berutang rendah', `${S.PROPERTY} and ${S.LOW_DEBT}`),
  compounds('emiten kesehatan yang untung', `${S.HEALTH} and earnings[2025] > 0`),

  everyday('saham IDX30 dengan ROE di atas 15%', "indices in ['IDX30'] and roe_ttm > 0.15"),
  everyday('bank besar dengan dividen di atas 5%', `${S.BANKS} and ${S.LARGE_IDX} and yield_ttm > 0.05`),
  everyday('saham yang turun paling dalam hari ini', null, 'daily_close_change'),
  everyday('REIT dengan yield di atas 6%', `${S.REITS} and forward_dividend_yield > 0.06`, null, SGX),
]
