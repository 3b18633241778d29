import type { CorpusEntry } from './entry'
import { corpusGroup } from './entry'
import * as S from './shared'

/**
 * The tuning set's rows for Indonesian requests and address words before a screen ("Pak/Bu", "saya sedang
 * mencari", "tolong infokan"), nearness to the all-time high by its abbreviation, a label's head noun alone, listing years with where shares
 * listed said between, and two typos in one phrase. The held-out split (held-out/) is never tuned on.
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
]
