import { companiesV1Path, companiesV1QueryString } from '../../../shared/api/requests/companies'
import type { CompanyListResponse, CompanySortKey } from '../../../shared/api/companies'
import { industriesPath, subindustriesPath, subsectorsPath } from '../../../shared/api/requests/helper-lists'
import type { IndustriesResponse, SubindustriesResponse, SubsectorsResponse } from '../../../shared/api/helper-lists'
import type { ScreenerRow } from '../../../shared/api/screener'
import { compare, field, str } from '../../../shared/where/build'
import { printCondition } from '../../../shared/where/print'
import { apiGet } from '../../../lib/api-client'
import { getAllScreenerRows } from '../../../lib/screener-rows'
import { buildClassification, type Classification, type GroupLevel } from '../classification'
import { FACT_FIELDS } from '../group-facts'

/** A group the list is asked for. */
export interface Group {
  readonly level: GroupLevel
  readonly slug: string
}

/** The classification from the service's three helper lists, named from the IDX-IC taxonomy. */
export async function getClassification(signal: AbortSignal): Promise<Classification> {
  const [subsectors, industries, subindustries] = await Promise.all([
    apiGet<SubsectorsResponse>(subsectorsPath, signal),
    apiGet<IndustriesResponse>(industriesPath, signal),
    apiGet<SubindustriesResponse>(subindustriesPath, signal),
  ])
  return buildClassification({ subsectors, industries, subindustries })
}

/** The v1 list's query: the group, the key, and `desc` only when true (the service's default is ascending). */
export const companyListQuery = (group: Group, sortBy: CompanySortKey, descending: boolean): string =>
  companiesV1QueryString({ [group.level]: group.slug, sort_by: sortBy, desc: descending })

/** Every company of a group, sorted by the service (missing values last both ways). */
export const getCompanyList = (group: Group, sortBy: CompanySortKey, descending: boolean, signal: AbortSignal) =>
  apiGet<CompanyListResponse>(`${companiesV1Path}?${companyListQuery(group, sortBy, descending)}`, signal)

/** `sub_sector = 'banks'`: the screener's condition for a group, printed by the one where printer. */
export const groupCondition = (group: Group): string =>
  printCondition(compare(field(group.level), '=', str(group.slug)))

/** Every screener row of a group with the facts' fields. */
export const getGroupRows = (group: Group, signal: AbortSignal): Promise<ScreenerRow[]> =>
  getAllScreenerRows('idx', { where: groupCondition(group), orderBy: ['symbol', ...FACT_FIELDS] }, signal)
