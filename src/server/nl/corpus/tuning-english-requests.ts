import type { CorpusEntry } from './entry'
import { corpusGroup } from './entry'
import * as S from './shared'

/**
 * The tuning set's rows for first-person English requests, a role before a semicolon, "on <metric>" after a ranking
 * word, a price trading close to a high, a lone "@" and short everyday typos. The held-out split (held-out/) is never
 * tuned on.
 */
const en = corpusGroup('tuning: chatty', 'en')

export const TUNING_ENGLISH_REQUESTS: readonly CorpusEntry[] = [
  en('we are screening for banks with ROE above 12%', `${S.BANKS} and roe_ttm > 0.12`),
  en('I am a long-term investor; telcos with DER below 1 please', `${S.TELCOS} and der_mrq >= 0 and der_mrq < 1`),
  en('which are the cheapest banks on price to book?', `${S.BANKS} and pb_mrq > 0`, 'pb_mrq'),
  en('coal miners trading close to their 52-week high right now', `${S.COAL} and ${S.NEAR_52W_HIGH}`),
  en('banks @ 52w low', `${S.BANKS} and ${S.NEAR_52W_LOW}`),
  en('stocks that fel more than 30% in teh past year', 'yearly_mcap_change < -0.3'),
]
