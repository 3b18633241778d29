import { createCatalogue } from './define'
import { idxListMemberFields, idxSnapshotFields } from './idx-fields'
import { idxQuarterlyFields } from './idx-quarterly-fields'
import { idxYearlyFields } from './idx-yearly-fields'
import { sgxSnapshotFields, sgxYearlyFields } from './sgx-fields'
import type { Catalogue, FieldSpec, Market } from './types'

/**
 * The markets' catalogues without their English text: what the dashboard validates, builds and draws with. It
 * names fields from the `fields` message catalogue in the language shown, so English text here would be shipped
 * twice; the server's catalogues (`catalogueFor` in ./index) add the English from that catalogue.
 */

/** Fiscal years with reported data in the demo market; 2025 is the latest complete year. */
export const FIRST_FISCAL_YEAR = 2018
export const LATEST_FISCAL_YEAR = 2025

export const idxSpecs: Catalogue<FieldSpec> = createCatalogue({
  market: 'idx',
  currency: 'IDR',
  fields: [...idxSnapshotFields, ...idxYearlyFields, ...idxQuarterlyFields, ...idxListMemberFields],
  firstYear: FIRST_FISCAL_YEAR,
  latestYear: LATEST_FISCAL_YEAR,
})

export const sgxSpecs: Catalogue<FieldSpec> = createCatalogue({
  market: 'sgx',
  currency: 'SGD',
  fields: [...sgxSnapshotFields, ...sgxYearlyFields],
  firstYear: FIRST_FISCAL_YEAR,
  latestYear: LATEST_FISCAL_YEAR,
})

export function specsFor(market: Market): Catalogue<FieldSpec> {
  return market === 'idx' ? idxSpecs : sgxSpecs
}
