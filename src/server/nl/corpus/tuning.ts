import type { CorpusEntry } from './entry'
import { corpusGroup } from './entry'

/**
 * The tuning set for the phrasings of issue 47 (lists and ranges of periods, descriptive phrases that are no names,
 * verbs and multiples, imperatives, compounds, filler nouns): the questions the translator was built against,
 * kept apart from the held-out split (held-out/), which is never tuned on.
 */
const en = (group: string) => corpusGroup(`tuning: ${group}`, 'en')
const id = (group: string) => corpusGroup(`tuning: ${group}`, 'id')
const refused = (lang: 'en' | 'id', question: string): CorpusEntry => ({
  group: 'tuning: names and holders',
  lang,
  market: 'idx',
  question,
  where: null,
  orderBy: null,
  limit: 50,
  refused: true,
})

const periods = en('lists of periods')
const periodsId = id('lists of periods')

export const TUNING: readonly CorpusEntry[] = [
  periods(
    'earnings above 1 trillion in 2022, 2023 and 2024',
    'earnings[2022] > 1000000000000 and earnings[2023] > 1000000000000 and earnings[2024] > 1000000000000',
  ),
  periods(
    'gross margin over 30% for 2023, 2024, and 2025',
    'gross_profit_margin[2023] > 0.3 and gross_profit_margin[2024] > 0.3 and gross_profit_margin[2025] > 0.3',
  ),
  periods(
    'dividends paid every year since 2022',
    'total_dividend[2022] > 0 and total_dividend[2023] > 0 and total_dividend[2024] > 0 and total_dividend[2025] > 0',
  ),
  periods('ROE above 15% between 2022 and 2024', 'roe[2022] > 0.15 and roe[2023] > 0.15 and roe[2024] > 0.15'),
  periods('loss making from 2023 to 2025', 'earnings[2023] < 0 and earnings[2024] < 0 and earnings[2025] < 0'),
  periodsId(
    'laba di atas 1 triliun pada 2022, 2023 dan 2024',
    'earnings[2022] > 1000000000000 and earnings[2023] > 1000000000000 and earnings[2024] > 1000000000000',
  ),
  periodsId(
    'untung setiap tahun sejak 2022',
    'earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
  ),
  periodsId('ROE di atas 15% antara 2022 dan 2024', 'roe[2022] > 0.15 and roe[2023] > 0.15 and roe[2024] > 0.15'),
  refused('en', 'companies with the most female directors on the board'),
  refused('en', 'companies owned by the largest pension funds'),
  refused('id', 'perusahaan yang dimiliki oleh investor asing'),
]
