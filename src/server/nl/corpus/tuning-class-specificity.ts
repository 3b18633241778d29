import type { CorpusEntry } from './entry'
import { corpusGroup, refusedCorpusEntry, SGX } from './entry'
import * as S from './shared'

/**
 * Tuning rows for issue 47's twenty-first round: a label's short form names its narrowest node, a holder phrase of
 * origins and kinds is no name, where the asker works adds no class, and class words ('financing', 'makanan
 * minuman'). Written as a person would ask; the held-out split (held-out/) is never tuned on.
 */
const en = corpusGroup('tuning: compounds and filler nouns', 'en')
const enChatty = corpusGroup('tuning: chatty', 'en')
const id = corpusGroup('tuning: compounds and filler nouns', 'id')
const idChatty = corpusGroup('tuning: chatty', 'id')
const IT_SERVICES = "industry = 'it-services-consulting'"
const FINANCING = "sub_sector = 'financing-service'"

export const TUNING_CLASS_SPECIFICITY: readonly CorpusEntry[] = [
  en('IT services stocks with ROE above 12%', `${IT_SERVICES} and roe_ttm > 0.12`),
  en(
    'financial data companies with positive earnings',
    "sub_sector = 'financial-data-shell-companies' and earnings[2025] > 0",
    null,
    SGX,
  ),
  refusedCorpusEntry('tuning: chatty', 'en', 'companies owned by Korean investors'),
  refusedCorpusEntry('tuning: chatty', 'id', 'saham yang dikuasai investor Tiongkok'),
  enChatty('I work in shipping, show me banks with ROE above 15%', `${S.BANKS} and roe_ttm > 0.15`),
  idChatty(
    'saya dari sektor perbankan mau tau saham batu bara dengan PER di bawah 6',
    `${S.COAL} and pe_ttm > 0 and pe_ttm < 6`,
  ),
  en('financing companies with P/B below 1', `${FINANCING} and pb_mrq > 0 and pb_mrq < 1`),
  id('saham makanan minuman dengan ROE di atas 10%', "sub_sector = 'food-beverage' and roe_ttm > 0.1"),
  en('oil and gas drilling services with ROE above 5%', "sub_industry = 'oil-gas-drilling-service' and roe_ttm > 0.05"),
  id(
    'fasilitas rekreasi dan olahraga dengan PBV di bawah 2',
    "sub_industry = 'recreational-sports-facilities' and pb_mrq > 0 and pb_mrq < 2",
  ),
]
