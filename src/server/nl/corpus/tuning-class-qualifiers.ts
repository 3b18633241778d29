import type { CorpusEntry } from './entry'
import { corpusGroup, SGX } from './entry'

/**
 * Tuning rows for issue 47's twenty-third round: a bracketed qualifier after a class word, shops said with their
 * trade, farm machinery in Indonesian, a year said after a recent listing, everyday names of one sub-industry's goods. Written as a person would ask; the
 * held-out split (held-out/) is never tuned on.
 */
const en = corpusGroup('tuning: compounds and filler nouns', 'en')
const id = corpusGroup('tuning: compounds and filler nouns', 'id')

export const TUNING_CLASS_QUALIFIERS: readonly CorpusEntry[] = [
  en('insurers (life) with ROE above 10%', "sub_industry = 'life-insurance' and roe_ttm > 0.1"),
  en('REITs (office)', "sub_sector = 'reit-office'", null, SGX),
  id('jaringan toko ritel dengan ROE di atas 12%', "sub_sector = 'retailing' and roe_ttm > 0.12"),
  id(
    'alat dan mesin pertanian dengan PBV di bawah 1',
    "sub_industry = 'agricultural-farm-machinery' and pb_mrq > 0 and pb_mrq < 1",
  ),
  id(
    'bank yang baru IPO pada tahun 2022',
    "sub_sector = 'banks' and listing_date >= '2022-01-01' and listing_date <= '2022-12-31'",
  ),
  en('farm equipment makers with ROE above 5%', "sub_industry = 'agricultural-farm-machinery' and roe_ttm > 0.05"),
  id('saham air mineral dengan ROE di atas 10%', "sub_industry = 'soft-drinks' and roe_ttm > 0.1"),
  en('ad agencies with positive earnings', "sub_industry = 'advertising' and earnings[2025] > 0"),
  id('perkayuan dengan PBV di bawah 1', "sub_industry = 'timber' and pb_mrq > 0 and pb_mrq < 1"),
]
