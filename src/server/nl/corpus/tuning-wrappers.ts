import type { CorpusEntry } from './entry'
import { corpusGroup, SGX } from './entry'
import * as S from './shared'

/**
 * The tuning set's rows for issue 47's courtesy wrappers and framing clauses, in both languages: British requests
 * and hedges, apologies for the question, the asker's role and what the asker is doing, Indonesian hedges. Written
 * as a person would ask; the held-out split (held-out/) is never tuned on.
 */
const en = corpusGroup('tuning: chatty', 'en')
const id = corpusGroup('tuning: chatty', 'id')

export const TUNING_WRAPPERS: readonly CorpusEntry[] = [
  en('I should be grateful for pharma companies with ROE above 15%', `${S.PHARMA} and roe_ttm > 0.15`),
  en(
    "I'd be obliged if you could list REITs yielding above 7%",
    `${S.REITS} and forward_dividend_yield > 0.07`,
    null,
    SGX,
  ),
  en('please advise which telcos have debt to equity below 1', `${S.TELCOS} and der_mrq >= 0 and der_mrq < 1`),
  en('sorry for simple question, which banks have ROE above 18%?', `${S.BANKS} and roe_ttm > 0.18`),
  en('as a fund manager I want gold miners with P/B below 1.5', `${S.GOLD} and pb_mrq > 0 and pb_mrq < 1.5`),
  en('whilst reviewing cement makers, which have ROE above 8%?', `${S.CEMENT} and roe_ttm > 0.08`),
  id('kalau bisa, carikan rumah sakit dengan ROE di atas 10% yaa', `${S.HOSPITALS} and roe_ttm > 0.1`),
  id('maaf pertanyaan sederhana, asuransi mana yang PER di bawah 10?', `${S.INSURERS} and pe_ttm > 0 and pe_ttm < 10`),
  id('sebagai investor ritel, saham farmasi mana yang ROE di atas 15%?', `${S.PHARMA} and roe_ttm > 0.15`),
  // the asker's own trade names a class: the request's own class is the subject
  en("I'm a bank analyst, which cement makers have ROE above 8%?", `${S.CEMENT} and roe_ttm > 0.08`),
  id('halo, saya seorang agen properti, cari bank dengan ROE di atas 18%', `${S.BANKS} and roe_ttm > 0.18`),
]
