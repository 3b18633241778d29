import { createCatalogue } from './define'
import { idxListMemberFields, idxSnapshotFields } from './idx-fields'
import { idxQuarterlyFields } from './idx-quarterly-fields'
import { idxYearlyFields } from './idx-yearly-fields'
import { sgxSnapshotFields, sgxYearlyFields } from './sgx-fields'
import type { Catalogue, Market } from './types'

export type { Catalogue, FieldDef, FieldGroup, FieldType, FieldUnit, ListMember, Market, ObjectListName } from './types'
export { idxTaxonomy } from './idx-taxonomy'
export type { IdxIndustry, IdxSubIndustry, IdxSubSector, TaxonomyNode } from './idx-taxonomy'
export { sgxSubSectors } from './sgx-taxonomy'
export type { SgxSubSector } from './sgx-taxonomy'
export { slugify } from './slug'

/** Fiscal years with reported data in the demo market; 2025 is the latest complete year. */
export const FIRST_FISCAL_YEAR = 2018
export const LATEST_FISCAL_YEAR = 2025

export const idxCatalogue: Catalogue = createCatalogue({
  market: 'idx',
  currency: 'IDR',
  fields: [...idxSnapshotFields, ...idxYearlyFields, ...idxQuarterlyFields, ...idxListMemberFields],
  firstYear: FIRST_FISCAL_YEAR,
  latestYear: LATEST_FISCAL_YEAR,
})

export const sgxCatalogue: Catalogue = createCatalogue({
  market: 'sgx',
  currency: 'SGD',
  fields: [...sgxSnapshotFields, ...sgxYearlyFields],
  firstYear: FIRST_FISCAL_YEAR,
  latestYear: LATEST_FISCAL_YEAR,
})

export function catalogueFor(market: Market): Catalogue {
  return market === 'idx' ? idxCatalogue : sgxCatalogue
}
