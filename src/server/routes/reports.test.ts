import { describe, expect, it } from 'vitest'
import { IDX_REPORT_SECTIONS, idxReportResponse, type IdxReport } from '../../shared/api/idx-report'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db

const SECTIONS = IDX_REPORT_SECTIONS satisfies readonly (keyof IdxReport)[]

interface StoredCompany {
  symbol: string
  company_name: string
}
const companies = db.prepare<[], StoredCompany>('SELECT symbol, company_name FROM idx_companies').all()
const listed = new Set(companies.map((c) => c.symbol))
const company = companies[0] ?? expect.unreachable('no IDX companies')
const code = company.symbol.replace(/\.JK$/, '')
/** A well-formed ticker that is not listed, found in the data rather than assumed. */
const unlisted =
  ['ZZZZ', 'ZZZY', 'ZZZX', 'QQQQ', 'XXXX'].find((ticker) => !listed.has(`${ticker}.JK`)) ??
  expect.unreachable('all taken')

async function report(path: string) {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : []
  return { found: parseExactly(idxReportResponse, body), keys }
}

describe('GET /v2/company/report/{ticker}/: the ticker', () => {
  it.each([code, code.toLowerCase(), `${code}.JK`, `${code.toLowerCase()}.jk`, `${code}.jk`])(
    'accepts %s and answers symbol with .JK and company_name',
    async (ticker) => {
      const { found } = await report(`/v2/company/report/${ticker}/?sections=overview`)
      expect(found.symbol).toBe(company.symbol)
      expect(found.company_name).toBe(company.company_name)
    },
  )

  it('answers the same without the trailing slash', async () => {
    expect(await report(`/v2/company/report/${code}?sections=overview`)).toEqual(
      await report(`/v2/company/report/${code}/?sections=overview`),
    )
  })

  it.each([
    ...['BB', 'BBC', `${code}1`, 'BBC.A', `${code}A`, `${code}.SI`, `${code}.JK.JK`, '1234', 'BB%20A'].map(
      (ticker) => `/v2/company/report/${ticker}/`,
    ),
    '/v2/company/report/',
    '/v2/company/report',
  ])('answers 400 {"error":"Please provide a valid stock symbol."} for %s', async (path) => {
    expect(await server.get(path)).toEqual({ status: 400, body: { error: 'Please provide a valid stock symbol.' } })
  })

  it.each([unlisted, `${unlisted}.JK`, unlisted.toLowerCase()])(
    'answers 404 {"error":"Given stock symbol does not exist."} for the unlisted %s',
    async (ticker) => {
      const { status, body } = await server.get(`/v2/company/report/${ticker}/`)
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'Given stock symbol does not exist.' })
    },
  )
})

describe('GET /v2/company/report/{ticker}/: sections', () => {
  it('answers symbol, company_name and all eight sections by default', async () => {
    const { keys } = await report(`/v2/company/report/${code}/`)
    expect(keys).toEqual(['symbol', 'company_name', ...SECTIONS])
  })

  it.each(SECTIONS)('sections=%s answers only that section', async (section) => {
    const { keys } = await report(`/v2/company/report/${code}/?sections=${section}`)
    expect(keys).toEqual(['symbol', 'company_name', section])
  })

  it.each(['overview,peers', 'peers,overview', 'peers, overview', 'PEERS,Overview', 'overview,peers,overview'])(
    'sections=%s answers overview and peers only, whatever the order, case or repetition',
    async (sections) => {
      const { found, keys } = await report(`/v2/company/report/${code}/?sections=${encodeURIComponent(sections)}`)
      expect(keys.sort()).toEqual(['company_name', 'overview', 'peers', 'symbol'])
      const both = await report(`/v2/company/report/${code}/?sections=overview,peers`)
      expect(found).toEqual(both.found)
    },
  )

  it.each(['', ',', ' '])('sections="%s" (empty) answers all eight sections', async (sections) => {
    const { keys } = await report(`/v2/company/report/${code}/?sections=${encodeURIComponent(sections)}`)
    expect(keys).toEqual(['symbol', 'company_name', ...SECTIONS])
  })

  it('answers each section the same alone as in the full report', async () => {
    const { found: full } = await report(`/v2/company/report/${code}/`)
    for (const section of SECTIONS) {
      const { found } = await report(`/v2/company/report/${code}/?sections=${section}`)
      expect(found[section], section).toBeDefined()
      expect(found, section).toEqual({ symbol: full.symbol, company_name: full.company_name, [section]: full[section] })
    }
  })

  it.each([
    ['foo', 'foo'],
    ['overview,foo', 'foo'],
    ['foo,bar', 'foo, bar'],
    ['foo,overview,bar,foo', 'foo, bar'],
    ['overviews', 'overviews'],
    ['technical_rating_breakdown', 'technical_rating_breakdown'],
  ])('sections=%s → 400 "Invalid sections provided: %s."', async (sections, named) => {
    const { status, body } = await server.get(`/v2/company/report/${code}/?sections=${sections}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error: `Invalid sections provided: ${named}.` })
  })

  it('names an unknown section as it was sent', async () => {
    const { status, body } = await server.get(`/v2/company/report/${code}/?sections=Foo`)
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Invalid sections provided: Foo.' })
  })

  it.each([
    ['section=overview', "Unsupported query parameter 'section'. Use sections."],
    ['sections=overview&sections=peers', "Query parameter 'sections' was given more than once."],
  ])('?%s → 400 %s', async (query, error) => {
    const { status, body } = await server.get(`/v2/company/report/${code}/?${query}`)
    expect(status).toBe(400)
    expect(body).toEqual({ error })
  })
})
