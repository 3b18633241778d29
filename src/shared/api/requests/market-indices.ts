/**
 * What the dashboard asks the index series with: paths, parameter values, limits. No schema here: the schemas are in
 * ../market-indices.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/** The index codes the real service documents, lower case in the path; the answer echoes them in upper case. */
export const INDEX_CODES = [
  'ftse', 'idx30', 'idxbumn20', 'idxesgl', 'idxg30', 'idxhidiv20', 'idxq30', 'idxv30', 'ihsg', 'jii70',
  'kompas100', 'lq45', 'sminfra18', 'srikehati', 'sti', 'economic30', 'idxvesta28',
] as const // prettier-ignore
export type IndexCode = (typeof INDEX_CODES)[number]

export const isIndexCode = (text: string): text is IndexCode => (INDEX_CODES as readonly string[]).includes(text)

/** The first day of index history the real service keeps. */
export const INDEX_DAILY_EARLIEST = '2019-01-02'
/** The first day `/v2/idx-total/` accepts: an earlier `start` is a 400 ("must not be earlier than January 1, 2021"). */
export const IDX_TOTAL_EARLIEST = '2021-01-01'

const windowQuery = (range?: { start: string; end: string }) =>
  range === undefined ? '' : `?start=${range.start}&end=${range.end}`

/** `/v2/index-daily/lq45/?start=2026-08-01&end=2026-10-29` (the default window when none is given). */
export const indexDailyPath = (code: IndexCode, range?: { start: string; end: string }): string =>
  `/v2/index-daily/${code}/${windowQuery(range)}`

/** `/v2/idx-total/?start=…&end=…` (the default window when none is given). */
export const idxTotalPath = (range?: { start: string; end: string }): string => `/v2/idx-total/${windowQuery(range)}`
