import type { CorpusEntry } from './entry'
import { corpusGroup, refusedCorpusEntry } from './entry'
import { GROWTH_2025 } from './shared'

/**
 * The tuning set for the phrasings of issue 47 (lists and ranges of periods, descriptive phrases that are no names,
 * verbs and multiples, imperatives, compounds, filler nouns): the questions the translator was built against,
 * kept apart from the held-out split (held-out/), which is never tuned on.
 */
const en = (group: string) => corpusGroup(`tuning: ${group}`, 'en')
const id = (group: string) => corpusGroup(`tuning: ${group}`, 'id')
const refused = (lang: 'en' | 'id', question: string) => refusedCorpusEntry('tuning: names and holders', lang, question)

const periods = en('lists of periods')
const periodsId = id('lists of periods')
const verbs = en('verbs and multiples')
const verbsId = id('verbs and multiples')
const imperative = en('imperatives')
const imperativeId = id('imperatives')
const compounds = en('compounds and filler nouns')
const compoundsId = id('compounds and filler nouns')
const BANKS = "sub_sector = 'banks'"
const COAL = "industry = 'coal'"
const TELCOS = "sub_sector = 'telecommunication'"
const REITS = "sector = 'reit'"
const SGX = { market: 'sgx' } as const

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
  periods(
    'revenue above 1 trillion in Q1 2024 and Q2 2024',
    'revenue_q[Q1-2024] > 1000000000000 and revenue_q[Q2-2024] > 1000000000000',
  ),
  periodsId(
    'laba di atas 100 miliar pada Q1 2025 dan Q2 2025',
    'earnings_q[Q1-2025] > 100000000000 and earnings_q[Q2-2025] > 100000000000',
  ),
  verbs('banks trading at less than 8 times earnings', `${BANKS} and pe_ttm > 0 and pe_ttm < 8`),
  verbs('stocks valued below 3x sales', 'ps_ttm > 0 and ps_ttm < 3'),
  verbs('companies trading under 0.9 times book value', 'pb_mrq > 0 and pb_mrq < 0.9'),
  verbs(
    'companies whose net income doubled in 2024',
    'earnings[2023] > 0 and (earnings[2024] - earnings[2023]) / earnings[2023] >= 1',
  ),
  verbs('companies whose revenue tripled', `${GROWTH_2025('revenue')} >= 2`),
  verbs('companies whose revenue halved', `${GROWTH_2025('revenue')} <= -0.5`),
  verbs('stocks that doubled over the past year', 'yearly_mcap_change >= 1'),
  verbs('stocks that lost half of their value in the last year', 'yearly_mcap_change <= -0.5'),
  verbs('coal companies paying over 8% in dividends', `${COAL} and yield_ttm > 0.08`),
  verbs('telcos that pay a dividend above 4%', `${TELCOS} and yield_ttm > 0.04`),
  verbs('banks earning over 10 trillion', `${BANKS} and earnings[2025] > 10000000000000`),
  verbs('companies growing earnings by more than 25%', `${GROWTH_2025('earnings')} > 0.25`),
  verbsId('bank yang membayar dividen di atas 4%', `${BANKS} and yield_ttm > 0.04`),
  verbsId('emiten yang memberikan dividen lebih dari 7%', 'yield_ttm > 0.07'),
  verbsId('saham yang diperdagangkan di bawah 8 kali laba', 'pe_ttm > 0 and pe_ttm < 8'),
  verbsId('perusahaan yang pendapatannya naik dua kali lipat', `${GROWTH_2025('revenue')} >= 1`),
  imperative('sort telcos by market cap', TELCOS, '-market_cap', { limit: 50 }),
  imperative('rank banks by net interest margin', BANKS, '-net_interest_margin[2025]', { limit: 50 }),
  imperative('order coal companies by P/E, lowest first', `${COAL} and pe_ttm > 0`, 'pe_ttm', { limit: 50 }),
  imperativeId('urutkan bank berdasarkan laba bersih', BANKS, '-earnings[2025]', { limit: 50 }),
  imperativeId('peringkat emiten batu bara menurut dividen', COAL, '-yield_ttm', { limit: 50 }),
  compounds('low-PE coal companies', `${COAL} and pe_ttm > 0`, 'pe_ttm'),
  compounds('high-yield banks', BANKS, '-yield_ttm'),
  compounds('highyielding REITs', REITS, '-forward_dividend_yield', SGX),
  compounds('debtfree telcos', `${TELCOS} and total_debt[2025] = 0`),
  compounds('cash-rich banks', `${BANKS} and cash_and_equivalents[2025] > total_debt[2025]`),
  compounds('revenue figures above 20 trillion', 'revenue[2025] > 20000000000000'),
  compounds('ESG scores under 30', 'esg_score < 30'),
  // the data holds dividends per share (total_dividend is the year's dividend per share): a company-wide amount is refused
  refused('en', 'dividend payments above 500 billion in 2023'),
  compoundsId('skor ESG di bawah 30', 'esg_score < 30'),
  refused('id', 'pembayaran dividen di atas 500 miliar tahun 2023'),
  en('names and holders')(
    'banks whose CEO is Sari Wijaya',
    `${BANKS} and key_executives_name like '%sari wijaya%' and key_executives_position like '%president director%'`,
  ),
  en('names and holders')(
    'companies in which PT Sinar Abadi holds shares',
    "major_shareholders_name like '%pt sinar abadi%'",
  ),
  id('names and holders')(
    'perusahaan dengan direktur utama bernama Sari Wijaya',
    "key_executives_name like '%sari wijaya%' and key_executives_position like '%president director%'",
  ),
  en('names and holders')(
    'banks with Sari Wijaya as president director',
    `${BANKS} and key_executives_name like '%sari wijaya%' and key_executives_position like '%president director%'`,
  ),
  refused('en', 'companies with the most female directors on the board'),
  refused('en', 'companies owned by the largest pension funds'),
  refused('id', 'perusahaan yang dimiliki oleh investor asing'),
]
