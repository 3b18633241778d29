import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'

const server = createTestServer()
const total = server.market.summary.counts.idx_companies
const sortedSymbols = server.market.db
  .prepare<[], { symbol: string }>('SELECT symbol FROM idx_companies ORDER BY symbol')
  .all()
  .map((row) => row.symbol)

async function page(query: string) {
  const { status, body } = await server.get(`/v2/companies/?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return z.strictObject(screenerResponse.shape).parse(body)
}

describe('screener parameters and defaults', () => {
  it('answers 50 companies by symbol from offset 0, each with only symbol and company_name', async () => {
    const { status, body } = await server.get('/v2/companies/')
    expect(status).toBe(200)
    expect(Object.keys(body as object)).toEqual(['results', 'pagination'])
    const parsed = screenerResponse.parse(body)
    expect(parsed.results.map((row) => row.symbol)).toEqual(sortedSymbols.slice(0, 50))
    for (const row of parsed.results) expect(Object.keys(row)).toEqual(['symbol', 'company_name'])
    expect(parsed.pagination).toMatchObject({ total_count: total, showing: 50, limit: 50, offset: 0 })
  })

  it('serves the path with and without its trailing slash', async () => {
    const withSlash = await server.get('/v2/companies/?limit=3')
    const withoutSlash = await server.get('/v2/companies?limit=3')
    expect(withoutSlash).toEqual(withSlash)
  })

  it.each(['1', '200', '37'])('accepts limit=%s', async (limit) => {
    const parsed = await page(`limit=${limit}`)
    expect(parsed.results).toHaveLength(Number(limit))
    expect(parsed.pagination.limit).toBe(Number(limit))
  })

  it.each(['0', '201', '-1', 'abc', '1.5', '', '1e2', '9999'])('refuses limit=%s with INVALID_LIMIT', async (limit) => {
    expect(await server.get(`/v2/companies/?limit=${limit}`)).toEqual({
      status: 400,
      body: { error: 'INVALID_LIMIT', message: 'LIMIT must be a positive integer up to 200.', parameter: 'limit' },
    })
  })

  it.each(['-3', 'x', '2.5', ''])('refuses offset=%s with INVALID_OFFSET', async (offset) => {
    expect(await server.get(`/v2/companies/?offset=${offset}`)).toEqual({
      status: 400,
      body: { error: 'INVALID_OFFSET', message: 'OFFSET must be a non-negative integer.', parameter: 'offset' },
    })
  })

  it('refuses unknown parameters, naming them', async () => {
    expect(await server.get('/v2/companies/?invalid_param=1')).toEqual({
      status: 400,
      body: {
        error: 'UNSUPPORTED_PARAMETERS',
        message: 'Unsupported parameters: invalid_param.',
        parameter: 'invalid_param',
      },
    })
    const both = await server.get('/v2/companies/?sub_sector=banks&sort=x')
    expect(both.body).toMatchObject({
      error: 'UNSUPPORTED_PARAMETERS',
      message: 'Unsupported parameters: sub_sector, sort.',
    })
  })

  it('refuses a parameter given twice instead of guessing which one was meant', async () => {
    expect(await server.get('/v2/companies/?limit=5&limit=10')).toEqual({
      status: 400,
      body: { error: 'INVALID_PARAMETER', message: "Parameter 'limit' was given more than once.", parameter: 'limit' },
    })
  })

  it.each(['true', 'True', '1', 'yes'])('reads desc=%s as descending', async (desc) => {
    const parsed = await page(`desc=${desc}&limit=5`)
    expect(parsed.results.map((row) => row.symbol)).toEqual([...sortedSymbols].reverse().slice(0, 5))
  })

  it('refuses a desc or include_query_values that is not a boolean', async () => {
    expect((await server.get('/v2/companies/?desc=maybe')).body).toEqual({
      error: 'INVALID_PARAMETER',
      message: 'desc must be true or false.',
      parameter: 'desc',
    })
    expect((await server.get('/v2/companies/?include_query_values=2')).status).toBe(400)
  })

  it('keeps a "-" key descending and makes the others descending too with desc=true', async () => {
    const parsed = await page('order_by=market_cap&desc=true&limit=3&include_query_values=true')
    const caps = parsed.results.map((row) => Number(row.query_values?.market_cap))
    expect(caps).toEqual([...caps].sort((a, b) => b - a))
  })
})

describe('pagination arithmetic', () => {
  const limit = 10
  const lastOffset = Math.floor((total - 1) / limit) * limit

  it('on the first page: a next page, no previous one', async () => {
    expect((await page(`limit=${limit}`)).pagination).toEqual({
      total_count: total,
      showing: limit,
      limit,
      offset: 0,
      has_next: true,
      has_previous: false,
      next_offset: limit,
      previous_offset: null,
    })
  })

  it('on a middle page: both neighbours', async () => {
    const parsed = await page(`limit=${limit}&offset=20`)
    expect(parsed.pagination).toMatchObject({
      showing: limit,
      has_next: true,
      has_previous: true,
      next_offset: 30,
      previous_offset: 10,
    })
    expect(parsed.results.map((row) => row.symbol)).toEqual(sortedSymbols.slice(20, 30))
  })

  it('on the last page: what remains, and no next page', async () => {
    const parsed = await page(`limit=${limit}&offset=${lastOffset}`)
    expect(parsed.pagination).toMatchObject({
      showing: total - lastOffset,
      has_next: false,
      next_offset: null,
      has_previous: true,
      previous_offset: lastOffset - limit,
    })
  })

  it('past the end: an empty page that still points back', async () => {
    const parsed = await page(`limit=${limit}&offset=${total + 5}`)
    expect(parsed.results).toEqual([])
    expect(parsed.pagination).toMatchObject({
      total_count: total,
      showing: 0,
      has_next: false,
      has_previous: true,
      previous_offset: total + 5 - limit,
    })
  })

  it('never points before the first row', async () => {
    expect((await page(`limit=${limit}&offset=3`)).pagination.previous_offset).toBe(0)
  })

  it('walking next_offset visits every company exactly once', async () => {
    const seen: string[] = []
    let offset: number | null = 0
    while (offset !== null) {
      const parsed = await page(`limit=200&offset=${offset}`)
      seen.push(...parsed.results.map((row) => row.symbol))
      offset = parsed.pagination.next_offset
    }
    expect(seen).toEqual(sortedSymbols)
  })
})
