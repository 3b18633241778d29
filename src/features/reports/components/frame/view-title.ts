import type { IdxViewSlug, SgxViewSlug } from '../../../../shared/reports/report-sections'
import type { ReportsKey, ReportsT } from '../../text'

/** Each view's title in the catalogue, by the slug the registry (shared/reports/report-sections) gives it. */
const VIEW_TITLES: Record<IdxViewSlug | SgxViewSlug, ReportsKey> = {
  overview: 'view.overview',
  financials: 'view.financials',
  valuation: 'view.valuation',
  future: 'view.future',
  peers: 'view.peers',
  dividend: 'view.dividend',
  management: 'view.management',
  ownership: 'view.ownership',
}

const isViewSlug = (slug: string): slug is keyof typeof VIEW_TITLES => slug in VIEW_TITLES

/** A view's title in the language shown; the registry's English label for a slug the catalogue does not know. */
export const viewTitle = (t: ReportsT, view: { slug: string; label: string }): string =>
  isViewSlug(view.slug) ? t(VIEW_TITLES[view.slug]) : view.label
