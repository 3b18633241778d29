import { describe, expect, it } from 'vitest'
import { auctionDetailPath, auctionsPath, auctionsQueryString } from './auctions'
import { companiesV1Path, companiesV1QueryString } from './companies'
import { freeFloatPath } from './free-float'
import { sgxSectorsPath, sgxTagsPath, tagsPath } from './helper-lists'
import { idxReportPath } from './idx-report'
import { listingPerformancePath } from './listing-performance'
import { idxTotalPath, indexDailyPath } from './market-indices'
import { quarterlyFinancialDatesPath, quarterlyFinancialsPath } from './quarterly-financials'
import { mostTradedPath, sgxTopPath, topChangesPath } from './rankings'
import { screenerPath } from './screener'
import { sgxReportPath } from './sgx-report'
import { subsectorReportPath } from './subsector-report'

describe('path builders', () => {
  it('name each endpoint once', () => {
    expect(screenerPath('idx')).toBe('/v2/companies/')
    expect(screenerPath('sgx')).toBe('/v2/sgx/companies/')
    expect(auctionsPath).toBe('/v2/mining/license-auctions/')
    expect(auctionDetailPath('WIUP 12/3')).toBe('/v2/mining/license-auctions/WIUP%2012%2F3/')
    expect(companiesV1Path).toBe('/v1/companies/')
    expect(idxReportPath('BBCA', ['overview', 'valuation'])).toBe(
      '/v2/company/report/BBCA/?sections=overview,valuation',
    )
    expect(idxReportPath('BBCA', [])).toBe('/v2/company/report/BBCA/')
    expect(sgxReportPath('D05', ['dividend'])).toBe('/v2/sgx/company/report/D05/?sections=dividend')
  })

  it('write an auctions query with only what differs from the defaults, in a stable order', () => {
    expect(auctionsQueryString({})).toBe('')
    expect(auctionsQueryString({ order_by: '-winner_date', limit: 20, offset: 0, qualified: false })).toBe('')
    expect(
      auctionsQueryString({
        offset: 40,
        participant: ' Tambang Jaya ',
        province: 'Maluku Utara',
        qualified: true,
        status: null,
        commodity_type: '',
        order_by: 'licensed_area_ha',
      }),
    ).toBe('province=Maluku+Utara&participant=Tambang+Jaya&qualified=true&order_by=licensed_area_ha&offset=40')
  })

  it('write a v1 list query with the values given, desc only when true', () => {
    expect(companiesV1QueryString({ sort_by: 'pe', sub_sector: 'banks', desc: false })).toBe(
      'sub_sector=banks&sort_by=pe',
    )
    expect(companiesV1QueryString({ sub_industry: 'coal', desc: true })).toBe('sub_industry=coal&desc=true')
  })
})

describe('path builders of the index, market and quarterly endpoints', () => {
  it('write the window only when one is given', () => {
    expect(indexDailyPath('lq45')).toBe('/v2/index-daily/lq45/')
    expect(indexDailyPath('ihsg', { start: '2026-01-02', end: '2026-03-31' })).toBe(
      '/v2/index-daily/ihsg/?start=2026-01-02&end=2026-03-31',
    )
    expect(idxTotalPath()).toBe('/v2/idx-total/')
    expect(idxTotalPath({ start: '2026-01-02', end: '2026-03-31' })).toBe(
      '/v2/idx-total/?start=2026-01-02&end=2026-03-31',
    )
  })

  it('write the quarterly options given, in a stable order', () => {
    expect(quarterlyFinancialsPath('BBCA')).toBe('/v2/financials/quarterly/BBCA/')
    expect(quarterlyFinancialsPath('BBCA', { nQuarters: 8, reportDate: '2026-03-31', approx: false })).toBe(
      '/v2/financials/quarterly/BBCA/?report_date=2026-03-31&approx=false&n_quarters=8',
    )
    expect(quarterlyFinancialDatesPath('BBCA')).toBe('/v2/company/get_quarterly_financial_dates/BBCA/')
  })
})

describe('path builders of the market endpoints', () => {
  it('name each endpoint once, with only the parameters given', () => {
    expect(subsectorReportPath('banks')).toBe('/v2/subsector/report/banks/')
    expect(subsectorReportPath('banks', ['statistics', 'companies'])).toBe(
      '/v2/subsector/report/banks/?sections=statistics,companies',
    )
    expect(topChangesPath()).toBe('/v2/companies/top-changes/')
    expect(topChangesPath({ classifications: ['top_gainers'], periods: ['1d', '7d'], n_stock: 3 })).toBe(
      '/v2/companies/top-changes/?classifications=top_gainers&periods=1d,7d&n_stock=3',
    )
    expect(sgxTopPath({ classifications: ['pe'], sector: 'reit' })).toBe(
      '/v2/sgx/companies/top/?classifications=pe&sector=reit',
    )
    expect(mostTradedPath({ start: '2026-11-02', end: '2026-11-20', adjusted: true })).toBe(
      '/v2/most-traded/?start=2026-11-02&end=2026-11-20&adjusted=true',
    )
    expect(freeFloatPath({ level: 'sub_sector', slug: 'banks' })).toBe('/v2/free-float/?sub_sector=banks')
    expect(listingPerformancePath('BREN')).toBe('/v2/listing-performance/BREN/')
    expect([tagsPath, sgxTagsPath, sgxSectorsPath]).toEqual(['/v2/tags/', '/v2/sgx/tags/', '/v2/sgx/sectors/'])
  })
})
