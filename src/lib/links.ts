export { reportPath } from '../shared/ticker-search'

/** Where an IDX sub-sector's page lives: `/sectors/banks`. */
export const subSectorPath = (slug: string): string => `/sectors/${encodeURIComponent(slug)}`
