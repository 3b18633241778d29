import type { CompanyRef } from './company-figures'

/** The comparison shows two to five companies. */
export const MAX_COMPARED_COMPANIES = 5

/** `/compare?symbols=BBCA,BBRI,D05`: an IDX ticker is four letters and an SGX one three characters, so each says its market. */
export const comparePath = (companies: readonly CompanyRef[]): string =>
  `/compare?symbols=${companies.map((company) => company.symbol).join(',')}`
