import type { CorpusEntry } from './entry'
import { corpusGroup, refusedCorpusEntry } from './entry'
import * as S from './shared'

/**
 * The tuning set's second part for issue 47: how people talk around a question (greetings, "I'm looking for",
 * "ada nggak", thanks), symbols as "and", two named quarters compared, stakes of the state and of executives,
 * everyday verbs, sets of years said loosely, "high"/"low" before a metric, negations said informally. Written as
 * a person would ask, in both languages; the held-out split (held-out/) is never tuned on.
 */
const groups = (lang: 'en' | 'id') => ({
  chatty: corpusGroup('tuning: chatty', lang),
  symbols: corpusGroup('tuning: symbols', lang),
  quarters: corpusGroup('tuning: quarter pairs', lang),
  stakes: corpusGroup('tuning: holders and stakes', lang),
  periods: corpusGroup('tuning: lists of periods', lang),
  verbs: corpusGroup('tuning: verbs and multiples', lang),
  compounds: corpusGroup('tuning: compounds and filler nouns', lang),
  imperatives: corpusGroup('tuning: imperatives', lang),
})
const en = groups('en')
const id = groups('id')
const refused = (lang: 'en' | 'id', question: string) => refusedCorpusEntry('tuning: quarter pairs', lang, question)

const EARNINGS_SINCE_2020 =
  'earnings[2020] > 0 and earnings[2021] > 0 and earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0'
const EARNINGS_LAST_3 = 'earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0'
const DEBT_FREE = 'total_debt[2025] = 0'
const NO_DIVIDEND = '(yield_ttm = 0 or yield_ttm is null)'

