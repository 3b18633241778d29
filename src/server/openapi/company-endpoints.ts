import { COMPANIES_V1_PARAMETERS, COMPANY_SORT_KEYS, companyListResponse } from '../../shared/api/companies'
import { IDX_REPORT_SECTIONS, idxReportResponse } from '../../shared/api/idx-report'
import {
  QUARTERLY_FINANCIALS_PARAMETERS,
  quarterlyFinancialDatesResponse,
  quarterlyFinancialsResponse,
} from '../../shared/api/quarterly-financials'
import {
  SCREENER_DEFAULT_LIMIT,
  SCREENER_DEFAULT_ORDER_BY,
  SCREENER_MAX_LIMIT,
  SCREENER_PARAMETERS,
  screenerResponse,
} from '../../shared/api/screener'
import { SGX_REPORT_SECTIONS, sgxReportResponse } from '../../shared/api/sgx-report'
import { SECTIONS_PARAMETERS } from '../routes/reports'
import type { Endpoint } from './endpoint'
import { date, flag, listOf, oneOf, pathParameter, queryParameters, text, whole } from './parameters'

const screenerParameters = (market: 'idx' | 'sgx') => queryParameters(SCREENER_PARAMETERS, {
  where: text(
    'Conditions in the where language: `=`, `!=`, `<`, `<=`, `>`, `>=`, `like`, `in [...]`, `is not null`, `and`, `or`, parentheses and arithmetic; yearly fields as `revenue[2024]`. Ignored when `q` is given.',
    market === 'idx' ? "sub_sector = 'banks' and pe_ttm < 15" : 'market_cap > 1000000000',
  ),
  q: text('A question in words, translated into where/order_by/limit; every other parameter is then ignored.', 'top 3 banks by market cap'),
  order_by: text(
    'A field or an arithmetic expression; a leading `-` sorts descending; several separated by commas.',
    '-market_cap',
    SCREENER_DEFAULT_ORDER_BY,
  ),
  desc: flag('Sort descending (the older form of a `-` prefix).', false),
  limit: whole(`Rows per page, at most ${String(SCREENER_MAX_LIMIT)}.`, { min: 1, max: SCREENER_MAX_LIMIT, default: SCREENER_DEFAULT_LIMIT, example: 3 }),
  offset: whole('Rows to skip.', { min: 0, default: 0, example: 3 }),
  include_query_values: flag('Add to each row the values of every field named in `where` and `order_by`.', false),
}) // prettier-ignore

const screener = (market: 'idx' | 'sgx'): Endpoint => ({
  path: market === 'idx' ? '/v2/companies/' : '/v2/sgx/companies/',
  operationId: market === 'idx' ? 'companies_retrieve' : 'sgx_companies_retrieve',
  tag: 'Company screener',
  summary: market === 'idx' ? 'Screen IDX companies' : 'Screen SGX companies',
  description:
    'Rows hold `symbol` and `company_name` only (plus `query_values` when asked). `llm_translation` is present only when `q` was given. Nothing matching is a 200 with an empty list.',
  parameters: screenerParameters(market),
  answer: { name: 'ScreenerPage', schema: screenerResponse, description: 'A page of matching companies.' },
  errorShape: 'screener',
  refusals: [400],
  example: () =>
    market === 'idx'
      ? `/v2/companies/?where=${encodeURIComponent("sub_sector = 'banks'")}&order_by=-market_cap&limit=3&include_query_values=true`
      : '/v2/sgx/companies/?order_by=-market_cap&limit=3',
})

const sections = queryParameters(SECTIONS_PARAMETERS, {
  sections: listOf('The sections to include; all when absent.', IDX_REPORT_SECTIONS),
})
const sgxSections = queryParameters(SECTIONS_PARAMETERS, {
  sections: listOf('The sections to include; all when absent.', SGX_REPORT_SECTIONS),
})
const idxSymbol = pathParameter('symbol', 'An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`.')

