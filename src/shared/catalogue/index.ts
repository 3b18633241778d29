import { withEnglish } from './english'
import { idxSpecs, sgxSpecs } from './specs'
import type { Catalogue, Market } from './types'

export type {
  Catalogue,
  FieldDef,
  FieldGroup,
  FieldSpec,
  FieldType,
  FieldUnit,
  ListMember,
  Market,
  ObjectListName,
} from './types'
export { idxTaxonomy } from './idx-taxonomy'
export type { IdxIndustry, IdxSubIndustry, IdxSubSector, TaxonomyNode } from './idx-taxonomy'
export { sgxSubSectors } from './sgx-taxonomy'
export type { SgxSubSector } from './sgx-taxonomy'
export { slugify } from './slug'
export { FIRST_FISCAL_YEAR, LATEST_FISCAL_YEAR, idxSpecs, sgxSpecs, specsFor } from './specs'

// Pure: the dashboard imports this module for its other exports and must not ship the English text (it names
// fields from the `fields` catalogue in the language shown), so the bundler drops these when nothing reads them.
export const idxCatalogue: Catalogue = /* @__PURE__ */ withEnglish(idxSpecs)
export const sgxCatalogue: Catalogue = /* @__PURE__ */ withEnglish(sgxSpecs)

/** A market's catalogue with the English text: for the server (validation, SQL whitelist, OpenAPI, NL). */
export function catalogueFor(market: Market): Catalogue {
  return market === 'idx' ? idxCatalogue : sgxCatalogue
}
