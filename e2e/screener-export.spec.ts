import { readFile } from 'node:fs/promises'
import { screen } from './api'
import { expect, test } from './fixtures'

test('exports every page of the current query as CSV, with units in the headers and raw numbers', async ({
  page,
  request,
  screener,
}) => {
  const where = 'market_cap > 100000000000'
  // only the queried field as a column, so each line can be checked against the service's answer in full
  await screener.open(`where=${encodeURIComponent(where)}&order_by=-market_cap&columns=none`)
  const all = await screen(
    request,
    `where=${encodeURIComponent(where)}&order_by=-market_cap&limit=200&include_query_values=true`,
  )
  const total = all.pagination.total_count
  expect(total).toBeGreaterThan(200) // more than one request's worth, so the export has to page

  const download = page.waitForEvent('download')
  await screener.exportCsv.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^screener-idx-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '')
  const lines = text.trimEnd().split('\r\n')
  expect(lines[0]).toBe('symbol,company_name,market_cap (IDR)')
  expect(lines).toHaveLength(total + 1)
  const first = all.results[0]
  const marketCap = first?.query_values?.market_cap
  if (typeof marketCap !== 'number') throw new Error('the service sent no market cap')
  expect(lines[1]).toBe(`${first?.symbol ?? ''},${first?.company_name ?? ''},${String(marketCap)}`)
})
