import { describe, expect, it } from 'vitest'
import { HISTORICAL_FINANCIAL_KEYS, idxReportResponse } from '../../shared/api/idx-report'
import { screenerResponse } from '../../shared/api/screener'
import { createTestServer } from '../testing/harness'

/**
 * A company's report and the screener answer from the same rows: every yearly number of `historical_financials`,
 * and the peers' figures, equal the screener's fields for the same company and year.
 */
const server = createTestServer()
const screenerLines = HISTORICAL_FINANCIAL_KEYS.filter((key) =>
  ['revenue', 'earnings', 'total_assets', 'total_equity', 'operating_cash_flow', 'ebitda'].includes(key),
)

async function queryValues(symbol: string, fields: readonly string[]) {
  const where = `symbol = '${symbol}'`
  const orderBy = fields.join(',')
  const { body } = await server.get(
    `/v2/companies/?where=${encodeURIComponent(where)}&order_by=${encodeURIComponent(orderBy)}&include_query_values=true`,
  )
  return screenerResponse.parse(body).results[0]?.query_values ?? {}
}

describe('reports and the screener', () => {
  it.each(['banks', 'coal'])('give the same yearly numbers for the largest company of %s', async (group) => {
    const where = group === 'banks' ? "sub_sector = 'banks'" : "industry = 'coal'"
    const { body } = await server.get(`/v2/companies/?where=${encodeURIComponent(where)}&order_by=-market_cap&limit=1`)
    const symbol = screenerResponse.parse(body).results[0]?.symbol ?? ''
    const report = idxReportResponse.parse(
      (await server.get(`/v2/company/report/${symbol}/?sections=financials,peers`)).body,
    )
    const years = report.financials?.historical_financials ?? []
    expect(years.length).toBeGreaterThan(3)
    for (const year of years) {
      const values = await queryValues(
        symbol,
        screenerLines.map((line) => `${line}[${String(year.year)}]`),
      )
      for (const line of screenerLines)
        expect(year[line], `${symbol} ${line} ${String(year.year)}`).toBe(values[`${line}[${String(year.year)}]`])
    }
    for (const peer of report.peers?.[0]?.peers_data.companies ?? []) {
      if (peer.year === null) continue
      const values = await queryValues(peer.symbol, [
        `revenue[${String(peer.year)}]`,
        `earnings[${String(peer.year)}]`,
        'market_cap',
        'pe_ttm',
      ])
      expect([peer.total_revenue, peer.net_income, peer.market_cap, peer.pe_ttm], peer.symbol).toEqual([
        values[`revenue[${String(peer.year)}]`],
        values[`earnings[${String(peer.year)}]`],
        values.market_cap,
        values.pe_ttm,
      ])
    }
  })
})
