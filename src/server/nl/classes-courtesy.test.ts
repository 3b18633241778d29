import { describe, expect, it } from 'vitest'
import { translateQuestion } from './index'
import { expectReading, expectRefusal } from './reading-cases'
import type { ReadingCase, RefusalCase } from './reading-cases'

/**
 * Issue 47, the classes the thirteenth held-out batch found unread or misread, each asked as another person would:
 * formal courtesies around a request ("I would be grateful if you could …", "if it's not too much trouble", "As a
 * …,"), Indonesian greetings, bahasa baku and chat tags ("selamat sore", "Dengan hormat", "… gk?", "mantul");
 * analyst shorthand for periods ("y/y", "FY23", "4Q25", "2021 thru 2023"); Indonesian shorthand ("di ats", "org",
 * "cetak", "dg", "500 M" as miliar); numbers said in words; and a holder phrase that describes rather than names.
 */
const CASES: readonly ReadingCase[] = [
  // courtesies and framing around the screen
  [
    'sgx',
    'I would be grateful if you could list SGX REITs with a dividend yield above 6%.',
    "sector = 'reit' and forward_dividend_yield > 0.06",
    null,
    50,
  ],
  [
    'idx',
    "I'd appreciate it if you could find banks with NIM above 5%",
    "sub_sector = 'banks' and net_interest_margin[2025] > 0.05",
    null,
    50,
  ],
  [
    'idx',
    "Would you mind terribly pulling up coal miners with P/E below 6, if it's not too much trouble?",
    "industry = 'coal' and pe_ttm > 0 and pe_ttm < 6",
    null,
    50,
  ],
  [
    'idx',
    'As a first-time investor, which banks have ROE above 15%?',
    "sub_sector = 'banks' and roe_ttm > 0.15",
    null,
    50,
  ],
  [
    'idx',
    'Might you show me cement makers with DER below 0.5? With thanks.',
    "industry = 'construction-materials' and der_mrq >= 0 and der_mrq < 0.5",
    null,
    50,
  ],
  [
    'idx',
    'selamat sore gan, tolong tampilkan emiten farmasi dgn margin bersih di ats 10% ya, mantul',
    "industry = 'pharmaceuticals' and net_profit_margin[2025] > 0.1",
    null,
    50,
  ],
  [
    'idx',
    'Dengan hormat, mohon ditampilkan daftar bank dengan ROE di atas 15%.',
    "sub_sector = 'banks' and roe_ttm > 0.15",
    null,
    50,
  ],
  [
    'idx',
    'Saya ingin mengetahui emiten batu bara dengan PER di bawah 8.',
    "industry = 'coal' and pe_ttm > 0 and pe_ttm < 8",
    null,
    50,
  ],
  // a closing "gk?"/"gak?" after a condition asks, whether or not "ada" opened the question
  ['idx', 'bro ada bank dgn PBV di bawah 1 gk', "sub_sector = 'banks' and pb_mrq > 0 and pb_mrq < 1", null, 50],
  [
    'idx',
    'emiten semen PER di bawah 10 gak?',
    "industry = 'construction-materials' and pe_ttm > 0 and pe_ttm < 10",
    null,
    50,
  ],
  // analyst shorthand: growth against the year before, fiscal years, quarters, ranges of years
  ['idx', 'rev up 12% y/y', 'revenue[2024] > 0 and (revenue[2025] - revenue[2024]) / revenue[2024] > 0.12', null, 50],
  [
    'idx',
    'laba bersih tumbuh 15% y/y',
    'earnings[2024] > 0 and (earnings[2025] - earnings[2024]) / earnings[2024] > 0.15',
    null,
    50,
  ],
  ['idx', 'FY23 revenue > 10 trillion', 'revenue[2023] > 10000000000000', null, 50],
  ['idx', '4Q25 revenue > 4Q24 revenue', 'revenue_q[Q4-2025] > revenue_q[Q4-2024]', null, 50],
  ['idx', "revenue Q2'26 > revenue Q2'25", 'revenue_q[Q2-2026] > revenue_q[Q2-2025]', null, 50],
  [
    'idx',
    'net margin above 8% for 2021 thru 2023',
    'net_profit_margin[2021] > 0.08 and net_profit_margin[2022] > 0.08 and net_profit_margin[2023] > 0.08',
    null,
    50,
  ],
  [
    'idx',
    'laba di atas 1 T tahun 2022 sampai 2024',
    'earnings[2022] > 1000000000000 and earnings[2023] > 1000000000000 and earnings[2024] > 1000000000000',
    null,
    50,
  ],
  ['idx', 'coal miners up moer than 3% today', "industry = 'coal' and daily_close_change > 0.03", null, 50],
  // Indonesian shorthand and "M" as miliar
  ['idx', 'emiten yg mempekerjakan lebih dr 1000 org', 'employee_num > 1000', null, 50],
  ['idx', 'emiten yang cetak rugi di 2024', 'earnings[2024] < 0', null, 50],
  ['idx', 'emiten dg pendapatan di atas 500 M', 'revenue[2025] > 500000000000', null, 50],
  ['idx', 'revenue above 100M', 'revenue[2025] > 100000000', null, 50],
  // numbers said in words, as a dictation writes them
  ['idx', 'bank dengan ROE di atas dua puluh lima persen', "sub_sector = 'banks' and roe_ttm > 0.25", null, 50],
  ['idx', 'companies with revenue above two thousand five hundred billion', 'revenue[2025] > 2500000000000', null, 50],
  ['idx', 'banks with P/B below one point five', "sub_sector = 'banks' and pb_mrq > 0 and pb_mrq < 1.5", null, 50],
  ['idx', 'saham dengan DER di bawah satu koma lima', 'der_mrq >= 0 and der_mrq < 1.5', null, 50],
  ['idx', 'laba di atas seratus miliar', 'earnings[2025] > 100000000000', null, 50],
  ['idx', 'harga di bawah Rp 2 ribu', 'last_close_price < 2000', null, 50],
  // a well-known group is a name however it is typed; a name the sentence says is one ("is an executive") too
  ['idx', 'companies owned by salim', "major_shareholders_name like '%salim%'", null, 50],
  ['idx', 'companies where hendra gunawan is a director', "key_executives_name like '%hendra gunawan%'", null, 50],
]

