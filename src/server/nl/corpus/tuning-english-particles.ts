import type { CorpusEntry } from './entry'
import { corpusGroup, SGX } from './entry'
import * as S from './shared'

/**
 * The tuning set's rows for the particles, address words and learner's grammar of the Englishes investors here
 * write (Indian, Filipino, Singaporean and Malaysian, Australian, American), "<person> here" introductions, "got"
 * as "have", a purpose clause naming the asker's work, and a class word with its doubled letter moved. The held-out
 * split (held-out/) is never tuned on.
 */
const en = corpusGroup('tuning: chatty', 'en')

export const TUNING_ENGLISH_PARTICLES: readonly CorpusEntry[] = [
  en('sir kindly do the needful, coal companies with P/E below 7', `${S.COAL} and pe_ttm > 0 and pe_ttm < 7`),
  en('please list out banks having ROE above 12% only, kindly revert', `${S.BANKS} and roe_ttm > 0.12`),
  en('hello po, which telcos have DER below 1 naman?', `${S.TELCOS} and der_mrq >= 0 and der_mrq < 1`),
  en('uncle here, which REITs got yield above 7% ah?', `${S.REITS} and forward_dividend_yield > 0.07`, null, SGX),
  en('engineer here from Medan, which plantation stocks got ROE above 10%?', `${S.PLANTATIONS} and roe_ttm > 0.1`),
  en('just checking, any cement makers worth a look with P/B below 1?', `${S.CEMENT} and pb_mrq > 0 and pb_mrq < 1`),
  en('For our income sleeve, which banks have ROE above 15%?', `${S.BANKS} and roe_ttm > 0.15`),
  en('tobbaco companies with ROE above 20%', "sub_sector = 'tobacco' and roe_ttm > 0.2"),
  en('aiyah, which banks got ROE above 12%?', `${S.BANKS} and roe_ttm > 0.12`),
  en('companies whose executives include Budi Santoso', "key_executives_name like '%budi santoso%'"),
  en('filter for coal companies with P/E below 7', `${S.COAL} and pe_ttm > 0 and pe_ttm < 7`),
]
