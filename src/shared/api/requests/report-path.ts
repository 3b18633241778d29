/** `/v2/company/report/BBCA/?sections=overview,valuation`: a report's path, all sections when none are named. */
export const reportSectionsPath = (base: string, ticker: string, sections: readonly string[]): string =>
  `${base}/${encodeURIComponent(ticker)}/${sections.length === 0 ? '' : `?sections=${sections.join(',')}`}`
