import { describe, expect, it } from 'vitest'
import { screenerResponse } from '../../shared/api/screener'
import type { ScreenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'

/**
 * Questions as people type them into the screener's `q`, over HTTP on the demo market: each asserts the
 * translated `where`/`order_by` and the values of the rows it returns, so a reading that drops a year, a quarter
 * or a word would show in both.
 */
const server = createTestServer()

async function ask(question: string): Promise<ScreenerResponse> {
  const { status, body } = await server.get(
    `/v2/companies/?q=${encodeURIComponent(question)}&include_query_values=true&limit=200`,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  return screenerResponse.parse(body)
}

async function refused(question: string): Promise<string> {
  const { status, body } = await server.get(`/v2/companies/?q=${encodeURIComponent(question)}`)
  expect(status).toBe(400)
  expect(body).toMatchObject({ error: 'NON_TRANSLATABLE_QUERY' })
  return (body as { message: string }).message
}

/** The rows' values of one field: at least one row, so that a check over them can fail. */
function values(response: ScreenerResponse, key: string): number[] {
  expect(response.results.length, 'the question matched no company').toBeGreaterThan(0)
  return response.results.map((row) => Number(row.query_values?.[key]))
}

describe('a list or range of periods keeps every member', () => {
  it('"net margin above 5% in each of 2021, 2022 and 2023" holds in all three years', async () => {
    const response = await ask('net margin above 5% in each of 2021, 2022 and 2023')
    expect(response.llm_translation?.translated_params.where).toBe(
      'net_profit_margin[2021] > 0.05 and net_profit_margin[2022] > 0.05 and net_profit_margin[2023] > 0.05',
    )
    expect(response.results.length).toBeGreaterThan(0)
    for (const year of [2021, 2022, 2023])
      expect(values(response, `net_profit_margin[${year}]`).every((margin) => margin > 0.05)).toBe(true)
  })

  it('"untung setiap tahun sejak 2022" is a profit in 2022, 2023, 2024 and 2025, said in Indonesian', async () => {
    const response = await ask('untung setiap tahun sejak 2022')
    expect(response.llm_translation?.translated_params.where).toBe(
      'earnings[2022] > 0 and earnings[2023] > 0 and earnings[2024] > 0 and earnings[2025] > 0',
    )
    expect(response.llm_translation?.message).toContain('berlaku pada setiap tahun 2022, 2023, 2024 dan 2025')
    for (const year of [2022, 2023, 2024, 2025])
      expect(values(response, `earnings[${year}]`).every((earnings) => earnings > 0)).toBe(true)
  })

  it('"revenue above 1 trillion in Q1 2024 and Q2 2024" checks both quarters', async () => {
    const response = await ask('revenue above 1 trillion in Q1 2024 and Q2 2024')
    expect(response.llm_translation?.translated_params.where).toBe(
      'revenue_q[Q1-2024] > 1000000000000 and revenue_q[Q2-2024] > 1000000000000',
    )
    for (const quarter of ['Q1-2024', 'Q2-2024'])
      expect(values(response, `revenue_q[${quarter}]`).every((revenue) => revenue > 1e12)).toBe(true)
  })

  it('refuses a year it could not place rather than answering without it', async () => {
    expect(await refused('banks in 2024')).toMatch(/^Could not tell what '2024' applies to/)
  })
})

describe('a name search only for a name', () => {
  it('refuses "companies with the most women on the board" instead of searching for that phrase', async () => {
    expect(await refused('companies with the most women on the board')).toMatch(
      /^'the most women' describes rather than names/,
    )
  })

  it('searches "companies whose CEO is …" as the executive name and the President Director position', async () => {
    const response = await ask('companies whose CEO is Budi')
    expect(response.llm_translation?.translated_params.where).toBe(
      "key_executives_name like '%budi%' and key_executives_position like '%president director%'",
    )
  })
})

describe('verbs, multiples, imperatives and compounds', () => {
  it('"trading under 8 times earnings" is a positive P/E below 8', async () => {
    const response = await ask('banks trading under 8 times earnings')
    expect(response.llm_translation?.translated_params.where).toBe("sub_sector = 'banks' and pe_ttm > 0 and pe_ttm < 8")
    expect(values(response, 'pe_ttm').every((pe) => pe > 0 && pe < 8)).toBe(true)
  })

  it('"whose revenue doubled in 2025" is revenue growth of at least 100%', async () => {
    const response = await ask('companies whose revenue doubled in 2025')
    expect(response.llm_translation?.translated_params.where).toBe(
      'revenue[2024] > 0 and (revenue[2025] - revenue[2024]) / revenue[2024] >= 1',
    )
    const before = values(response, 'revenue[2024]')
    const grown = values(response, 'revenue[2025]').map((now, index) => now / (before[index] ?? Number.NaN))
    expect(grown.every((ratio) => ratio >= 2)).toBe(true)
  })

  it('"paying more than 6% in dividends" is a dividend yield above 6%', async () => {
    const response = await ask('companies paying more than 6% in dividends')
    expect(response.llm_translation?.translated_params.where).toBe('yield_ttm > 0.06')
    expect(values(response, 'yield_ttm').every((dividendYield) => dividendYield > 0.06)).toBe(true)
  })

  it.each([
    {
      question: 'urutkan bank berdasarkan dividen',
      reads: 'sorts banks by dividend yield, highest first',
      where: "sub_sector = 'banks' and yield_ttm is not null",
      order_by: '-yield_ttm',
    },
    {
      question: 'low-PE coal companies',
      reads: 'ranks coal companies by positive P/E, lowest first',
      where: "industry = 'coal' and pe_ttm > 0",
      order_by: 'pe_ttm',
    },
  ])('"$question" $reads', async ({ question, where, order_by }) => {
    const response = await ask(question)
    expect(response.llm_translation?.translated_params).toMatchObject({ where, order_by })
    const descending = order_by.startsWith('-')
    const figures = values(response, order_by.replace(/^-/, ''))
    expect(figures).toEqual([...figures].sort((a, b) => (descending ? b - a : a - b)))
  })

  it('"low-PE coal companies" keeps only positive P/Es', async () => {
    const ratios = values(await ask('low-PE coal companies'), 'pe_ttm')
    expect(ratios.length).toBeGreaterThan(0)
    expect(ratios.every((pe) => pe > 0)).toBe(true)
  })

  it('an Indonesian refusal is wholly Indonesian, rewrites included', async () => {
    const message = await refused('urutkan berdasarkan')
    expect(message).not.toMatch(/Could not|Understood|Try for example/)
    expect(message).toMatch(/^Tidak jelas/)
  })
})

describe('everyday phrasings: chatty, symbols, informal negations', () => {
  it('"ada nggak bank yang PER-nya di bawah 8?" is banks with a positive P/E below 8', async () => {
    const response = await ask('ada nggak bank yang PER-nya di bawah 8?')
    expect(response.llm_translation?.translated_params.where).toBe("sub_sector = 'banks' and pe_ttm > 0 and pe_ttm < 8")
    expect(response.llm_translation?.message).toMatch(/^Bank dengan /)
    expect(values(response, 'pe_ttm').every((pe) => pe > 0 && pe < 8)).toBe(true)
  })

  it('"PE under 12 + yield over 5%" joins the two conditions', async () => {
    const response = await ask('PE under 12 + yield over 5%')
    expect(response.llm_translation?.translated_params.where).toBe('pe_ttm > 0 and pe_ttm < 12 and yield_ttm > 0.05')
    expect(values(response, 'pe_ttm').every((pe) => pe > 0 && pe < 12)).toBe(true)
    expect(values(response, 'yield_ttm').every((dividendYield) => dividendYield > 0.05)).toBe(true)
  })

  it('"bank yang nggak bagi dividen" keeps its "not": banks that paid no dividend', async () => {
    const response = await ask('bank yang nggak bagi dividen')
    expect(response.llm_translation?.translated_params.where).toBe(
      "sub_sector = 'banks' and (yield_ttm = 0 or yield_ttm is null)",
    )
    expect(values(response, 'yield_ttm').every((dividendYield) => !(dividendYield > 0))).toBe(true)
  })

  it('"bank dengan ROE tinggi" ranks banks by ROE, highest first', async () => {
    const response = await ask('bank dengan ROE tinggi')
    expect(response.llm_translation?.translated_params).toMatchObject({
      where: "sub_sector = 'banks' and roe_ttm is not null",
      order_by: '-roe_ttm',
      limit: 10,
    })
    const ratios = values(response, 'roe_ttm')
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a))
  })
})

