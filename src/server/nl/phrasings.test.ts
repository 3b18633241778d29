import { describe, expect, it } from 'vitest'
import { translateQuestion } from './index'
import { expectReading, expectRefusal } from './reading-cases'
import type { ReadingCase, RefusalCase } from './reading-cases'

const STATE = "major_shareholders_name in ['Negara Republik Indonesia', 'PT Danantara Asset Management']"

/**
 * Issue 47, the phrasings the fifth held-out batch found unread, each class asked as another person would: chatty
 * framings, "-nya", a typo inside a phrase, stakes and executives in a sentence, multiples and fractions in words,
 * "within 5%" of a high, the closing "nggak?", a metric repeated in a quarter comparison, Indonesian REIT kinds.
 */
const CASES: readonly ReadingCase[] = [
  // framings around the question: greetings, "I'm curious", "mau nanya", "kasih list"
  ['idx', "good afternoon! I'm hunting for banks with ROE above 15%, any suggestions?", "sub_sector = 'banks' and roe_ttm > 0.15", null, 50],
  ['idx', "I'm curious which telcos have a P/E under 12", "sub_sector = 'telecommunication' and pe_ttm > 0 and pe_ttm < 12", null, 50],
  ['idx', 'mau nanya, kasih list bank yang harganya di bawah 1000', "sub_sector = 'banks' and last_close_price < 1000", null, 50],
  // "-nya" on a known word, and a typo inside a phrase, even of three letters
  ['idx', 'semen mana yang kapitalisasi pasarnya paling gede?', "industry = 'construction-materials' and market_cap is not null", '-market_cap', 10],
  ['idx', 'plantations with operating margn above 20%', "sub_industry = 'plantations-crops' and operating_profit_margin[2025] > 0.2", null, 50],
  ['idx', 'saham batu bra dengan PER di bawah 5', "industry = 'coal' and pe_ttm > 0 and pe_ttm < 5", null, 50],
  ['idx', 'banks near their 52 week hihg', "sub_sector = 'banks' and last_close_price >= 0.95 * 52_w_high_price", null, 50],
  // stakes and executives said in a sentence
  ['idx', 'companies in which Salim holds at least 10%', "major_shareholders_name like '%salim%' and major_shareholders_share_percentage >= 0.1", null, 50],
  ['idx', 'bank di mana Hartono memegang lebih dari 5%', "sub_sector = 'banks' and major_shareholders_name like '%hartono%' and major_shareholders_share_percentage > 0.05", null, 50],
  ['idx', 'companies with Boy Thohir among their directors', "key_executives_name like '%boy thohir%'", null, 50],
  ['idx', 'banks where the government holds a majority stake', `sub_sector = 'banks' and ${STATE} and major_shareholders_share_percentage > 0.5`, null, 50],
  ['idx', 'bank yang direksinya memiliki saham lebih dari 1%', "sub_sector = 'banks' and executives_shareholdings_share_percentage > 0.01", null, 50],
  // multiples and fractions in words, "within 5%" of a high
  ['idx', 'banks trading above twice their book value', "sub_sector = 'banks' and pb_mrq > 2", null, 50],
  ['idx', 'stocks that lost more than half their value over the past year', 'yearly_mcap_change < -0.5', null, 50],
  ['idx', 'saham yang naik lebih dari seperempat setahun terakhir', 'yearly_mcap_change > 0.25', null, 50],
  ['idx', 'insurers within 5% of their 52-week low', "sub_sector = 'insurance' and last_close_price <= 1.05 * 52_w_low_price", null, 50],
  // the closing "nggak?" of an "ada" question, a metric said again, "IPOed", an Indonesian REIT kind
  ['idx', 'ada emiten semen yang untung di 2023 nggak?', "industry = 'construction-materials' and earnings[2023] > 0", null, 50],
  ['idx', 'net income in Q2 2025 higher than net income in Q1 2025', 'earnings_q[Q2-2025] > earnings_q[Q1-2025]', null, 50],
  ['idx', 'companies that IPOed between 2010 and 2012', "listing_date >= '2010-01-01' and listing_date <= '2012-12-31'", null, 50],
  ['sgx', 'reit perkantoran dengan yield di atas 7%', "sub_sector = 'reit-office' and forward_dividend_yield > 0.07", null, 50],
] // prettier-ignore

/** Where a reading would be a guess: refused, never a query with another meaning. */
const REFUSALS: readonly RefusalCase[] = [
  // a different metric after the second quarter is a comparison of two metrics, which the screener cannot write
  ['idx', 'revenue in Q3 2025 above net income in Q2 2025', 'Could not tell which of Q3-2025 and Q2-2025'],
  // "near" is within 5%: another distance is not that rule
  ['idx', 'stocks within 10% of their all-time high', "Could not tell what '10%' refers to"],
  // "nggak" right after "yang" negates: the question is unfinished, not a yes/no tag
  ['idx', 'ada bank yang nggak?', "Tidak dipahami: 'nggak'"],
  // half of earnings paid out is a payout, not a P/E of 0.5
  ['idx', 'companies paying out more than half their earnings', "Could not tell what to do with 'earnings'"],
]

describe('everyday phrasings of issue 47 (held-out batch 5 classes)', () => {
  it.each(CASES)('%s: %s', expectReading)

  it.each(REFUSALS)('%s: refuses %s', expectRefusal)

  it('answers an Indonesian stake question wholly in Indonesian', () => {
    const result = translateQuestion('emiten di mana Hartono memegang lebih dari 10%', 'idx')
    if (!result.ok) throw new Error(result.message)
    expect(result.translation.message).toBe(
      "Perusahaan dengan ada pemegang saham utama bernama seperti 'hartono' dan ada pemegang saham dengan lebih dari 10%.",
    )
  })
})