const REFUSALS: readonly RefusalCase[] = [
  // a kind of holder is no name: a `like` on it would answer a different question
  ['idx', 'companies controlled by wealthy families', "'wealthy families' describes rather than names"],
  ['idx', 'companies owned by Founding Families', "'founding families' describes rather than names"],
  ['idx', 'emiten yang dimiliki taipan', "'taipan' adalah gambaran, bukan nama"],
  ['idx', 'perusahaan yang terafiliasi dengan grup konglomerat', "'grup konglomerat' adalah gambaran, bukan nama"],
  // lowercase words nobody wrote as a name are not searched for either
  ['idx', 'companies run by budi', "'budi' is not written as a name"],
  ['idx', 'emiten milik tanjung', "'tanjung' tidak ditulis sebagai nama"],
  // a run of number words that is no number stays words, and is refused
  ['idx', 'banks with ROE above five twenty', 'Could not'],
]

/** A refused question's first rewrite, rebuilt from what was understood. */
function firstRewrite(question: string): string | undefined {
  const result = translateQuestion(question, 'idx')
  return result.ok ? undefined : result.suggestions[0]
}

describe('the classes of held-out batch 13 (issue 47), asked anew', () => {
  it.each(CASES)('%s: %s', expectReading)

  it.each(REFUSALS)('%s: refuses %s', expectRefusal)

  it('offers a rewrite rebuilt from the understood parts, never the sentence with holes in it', () => {
    expect(firstRewrite('Good evening, I am a widower and would treasure a list of banks with ROE above 15%')).toBe(
      'banks with ROE above 15%',
    )
    expect(firstRewrite('selamat pagi, mohon dengan sangat hormat ditampilkan bank dengan ROE di atas 15%')).toBe(
      'bank dengan ROE di atas 15%',
    )
  })
})
