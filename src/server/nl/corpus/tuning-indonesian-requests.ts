import type { CorpusEntry } from './entry'
import { corpusGroup } from './entry'
import * as S from './shared'

/**
 * The tuning set's rows for Indonesian requests and address words before a screen ("Pak/Bu", "saya sedang
 * mencari", "tolong infokan"), nearness to the all-time high by its abbreviation, a label's head noun alone, listing years with where shares
 * listed said between, two typos in one phrase, Banjar and chat words, letter requests and quarter pairs. The held-out split (held-out/) is never tuned on.
 */
const id = corpusGroup('tuning: Indonesian requests', 'id')

export const TUNING_INDONESIAN_REQUESTS: readonly CorpusEntry[] = [
  id('Bapak/Ibu, mohon carikan bank dengan ROE di atas 18%', `${S.BANKS} and roe_ttm > 0.18`),
  id('saya sedang mencari saham batu bara dengan PER di bawah 6', `${S.COAL} and pe_ttm > 0 and pe_ttm < 6`),
  id('tolong infokan emiten semen yang untung tahun 2023', `${S.CEMENT} and earnings[2023] > 0`),
  id('saham bank yang dekat ath', `${S.BANKS} and last_close_price >= 0.95 * all_time_high_price`),
  id('rumah sakit yang IPO di bursa sejak 2019', `${S.HOSPITALS} and listing_date >= '2019-01-01'`),
  id(
    'saham batu bara yang mendekatu harga terendah 52 mingu',
    `${S.COAL} and last_close_price <= 1.05 * 52_w_low_price`,
  ),
  id('saham fasilitas rekreasi yang bagi dividen', "sub_industry = 'recreational-sports-facilities' and yield_ttm > 0"),
  id(
    'emiten mesin konstruksi dengan ROE di atas 12%',
    "sub_industry = 'construction-machinery-heavy-vehicles' and roe_ttm > 0.12",
  ),
  // Banjar and chat words, names after "nang", letter requests, "selalu" before a span, listing years, quarter pairs
  id('ulun handak tahu saham batu bara nang PER-nya di bawah 8', `${S.COAL} and pe_ttm > 0 and pe_ttm < 8`),
  id('spill dong bestie bank dengan PBV di bawah 1 fr', `${S.BANKS} and pb_mrq > 0 and pb_mrq < 1`),
  id(
    'emiten nang dirutnya Joko Prasetyo',
    "key_executives_name like '%joko prasetyo%' and key_executives_position like '%president director%'",
  ),
  id('Dengan hormat, bersama ini kami mohon daftar bank dengan ROE di atas 14%', `${S.BANKS} and roe_ttm > 0.14`),
  id(
    'saham yang selalu bagi dividen dalam tiga tahun terakhir',
    'total_dividend[2023] > 0 and total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  id('bank yang baru IPO tahun 2021', `${S.BANKS} and listing_date >= '2021-01-01' and listing_date <= '2021-12-31'`),
  id(
    'laba bersih kuartal III 2025 naik lebih dari 10% dibanding kuartal III 2024',
    'earnings_q[Q3-2024] > 0 and (earnings_q[Q3-2025] - earnings_q[Q3-2024]) / earnings_q[Q3-2024] > 0.1',
  ),
]