export const COMPANY_ENDPOINTS: readonly Endpoint[] = [
  screener('idx'),
  screener('sgx'),
  {
    path: '/v2/company/report/{symbol}/',
    operationId: 'company_report_retrieve_2',
    tag: 'Reports',
    summary: 'IDX company report',
    description: 'Only the requested sections are present, with `symbol` and `company_name` always.',
    parameters: [idxSymbol, ...sections],
    answer: { name: 'IdxCompanyReport', schema: idxReportResponse, description: 'The requested sections.' },
    errorShape: 'endpoint',
    refusals: [400, 404],
    example: ({ idx }) => `/v2/company/report/${idx}/?sections=overview,valuation`,
  },
  {
    path: '/v2/sgx/company/report/{symbol}/',
    operationId: 'sgx_company_report_retrieve_2',
    tag: 'Reports',
    summary: 'SGX company report',
    description: 'Only the requested sections are present, with `symbol` and `name` always.',
    parameters: [pathParameter('symbol', 'An SGX ticker, with or without `.SI`: `D05`.'), ...sgxSections],
    answer: { name: 'SgxCompanyReport', schema: sgxReportResponse, description: 'The requested sections.' },
    errorShape: 'endpoint',
    refusals: [400, 404],
    example: ({ sgx }) => `/v2/sgx/company/report/${sgx}/?sections=overview`,
  },
  {
    path: '/v2/financials/quarterly/{symbol}/',
    operationId: 'financials_quarterly_retrieve',
    tag: 'Financials',
    summary: 'Quarterly financial statements of an IDX company',
    parameters: [
      idxSymbol,
      ...queryParameters(QUARTERLY_FINANCIALS_PARAMETERS, {
        report_date: date(
          'The quarter ending on this date (or, with `approx`, the latest ending on or before it).',
          '2026-06-30',
        ),
        approx: flag('Take the latest quarter ending on or before `report_date`.', true),
        n_quarters: whole('How many quarters, latest first (default 1).', { min: 1, example: 4 }),
      }),
    ],
    answer: {
      name: 'QuarterlyFinancials',
      schema: quarterlyFinancialsResponse,
      description: 'Quarters, latest first.',
    },
    errorShape: 'endpoint',
    refusals: [400, 404],
    example: ({ idx }) => `/v2/financials/quarterly/${idx}/?n_quarters=2`,
  },
  {
    path: '/v2/company/get_quarterly_financial_dates/{symbol}/',
    operationId: 'company_get_quarterly_financial_dates_retrieve',
    tag: 'Financials',
    summary: 'The report dates of an IDX company’s quarterly statements',
    parameters: [idxSymbol],
    answer: {
      name: 'QuarterlyFinancialDates',
      schema: quarterlyFinancialDatesResponse,
      description: 'Report dates keyed by fiscal year, each a [date, quarter] pair.',
    },
    errorShape: 'endpoint',
    refusals: [400, 404],
    example: ({ idx }) => `/v2/company/get_quarterly_financial_dates/${idx}/`,
  },
  {
    path: '/v1/companies/',
    operationId: 'companies_v1_list',
    tag: 'Version 1',
    summary: 'IDX companies of a sub-sector or sub-industry (v1)',
    description: '`sub_sector` or `sub_industry` (or both) is required.',
    parameters: queryParameters(COMPANIES_V1_PARAMETERS, {
      sub_sector: text('A sub-sector slug (`banks`).', 'banks'),
      sub_industry: text('A sub-industry slug (`banks`).', 'banks'),
      sort_by: { ...oneOf('The figure to sort on.', COMPANY_SORT_KEYS, 'symbol'), needs: ['sub_sector'] },
      desc: { ...flag('Sort descending.', false), needs: ['sub_sector'] },
    }),
    answer: {
      name: 'CompanyList',
      schema: companyListResponse,
      description: 'The companies with their headline figures.',
    },
    errorShape: 'endpoint',
    refusals: [400],
    example: () => '/v1/companies/?sub_sector=banks&sort_by=market_cap&desc=true',
    deprecated: true,
  },
]
