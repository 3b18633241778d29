import { parseCompanyRef, type CompanyRef } from '../../lib/companies/company-figures'
import { readableQuery } from '../../shared/url-state'

/** The path of a shared list: `/watchlists/shared?name=Banks&symbols=BBCA,D05`, opened read-only. */
export const SHARED_ID = 'shared'

export const sharedListPath = (name: string, companies: readonly CompanyRef[]): string =>
  `/watchlists/${SHARED_ID}?${readableQuery([
    ['name', name],
    ['symbols', companies.map((company) => company.symbol).join(',')],
  ])}`

/** A shared list from its link (`name` null when the link names none); unreadable tickers are counted, not guessed. */
export function parseSharedList(params: URLSearchParams) {
  const texts = (params.get('symbols') ?? '').split(',').filter((text) => text.trim() !== '')
  const companies = texts.map(parseCompanyRef).filter((company) => company !== null)
  return { name: params.get('name'), companies, unreadable: texts.length - companies.length }
}