describe('two periods compared, and years said loosely', () => {
  it('"net income up from Q2 to Q3 2025" compares the two quarters', async () => {
    const response = await ask('net income up from Q2 to Q3 2025')
    expect(response.llm_translation?.translated_params.where).toBe('earnings_q[Q3-2025] > earnings_q[Q2-2025]')
    const before = values(response, 'earnings_q[Q2-2025]')
    expect(values(response, 'earnings_q[Q3-2025]').every((now, index) => now > (before[index] ?? Number.NaN))).toBe(
      true,
    )
  })

  it('"companies with profit up from 2023 to 2024" is one change, not a rise in each year', async () => {
    const response = await ask('companies with profit up from 2023 to 2024')
    expect(response.llm_translation?.translated_params.where).toBe('earnings[2024] > earnings[2023]')
    const before = values(response, 'earnings[2023]')
    expect(values(response, 'earnings[2024]').every((now, index) => now > (before[index] ?? Number.NaN))).toBe(true)
  })

  it('"profitable since 2021" is a profit in every year from 2021 to 2025', async () => {
    const response = await ask('profitable since 2021')
    for (const year of [2021, 2022, 2023, 2024, 2025])
      expect(values(response, `earnings[${year}]`).every((earnings) => earnings > 0)).toBe(true)
  })

  it('refuses two quarters of one year it cannot place, rather than reading both as one', async () => {
    expect(await refused('revenue above 1 trillion in Q1 2025 and net income above 100 billion in Q2 2025')).toMatch(
      /^Could not tell which of Q1-2025 and Q2-2025 each condition is about/,
    )
  })
})

