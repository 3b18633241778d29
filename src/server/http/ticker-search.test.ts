import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screenerResponse } from '../../shared/api/screener'
import { composeServer } from '../compose'
import { openSharedTestMarket } from '../testing/shared-test-market'
import { TEST_KEY } from '../testing/harness'

/** The real server on the shared demo market, serving a dashboard build of one page. */
function dashboardOnDemoMarket() {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>dashboard</title>')
  const logs: string[] = []
  const app = composeServer({
    market: openSharedTestMarket(),
    keys: [TEST_KEY],
    clientDir,
    log: () => undefined,
    logError: (line) => logs.push(line),
  })
  return { app, logs }
}

const { app, logs } = dashboardOnDemoMarket()

/** Where the search form, submitted with `text`, takes the browser. */
async function searched(text: string): Promise<{ status: number; location: string | null }> {
  const response = await app.request(`/search?${new URLSearchParams({ ticker: text }).toString()}`)
  return { status: response.status, location: response.headers.get('location') }
}

/** The service's largest company of a market whose name contains `text` (what the app suggests first). */
async function largestNamed(market: '' | 'sgx/', text: string) {
  const where = `symbol like '${text}%' or company_name like '%${text}%'`
  const query = new URLSearchParams({ where, order_by: '-market_cap', limit: '1' })
  const response = await app.request(`/v2/${market}companies/?${query.toString()}`, {
    headers: { authorization: TEST_KEY },
  })
  return screenerResponse.parse(await response.json()).results[0]
}

describe('the ticker search as a plain form (before hydration, or without JavaScript)', () => {
  it('takes a complete ticker of either market straight to its report', async () => {
    expect(await searched('bbca.jk')).toEqual({ status: 303, location: '/reports/BBCA' })
    expect(await searched(' BBRI ')).toEqual({ status: 303, location: '/reports/BBRI' })
    expect(await searched('d05')).toEqual({ status: 303, location: '/reports/sgx/D05' })
  })

  it('takes part of a name to the largest matching company, IDX before SGX, as the first suggestion', async () => {
    // a name (no ticker: it has spaces), lower case: the largest IDX company whose name holds it
    const text = (await largestNamed('', ''))?.company_name.toLowerCase() ?? ''
    expect(text).toContain(' ')
    const named = await largestNamed('', text)
    expect(await searched(text)).toEqual({ status: 303, location: `/reports/${named?.symbol.replace(/\.JK$/, '')}` })
    // the largest SGX company's name: an IDX company holding it comes first, else that SGX company
    const sgx = await largestNamed('sgx/', '')
    const sgxName = sgx?.company_name.toLowerCase() ?? ''
    const idxNamed = await largestNamed('', sgxName)
    const expected =
      idxNamed === undefined ? `/reports/sgx/${sgx?.symbol ?? ''}` : `/reports/${idxNamed.symbol.replace(/\.JK$/, '')}`
    expect(await searched(sgxName)).toEqual({ status: 303, location: expected })
  })

  it('opens the screener filtered by the text when nothing matches, keeping the text to correct', async () => {
    const { status, location } = await searched("no such company's name")
    expect(status).toBe(303)
    const target = new URL(location ?? '', 'http://dashboard.test')
    expect(target.pathname).toBe('/screener')
    expect(target.searchParams.get('where')).toBe(
      "symbol like 'no such company''s name%' or company_name like '%no such company''s name%'",
    )
    // an empty search opens the screener as it is
    expect(await searched('')).toEqual({ status: 303, location: '/screener' })
    expect((await app.request('/search')).headers.get('location')).toBe('/screener')
    expect(logs).toEqual([])
  })
})
