import { z } from 'zod/mini'
import type { CompanyListItem, CompanySortKey } from '../../shared/api/companies'
import { screenerResponse, type ScreenerRow } from '../../shared/api/screener'
import { LATEST_FISCAL_YEAR } from '../../shared/catalogue'
import { ApiProblem } from '../http/problems'
import { readCompanyListQuery } from '../companies/list-query'
import type { AnswerSource } from '../source'
import { buffer, jsonAnswer, pathOf, toResponse, type BufferedAnswer } from './answer'

/** The v2 screener field each v1 `sort_by` sorts on: metrics of the latest complete fiscal year, as v1 did. */
const V2_FIELD: Record<CompanySortKey, string> = {
  symbol: 'symbol',
  company_name: 'company_name',
  market_cap: 'market_cap',
  dividend_yield: `total_yield[${LATEST_FISCAL_YEAR}]`,
  total_dividend: `total_dividend[${LATEST_FISCAL_YEAR}]`,
  revenue: `revenue[${LATEST_FISCAL_YEAR}]`,
  earnings: `earnings[${LATEST_FISCAL_YEAR}]`,
  pb: `pb[${LATEST_FISCAL_YEAR}]`,
  pe: `pe[${LATEST_FISCAL_YEAR}]`,
  ps: `ps[${LATEST_FISCAL_YEAR}]`,
}

const PAGE = 200
/** a sub-sector holds ~115 companies at most on the real market; this bounds a runaway loop, not a real list */
const MAX_PAGES = 20

const V1_LIST = /^\/v1\/companies\/?$/

const sortedBy = (row: ScreenerRow, sortBy: CompanySortKey, field: string): CompanyListItem['sorted_by'] => {
  if (sortBy === 'symbol') return row.symbol
  if (sortBy === 'company_name') return row.company_name
  const value = row.query_values?.[field]
  return typeof value === 'number' ? value : null
}

/** v1's order: missing values last, then by value in the asked direction, ties by symbol. */
function v1Order(desc: boolean) {
  return (a: CompanyListItem, b: CompanyListItem): number => {
    if ((a.sorted_by === null) !== (b.sorted_by === null)) return a.sorted_by === null ? 1 : -1
    if (a.sorted_by !== null && b.sorted_by !== null && a.sorted_by !== b.sorted_by)
      return (a.sorted_by < b.sorted_by ? -1 : 1) * (desc ? -1 : 1)
    return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0
  }
}

const CACHE_RANK = { hit: 0, miss: 1, stale: 2 } as const
type CacheWord = keyof typeof CACHE_RANK
const isCacheWord = (word: string | null): word is CacheWord => word !== null && word in CACHE_RANK

/** A v2 failure told in v1's words: `{"error": "sentence"}`, same status and headers. */
function asV1Error(answer: BufferedAnswer): BufferedAnswer {
  const text = new TextDecoder().decode(answer.body)
  const parsed = z.safeParse(z.object({ error: z.string(), message: z.optional(z.string()) }), safeJson(text))
  const sentence = parsed.success
    ? (parsed.data.message ?? parsed.data.error)
    : `The Sectors API answered ${answer.status}.`
  return jsonAnswer(answer.status, { error: sentence }, answer.headers)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The real service answers every `/v1/*` with 410 Gone since 2026-05 (NOTES §0). This layer answers the v1
 * company list itself, through the v2 screener (`where sub_sector = '…'`, every page, the sort key's v2 field in
 * `query_values`), in v1's bare-array shape and order, so old clients and the sub-sector page keep working.
 * The v2 calls go through the inner layers: cached, counted, failing over to stale entries like any other.
 */
export function withV1CompanyList(inner: AnswerSource): AnswerSource {
  return {
    mode: inner.mode,
    label: inner.label,
    answer: async (pathAndQuery, request) => {
      if (!V1_LIST.test(pathOf(pathAndQuery)) || request.method !== 'GET') return inner.answer(pathAndQuery, request)
      let query
      try {
        query = readCompanyListQuery(new URL(pathAndQuery, 'http://gateway.invalid').href)
      } catch (error) {
        if (!(error instanceof ApiProblem)) throw error
        return toResponse(jsonAnswer(error.status, error.body))
      }
      const field = V2_FIELD[query.sortBy]
      const where = `${query.level} = '${query.slug}'`
      const rows: CompanyListItem[] = []
      let cache: CacheWord = 'hit'
      let age = 0
      for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
        const params = new URLSearchParams({
          where,
          order_by: query.desc ? `-${field}` : field,
          limit: String(PAGE),
          offset: String(offset),
          include_query_values: 'true',
        })
        const answer = await buffer(await inner.answer(`/v2/companies/?${params.toString()}`, request))
        const word = answer.headers['x-cache'] ?? null
        if (isCacheWord(word) && CACHE_RANK[word] > CACHE_RANK[cache]) cache = word
        if (answer.status !== 200) return toResponse(asV1Error(answer), {}, answer.fault)
        const parsed = z.safeParse(screenerResponse, safeJson(new TextDecoder().decode(answer.body)))
        if (!parsed.success)
          return toResponse(jsonAnswer(502, { error: 'The Sectors API answered the screener in an unexpected shape.' }))
        for (const row of parsed.data.results)
          rows.push({
            symbol: row.symbol,
            company_name: row.company_name,
            sorted_by: sortedBy(row, query.sortBy, field),
          })
        age = Math.max(age, Number(answer.headers.age ?? 0))
        const next = parsed.data.pagination.next_offset
        if (!parsed.data.pagination.has_next || next === null) break
        offset = next
      }
      rows.sort(v1Order(query.desc))
      return toResponse(jsonAnswer(200, rows), { 'x-cache': cache, age: String(age) })
    },
  }
}