describe('stakes of the state and of executives', () => {
  it('"di mana pemerintah memiliki lebih dari separuh saham" is the state-owned rule, said in Indonesian', async () => {
    const response = await ask('perusahaan di mana pemerintah memiliki lebih dari separuh saham')
    expect(response.llm_translation?.translated_params.where).toBe(
      "major_shareholders_name in ['Negara Republik Indonesia', 'PT Danantara Asset Management'] and " +
        'major_shareholders_share_percentage > 0.5',
    )
    expect(response.llm_translation?.message).toContain('BUMN')
    expect(response.results.length).toBeGreaterThan(0)
  })

  it('"executives own more than 0.1%" compares the executive stake', async () => {
    const response = await ask('companies where executives own more than 0.1%')
    expect(response.llm_translation?.translated_params.where).toBe('executives_shareholdings_share_percentage > 0.001')
    expect(response.results.length).toBeGreaterThan(0)
    // a list member's query value is the list's entries: one executive's stake is above 0.1%
    const stakes = response.results.map((row) => {
      const entries: unknown = row.query_values?.['executives_shareholdings_share_percentage']
      const list = Array.isArray(entries) ? (entries as { share_percentage?: unknown }[]) : []
      return list.map((entry) => Number(entry.share_percentage))
    })
    expect(stakes.every((list) => list.some((stake) => stake > 0.001))).toBe(true)
  })
})

describe('a year binds to the metric it is written with, and a quarter list keeps every quarter', () => {
  it('"revenue 2024 > Rp 1T & ROE > 10%" reads ROE as its current value, not as ROE in 2024', async () => {
    const response = await ask('revenue 2024 > Rp 1T & ROE > 10%')
    expect(response.llm_translation?.translated_params.where).toBe('revenue[2024] > 1000000000000 and roe_ttm > 0.1')
    expect(values(response, 'revenue[2024]').every((revenue) => revenue > 1e12)).toBe(true)
    expect(values(response, 'roe_ttm').every((roe) => roe > 0.1)).toBe(true)
  })

  it('"rugi di kuartal I dan kuartal II 2025" is a loss in both quarters, said in Indonesian', async () => {
    const response = await ask('rugi di kuartal I dan kuartal II 2025')
    expect(response.llm_translation?.translated_params.where).toBe(
      'earnings_q[Q1-2025] < 0 and earnings_q[Q2-2025] < 0',
    )
    expect(response.llm_translation?.message).toContain('berlaku pada setiap kuartal Q1 2025 dan Q2 2025')
    for (const quarter of ['Q1-2025', 'Q2-2025'])
      expect(values(response, `earnings_q[${quarter}]`).every((earnings) => earnings < 0)).toBe(true)
  })
})

describe('a class inside a class phrase, ranges with a dash, debt ratios as a percentage', () => {
  it('"emiten tambang emas" is gold miners alone, never coal as well', async () => {
    const response = await ask('emiten tambang emas dengan PER di bawah 100')
    expect(response.llm_translation?.translated_params.where).toBe(
      "sub_industry = 'gold' and pe_ttm > 0 and pe_ttm < 100",
    )
    expect(response.llm_translation?.message).toMatch(/^Penambang emas/)
    expect(values(response, 'pe_ttm').every((pe) => pe > 0 && pe < 100)).toBe(true)
  })

  it('"net margin 10-20%" keeps both ends of the range', async () => {
    const response = await ask('net margin 10-20%')
    expect(response.llm_translation?.translated_params.where).toBe(
      'net_profit_margin[2025] >= 0.1 and net_profit_margin[2025] <= 0.2',
    )
    expect(values(response, 'net_profit_margin[2025]').every((margin) => margin >= 0.1 && margin <= 0.2)).toBe(true)
  })

  it('"DAR < 30%" is debt to assets below 0.3, answered in English', async () => {
    const response = await ask('DAR < 30%')
    expect(response.llm_translation?.translated_params.where).toBe('dar_mrq >= 0 and dar_mrq < 0.3')
    expect(response.llm_translation?.message).toMatch(/^Companies with debt\/assets/)
    expect(values(response, 'dar_mrq').every((ratio) => ratio >= 0 && ratio < 0.3)).toBe(true)
  })
})
