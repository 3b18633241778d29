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