export const TUNING_EVERYDAY: readonly CorpusEntry[] = [
  en.chatty('hi, can you show me banks with ROE above 15%?', `${S.BANKS} and roe_ttm > 0.15`),
  en.chatty("I'm after cheap coal stocks", `${S.COAL} and pe_ttm > 0`, 'pe_ttm'),
  en.chatty("what's the most valuable telco", S.TELCOS, '-market_cap'),
  en.chatty("which companies don't have any debt", DEBT_FREE),
  en.chatty('pls list insurers with P/E under 10, thanks', `${S.INSURERS} and pe_ttm > 0 and pe_ttm < 10`),
  en.chatty(
    'Could you please list banks with NPL below 3 trillion? Thanks!',
    `${S.BANKS} and non_performing_loan[2025] < 3000000000000`,
  ),
  en.chatty('top 5 most valuable companies', null, '-market_cap', { limit: 5 }),
  en.chatty('which banks aren’t profitable', `${S.BANKS} and earnings[2025] < 0`),
  id.chatty('halo, tolong tampilkan bank dengan ROE di atas 15%', `${S.BANKS} and roe_ttm > 0.15`),
  id.chatty('ada nggak bank yang PER-nya di bawah 8?', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 8`),
  id.chatty('kasih lihat saham batu bara yang dividennya di atas 8% dong', `${S.COAL} and yield_ttm > 0.08`),
  id.chatty('minta daftar asuransi dengan PBV di bawah 1 ya, makasih', `${S.INSURERS} and ${S.UNDERVALUED}`),
  id.chatty('saya lagi cari saham teknologi yang rugi', `${S.TECH} and earnings[2025] < 0`),
  id.chatty('halo min, ada saham telko yang dividennya di atas 4%?', `${S.TELCOS} and yield_ttm > 0.04`),
  id.chatty('5 bank paling bernilai', S.BANKS, '-market_cap', { limit: 5 }),
  id.chatty('bank yang nggak bagi dividen', `${S.BANKS} and ${NO_DIVIDEND}`),
  // "never" is one letter from the filler "ever": a negation is never corrected away
  refusedCorpusEntry('tuning: chatty', 'en', 'companies that never paid dividends'),
  refusedCorpusEntry('tuning: chatty', 'id', 'saham yang belum pernah bagi dividen'),
  id.chatty('bank yang gak punya utang', `${S.BANKS} and ${DEBT_FREE}`),

  en.symbols('could you find me companies w/ dividend yield above 6%', 'yield_ttm > 0.06'),
  en.symbols('PE under 12 + yield over 5%', 'pe_ttm > 0 and pe_ttm < 12 and yield_ttm > 0.05'),
  en.symbols('revenue growth > 20% + ROE > 15%', `${S.GROWTH_2025('revenue')} > 0.2 and roe_ttm > 0.15`),
  en.symbols('healthcare stocks w/o debt', `${S.HEALTH} and ${DEBT_FREE}`),
  id.symbols('PER di bawah 10 + dividen di atas 5%', 'pe_ttm > 0 and pe_ttm < 10 and yield_ttm > 0.05'),
  id.symbols('ROE > 15% + DER < 1 bank', `${S.BANKS} and roe_ttm > 0.15 and der_mrq >= 0 and der_mrq < 1`),

  en.quarters('revenue up from Q1 to Q2 2025', 'revenue_q[Q2-2025] > revenue_q[Q1-2025]'),
  en.quarters(
    'earnings rose from the first quarter to the second quarter of 2025',
    'earnings_q[Q2-2025] > earnings_q[Q1-2025]',
  ),
  en.quarters('Q3 2025 revenue higher than Q2 2025', 'revenue_q[Q3-2025] > revenue_q[Q2-2025]'),
  en.quarters('banks whose profit fell from Q1 to Q2 2025', `${S.BANKS} and earnings_q[Q2-2025] < earnings_q[Q1-2025]`),
  en.quarters(
    'revenue up more than 10% from Q1 to Q2 2025',
    'revenue_q[Q1-2025] > 0 and (revenue_q[Q2-2025] - revenue_q[Q1-2025]) / revenue_q[Q1-2025] > 0.1',
  ),
  en.quarters('revenue in the latest quarter higher than a year ago', 'revenue_q[Q3-2026] > revenue_q[Q3-2025]'),
  en.quarters(
    'revenue growth quarter on quarter above 10%',
    'revenue_q[Q2-2026] > 0 and (revenue_q[Q3-2026] - revenue_q[Q2-2026]) / revenue_q[Q2-2026] > 0.1',
  ),
  id.quarters('laba bersih naik dari Q1 ke Q2 2025', 'earnings_q[Q2-2025] > earnings_q[Q1-2025]'),
  id.quarters('pendapatan naik dari kuartal pertama ke kuartal kedua 2025', 'revenue_q[Q2-2025] > revenue_q[Q1-2025]'),
  id.quarters('laba bersih turun dari kuartal I ke kuartal II 2025', 'earnings_q[Q2-2025] < earnings_q[Q1-2025]'),
  id.quarters(
    'pendapatan kuartal ini lebih tinggi dari kuartal yang sama tahun lalu',
    'revenue_q[Q3-2026] > revenue_q[Q3-2025]',
  ),
  id.quarters('pendapatan kuartalan naik dibanding kuartal sebelumnya', 'revenue_q[Q3-2026] > revenue_q[Q2-2026]'),
  refused('en', 'revenue above 1 trillion in Q1 2025 and net income above 100 billion in Q2 2025'),
  refused('id', 'pendapatan di atas 1 triliun pada Q1 2025 dan laba di atas 100 miliar pada Q2 2025'),

  en.stakes('banks where the government owns more than half', `${S.BANKS} and ${S.GOVERNMENT}`),
  en.stakes('banks where the state holds more than 50% of the shares', `${S.BANKS} and ${S.GOVERNMENT}`),
  en.stakes('companies where executives own more than 0.1%', 'executives_shareholdings_share_percentage > 0.001'),
  en.stakes('companies where insiders hold more than 5%', 'executives_shareholdings_share_percentage > 0.05'),
  en.stakes('companies where PT Indofood holds shares', "major_shareholders_name like '%pt indofood%'"),
  id.stakes('perusahaan di mana pemerintah memiliki lebih dari separuh saham', S.GOVERNMENT),
  id.stakes('bank yang sahamnya lebih dari 50% dimiliki negara', `${S.BANKS} and ${S.GOVERNMENT}`),
  id.stakes('bank yang mayoritas sahamnya dimiliki negara', `${S.BANKS} and ${S.GOVERNMENT}`),
  id.stakes(
    'perusahaan dengan direksi yang memiliki saham lebih dari 1%',
    'executives_shareholdings_share_percentage > 0.01',
  ),
  id.stakes('perusahaan di mana PT Indofood memegang saham', "major_shareholders_name like '%pt indofood%'"),

  en.periods('always profitable since 2020', EARNINGS_SINCE_2020),
  en.periods('profitable over the past three years', EARNINGS_LAST_3),
  en.periods(
    'revenue above 1 trillion in the last 3 years',
    'revenue[2023] > 1000000000000 and revenue[2024] > 1000000000000 and revenue[2025] > 1000000000000',
  ),
  en.periods('profitable since 2020', EARNINGS_SINCE_2020),
  en.periods('companies with profit up from 2023 to 2024', 'earnings[2024] > earnings[2023]'),
  refusedCorpusEntry('tuning: lists of periods', 'en', 'revenue up from 2021 to 2024'),
  refusedCorpusEntry('tuning: compounds and filler nouns', 'en', 'high and low prices'),
  id.periods('selalu untung sejak 2020', EARNINGS_SINCE_2020),
  id.periods(
    'rugi sejak 2022',
    'earnings[2022] < 0 and earnings[2023] < 0 and earnings[2024] < 0 and earnings[2025] < 0',
  ),
  id.periods('laba bersih naik dari 2023 ke 2024', 'earnings[2024] > earnings[2023]'),
  refusedCorpusEntry('tuning: lists of periods', 'id', 'pendapatan naik dari 2021 sampai 2024'),
  id.periods('untung selama 3 tahun terakhir', EARNINGS_LAST_3),

  en.verbs('I want banks that earn more than 20 trillion', `${S.BANKS} and earnings[2025] > 20000000000000`),
  en.verbs('companies whose revenue shrank in 2025', 'revenue[2025] < revenue[2024]'),
  en.verbs('companies whose net profit shrank more than 30%', `${S.GROWTH_2025('earnings')} < -0.3`),
  en.verbs('stocks that lost a third of their value over the past year', 'yearly_mcap_change <= -0.3333333333333333'),
  en.verbs('stocks paying more than 7%', 'yield_ttm > 0.07'),
  en.verbs('companies paying out more than 50% of earnings', 'payout_ratio > 0.5'),
  id.verbs('saham yang memberikan imbal hasil dividen di atas 7%', 'yield_ttm > 0.07'),
  id.verbs('bank yang menghasilkan laba lebih dari 10 triliun', `${S.BANKS} and earnings[2025] > 10000000000000`),
  id.verbs('saham yang anjlok sepertiga setahun terakhir', 'yearly_mcap_change <= -0.3333333333333333'),

  en.compounds('low-PB banks', `${S.BANKS} and pb_mrq > 0`, 'pb_mrq'),
  en.compounds('top 10 cheapest banks', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm'),
  refusedCorpusEntry('tuning: compounds and filler nouns', 'en', 'high yield low PE stocks'),
  id.compounds('5 bank termurah teratas', `${S.BANKS} and pe_ttm > 0`, 'pe_ttm', { limit: 5 }),
  refusedCorpusEntry('tuning: compounds and filler nouns', 'id', 'saham dividen tinggi dengan PER rendah termurah'),
  en.compounds('high ROE banks', S.BANKS, '-roe_ttm'),
  en.compounds('net income numbers above 5 trillion', 'earnings[2025] > 5000000000000'),
  id.compounds('bank dengan ROE tinggi', S.BANKS, '-roe_ttm'),
  id.compounds('saham dengan PBV rendah', 'pb_mrq > 0', 'pb_mrq'),
  id.compounds('angka pendapatan di atas 10 triliun', 'revenue[2025] > 10000000000000'),
  id.compounds('bank berutang rendah', `${S.BANKS} and ${S.LOW_DEBT}`),

  // after the second held-out batch: superlatives describe people rather than name them; a dropped letter keeps
  // the word's start; "N tahun terakhir" without a preposition; "cheapest first"
  refusedCorpusEntry('tuning: names and holders', 'id', 'emiten dengan komisaris utama tertua'),
  refusedCorpusEntry('tuning: names and holders', 'id', 'perusahaan yang dipimpin direktur terkaya'),
  id.compounds('perusahan batu bara dengan utang rendah', `${S.COAL} and ${S.LOW_DEBT}`),
  id.periods('dividen dibagikan dua tahun terakhir', 'total_dividend[2024] > 0 and total_dividend[2025] > 0'),
  en.periods('profitable the past three years', EARNINGS_LAST_3),
  en.verbs('list banks by P/B, cheapest first', `${S.BANKS} and pb_mrq > 0`, 'pb_mrq', { limit: 50 }),
  // after the third held-out batch: curiosity as framing; two-letter typos only with the word's start as typed;
  // "dikendalikan" names a holder
  en.chatty('just wondering, which insurers have the highest ROE?', S.INSURERS, '-roe_ttm'),
  id.chatty('mau tanya, asuransi mana yang ROE-nya paling tinggi?', S.INSURERS, '-roe_ttm'),
  id.stakes('emiten yang dikuasai Salim', "major_shareholders_name like '%salim%'"),
  // after the fourth held-out batch: "I'd love to see" frames a request
  en.chatty("I'd love to see the five most valuable banks", S.BANKS, '-market_cap', { limit: 5 }),
  // after the ninth held-out batch: a framing clause keeps only the companies it names; symbols and dashes; people
  // in a headcount; what a share costs; the biggest move of a day; a class's size; a metric followed by its class
  en.chatty("I'm putting together a shortlist, which gold miners have ROE above 10%?", `${S.GOLD} and roe_ttm > 0.1`),
  en.chatty(
    'for my newsletter on pharma: any with a net margin above 15%?',
    `${S.PHARMA} and net_profit_margin[2025] > 0.15`,
  ),
  en.chatty('our analyst wants to know which retailers lost money in 2024', `${S.RETAIL} and earnings[2024] < 0`),
  id.chatty('lagi bikin daftar nih, rumah sakit mana yang ROE-nya di atas 10%?', `${S.HOSPITALS} and roe_ttm > 0.1`),
  en.symbols('net margin 5–10%', 'net_profit_margin[2025] >= 0.05 and net_profit_margin[2025] <= 0.1'),
  en.symbols('banks down >= 5% today', `${S.BANKS} and daily_close_change <= -0.05`),
  en.verbs('companies that employ over 50,000 people', 'employee_num > 50000'),
  id.verbs('emiten yang mempekerjakan lebih dari 20.000 orang', 'employee_num > 20000'),
  en.verbs('stocks costing less than 100 rupiah', 'last_close_price < 100'),
  en.verbs('which property stocks had the sharpest drop today', S.PROPERTY, 'daily_close_change'),
  id.verbs('saham emas yang naik dua kali lipat setahun terakhir', `${S.GOLD} and yearly_mcap_change >= 1`),
  id.compounds('laba rumah sakit di atas 1 triliun', `${S.HOSPITALS} and earnings[2025] > 1000000000000`),
  id.compounds('bank kecil dengan PBV di bawah 1', `${S.BANKS} and ${S.SMALL_IDX} and pb_mrq > 0 and pb_mrq < 1`),
  en.compounds(
    'large telcos trading below their intrinsic value',
    `${S.TELCOS} and ${S.LARGE_IDX} and last_close_price < intrinsic_value`,
  ),
  // after the tenth held-out batch: every taxonomy label in both languages, singular, and the noun for the
  // companies; framing sentences and clauses anywhere; trader shorthand; the same quarter a year apart
  en.compounds('timber producers with P/E under 10', "sub_industry = 'timber' and pe_ttm > 0 and pe_ttm < 10"),
  id.compounds('saham periklanan yang untung', "sub_industry = 'advertising' and earnings[2025] > 0"),
  id.compounds('emiten kertas dengan ROE di atas 10%', "sub_industry = 'paper' and roe_ttm > 0.1"),
  en.chatty('Could you list banks with ROE above 20%? Thanks so much for your help.', `${S.BANKS} and roe_ttm > 0.2`),
  id.chatty('bank dengan ROE di atas 15%, buat skripsi sy', `${S.BANKS} and roe_ttm > 0.15`),
  en.symbols('op margins > 15% & rev > 5T', 'operating_profit_margin[2025] > 0.15 and revenue[2025] > 5000000000000'),
  en.symbols('near ATL + PBV < 1', 'last_close_price <= 1.05 * all_time_low_price and pb_mrq > 0 and pb_mrq < 1'),
  en.quarters('Q2-2025 revenue > Q2-2024 revenue', 'revenue_q[Q2-2025] > revenue_q[Q2-2024]'),
  id.quarters(
    'laba kuartal ini lebih rendah dari kuartal yg sama tahun lalu',
    'earnings_q[Q3-2026] < earnings_q[Q3-2025]',
  ),
  // held-out batch 11's classes, asked anew: requests, chat particles, shorthand, price levels, growth rankings
  en.chatty('Please send over coal miners with ROE above 20%, thank you.', `${S.COAL} and roe_ttm > 0.2`),
  id.chatty('bro, ada bank yg PBV-nya di bawah 1 ga? wkwk', `${S.BANKS} and ${S.UNDERVALUED}`),
  id.symbols('mc < 1T & dpr > 40%', 'market_cap < 1000000000000 and payout_ratio > 0.4'),
  en.symbols('price < 60% of 52w high', 'last_close_price < 0.6 * 52_w_high_price'),
  en.verbs(
    'which 5 telcos grew revenue fastest in 2024',
    `${S.TELCOS} and revenue[2023] > 0`,
    '-((revenue[2024] - revenue[2023]) / revenue[2023])',
    { limit: 5 },
  ),
  id.verbs(
    '3 bank dengan pertumbuhan laba tercepat tahun 2025',
    `${S.BANKS} and earnings[2024] > 0`,
    '-((earnings[2025] - earnings[2024]) / earnings[2024])',
    { limit: 3 },
  ),
  id.quarters('laba kuartal II 2026 > laba kuartal II 2025', 'earnings_q[Q2-2026] > earnings_q[Q2-2025]'),
  // held-out batch 12's classes, asked anew: a label's own node, everyday sub-industries, requests, shorthand
  en.compounds('hotel operators with ROE above 12%', "sub_industry = 'hotels-resorts-cruise-lines' and roe_ttm > 0.12"),
  en.compounds(
    'logistics stocks with a P/B below 2',
    "sub_sector = 'logistics-deliveries' and pb_mrq > 0 and pb_mrq < 2",
  ),
  id.compounds('saham transportasi yang rugi', "sub_sector = 'transportation' and earnings[2025] < 0"),
  id.compounds(
    'emiten perawatan tubuh dengan ROE di atas 15%',
    "industry = 'personal-care-products' and roe_ttm > 0.15",
  ),
  en.chatty(
    'Hi again, could you identify restaurants with a net margin above 5%?',
    "sub_industry = 'restaurants' and net_profit_margin[2025] > 0.05",
  ),
  en.symbols('S$ mkt cap < 500m', 'market_cap < 500000000', null, { market: 'sgx' }),
  en.verbs('gold miners +4% or more today', "sub_industry = 'gold' and daily_close_change >= 0.04"),
  id.verbs('saham yg naik lbh dr 50% setahun', 'yearly_mcap_change > 0.5'),
  id.periods(
    'DER di bawah 1 tiap tahun dari 2023 sampai 2025',
    [2023, 2024, 2025]
      .map((year) => `debt_to_equity_ratio[${year}] >= 0 and debt_to_equity_ratio[${year}] < 1`)
      .join(' and '),
  ),
  // batch 13's classes: formal courtesies, bahasa baku and chat tags, analyst shorthand, numbers in words
  en.chatty(
    'I would be most grateful if you could show insurers with ROE above 12%, if that is no trouble.',
    `${S.INSURERS} and roe_ttm > 0.12`,
  ),
  id.chatty('selamat siang, mohon ditampilkan bank dengan ROE di atas 12%', `${S.BANKS} and roe_ttm > 0.12`),
  id.chatty('bank PBV di bawah 1 gak?', `${S.BANKS} and ${S.UNDERVALUED}`),
  en.symbols('FY22 ROE > 20%', 'roe[2022] > 0.2'),
  en.symbols('eps +10% y/y', 'eps_growth[2025] > 0.1'),
  en.quarters('2Q26 revenue > 2Q25 revenue', 'revenue_q[Q2-2026] > revenue_q[Q2-2025]'),
  en.periods('ROE above 10% in 2022 through 2024', 'roe[2022] > 0.1 and roe[2023] > 0.1 and roe[2024] > 0.1'),
  id.verbs('emiten yg cetak laba di atas 2 T', 'earnings[2025] > 2000000000000'),
  id.symbols('laba di ats 200 M', 'earnings[2025] > 200000000000'),
  en.symbols('banks with ROE above eighteen percent', `${S.BANKS} and roe_ttm > 0.18`),
  id.symbols('laba bersih di atas tiga ratus miliar', 'earnings[2025] > 300000000000'),
  // batch 14's classes: a ranking phrase's number keeps its order, writerly framing, ranges and periods in words
  en.imperatives('list the 4 most recent IPOs among banks', S.BANKS, '-listing_date', { limit: 4 }),
  id.imperatives('tampilkan 3 bank yang paling baru tercatat', S.BANKS, '-listing_date', { limit: 3 }),
  en.chatty("I'm writing up a piece on insurers, any with ROE above 12%?", `${S.INSURERS} and roe_ttm > 0.12`),
  en.chatty('ok next one please, banks with ROE above 12%', `${S.BANKS} and roe_ttm > 0.12`),
  id.chatty('untuk portofolio dividen kami, bank mana yang ROE-nya di atas 12%?', `${S.BANKS} and roe_ttm > 0.12`),
  en.symbols('ROE 10 to 20%', 'roe_ttm >= 0.1 and roe_ttm <= 0.2'),
  en.verbs('do any insurers trade below book value?', `${S.INSURERS} and ${S.UNDERVALUED}`),
  en.symbols('banks with net income above 3 trilion', `${S.BANKS} and earnings[2025] > 3000000000000`),
  en.quarters('Q1 2025 net income above Q1 2024 net income', 'earnings_q[Q1-2025] > earnings_q[Q1-2024]'),
  id.quarters(
    'laba bersih di atas 100 miliar setiap kuartal 2024',
    [1, 2, 3, 4].map((quarter) => `earnings_q[Q${quarter}-2024] > 100000000000`).join(' and '),
  ),
  en.stakes(
    'banks where directors own more than three percent',
    `${S.BANKS} and executives_shareholdings_share_percentage > 0.03`,
  ),
  id.compounds('bank dengan rasio harga terhadap laba di bawah 8', `${S.BANKS} and pe_ttm > 0 and pe_ttm < 8`),
  refusedCorpusEntry('tuning: holders and stakes', 'en', 'companies controlled by founding families'),
  refusedCorpusEntry('tuning: holders and stakes', 'id', 'emiten yang dikuasai konglomerat'),
  // batch 15's classes asked anew: excitement emoji, labels in parts, particles, a set of years beside a year
  en.symbols('gold miners 🔥 ROE above 12%', `sub_industry = 'gold' and roe_ttm > 0.12`),
  id.symbols('📈 saham bank naik lebih dari 2% hari ini', `${S.BANKS} and daily_close_change > 0.02`),
  en.compounds(
    'marine port operators with P/E below 15',
    `sub_industry = 'marine-ports-services' and pe_ttm > 0 and pe_ttm < 15`,
  ),
  id.compounds('emiten kimia pertanian yang untung', `sub_industry = 'agricultural-chemicals' and earnings[2025] > 0`),
  en.chatty('eh, banks with ROE above 15% lah', `${S.BANKS} and roe_ttm > 0.15`),
  id.chatty('rek, bank yang utangnya dikit', `${S.BANKS} and der_mrq >= 0 and der_mrq < 0.5`),
  en.periods(
    'profitable in 2022 and 2023 but loss-making in 2025',
    'earnings[2022] > 0 and earnings[2023] > 0 and earnings[2025] < 0',
  ),
  // batch 16's classes asked anew: class words in everyday parts and typos, 'los making', polite Indonesian verbs
  en.compounds('automotive retailers with ROE above 10%', `sub_industry = 'automotive-retail' and roe_ttm > 0.1`),
  en.compounds(
    'hotel and resort cos with P/E below 20',
    `sub_industry = 'hotels-resorts-cruise-lines' and pe_ttm > 0 and pe_ttm < 20`,
  ),
  en.compounds('los-making retailers in 2023', `sub_sector = 'retailing' and earnings[2023] < 0`),
  id.chatty(
    'bisakah menampilkan emiten pelabuhan yang untung?',
    `sub_industry = 'marine-ports-services' and earnings[2025] > 0`,
  ),
  id.chatty('saya ingin melihat saham pelayaran penumpang', `industry = 'passenger-marine-transportation'`),
]
