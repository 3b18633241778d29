import {
  COMPANIES_V1_PARAMETERS,
  COMPANY_SORT_KEYS,
  companiesV1Query,
  type CompanySortKey,
} from '../../shared/api/companies'
import { idxTaxonomy } from '../../shared/catalogue'
import { asciiLower } from '../db/sql'
import { endpointProblem } from '../http/problems'
import { issueSentence, parameterReader, sentenceRefusal } from '../http/query'

const readV1Query = parameterReader({
  allowed: COMPANIES_V1_PARAMETERS,
  schema: companiesV1Query,
  refuse: sentenceRefusal(COMPANIES_V1_PARAMETERS),
  invalid: (issue) =>
    endpointProblem(
      400,
      issueSentence(
        { sort_by: `Invalid 'sort_by' parameter. Valid options are: ${COMPANY_SORT_KEYS.join(', ')}.` },
        issue,
        () => "Invalid value for 'desc'. Use 'true' or 'false'.",
      ),
    ),
})

const KNOWN_SLUGS = {
  sub_sector: new Set(idxTaxonomy.subSectors.map((node) => node.slug)),
  sub_industry: new Set(idxTaxonomy.subIndustries.map((node) => node.slug)),
}

/** A checked `/v1/companies/` request: which classification level and slug, the sort key and its direction. */
export interface CompanyListQuery {
  column: 'sub_industry_slug' | 'sub_sector_slug'
  level: 'sub_industry' | 'sub_sector'
  slug: string
  sortBy: CompanySortKey
  desc: boolean
}

/**
 * Reads and checks the parameters of `/v1/companies/` (throwing the real service's 400s); shared by the embedded
 * endpoint and the live gateway, which answers v1 through the v2 screener.
 */
export function readCompanyListQuery(requestUrl: string): CompanyListQuery {
  const { sub_industry: subIndustry, sub_sector: subSector, sort_by: sortBy, desc } = readV1Query(requestUrl)
  if (subIndustry === undefined && subSector === undefined)
    throw endpointProblem(400, "Query parameter 'sub_sector' and/or 'sub_industry' is required.")
  // sub_industry wins when both are given, as the spec says
  const [column, slug, level] =
    subIndustry !== undefined
      ? (['sub_industry_slug', asciiLower(subIndustry), 'sub_industry'] as const)
      : (['sub_sector_slug', asciiLower(subSector ?? ''), 'sub_sector'] as const)
  // judged against the taxonomy, not the rows: a real sub-industry without listed companies is an empty list
  if (!KNOWN_SLUGS[level].has(slug)) throw endpointProblem(400, `The requested ${level} does not exist.`)
  return { column, level, slug, sortBy, desc }
}
