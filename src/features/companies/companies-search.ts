import { COMPANY_SORT_KEYS } from '../../shared/api/requests/companies'
import type { CompanySortKey } from '../../shared/api/companies'
import { type useUrlState } from '../../lib/url-state'
import { defineUrlState, urlParam, type UrlParam } from '../../shared/url-state'
import type { GroupLevel } from './classification'
import { naturallyDescending } from './sort-keys'

/** The state of `/companies`: which group, sorted how. Everything here lives in the URL. */
export interface CompaniesSearch {
  /** a sub-sector slug, as in `/companies?sub_sector=banks` */
  subSector: string | null
  /** a sub-industry slug; it wins over a sub-sector when a link has both, as with the service */
  subIndustry: string | null
  sortBy: CompanySortKey
  /** null: the key's natural direction (numbers largest first, names from A), so plain links stay short */
  desc: boolean | null
}

/** The page opens on the largest companies first: the question people most often bring. */
export const DEFAULT_SORT_KEY: CompanySortKey = 'market_cap'

const sortByParam: UrlParam<CompanySortKey> = {
  name: 'sort_by',
  defaultValue: DEFAULT_SORT_KEY,
  parse: (text) => {
    const key = COMPANY_SORT_KEYS.find((candidate) => candidate === text.trim().toLowerCase())
    if (key !== undefined) return { ok: true, value: key }
    return { ok: false, problem: { code: 'unknownSort', text, values: COMPANY_SORT_KEYS } }
  },
  serialise: (key) => key,
}

const descParam: UrlParam<boolean | null> = {
  name: 'desc',
  defaultValue: null,
  parse: (text) => {
    const value = text.trim().toLowerCase()
    if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' }
    return { ok: false, problem: { code: 'notTrueOrFalse', subject: 'order', text: `desc=${text}` } }
  },
  serialise: (value) => String(value),
}

export const companiesSearch = defineUrlState<CompaniesSearch>({
  subSector: urlParam.optionalText('sub_sector'),
  subIndustry: urlParam.optionalText('sub_industry'),
  sortBy: sortByParam,
  desc: descParam,
})

/** The group a search asks for, by the service's precedence, or null for the classification alone. */
export function groupOf(search: CompaniesSearch): { level: GroupLevel; slug: string } | null {
  const subIndustry = search.subIndustry?.trim() ?? ''
  if (subIndustry !== '') return { level: 'sub_industry', slug: subIndustry.toLowerCase() }
  const subSector = search.subSector?.trim() ?? ''
  if (subSector !== '') return { level: 'sub_sector', slug: subSector.toLowerCase() }
  return null
}

/** Whether the list is sorted largest (or Z) first. */
export const isDescending = (search: Pick<CompaniesSearch, 'sortBy' | 'desc'>): boolean =>
  search.desc ?? naturallyDescending(search.sortBy)

/** The stored direction: null when it is the key's natural one, so the link names only what differs. */
export const storedDirection = (sortBy: CompanySortKey, descending: boolean): boolean | null =>
  descending === naturallyDescending(sortBy) ? null : descending

/** The link to a group's list, as report pages and the classification write it. */
export const groupPath = (level: GroupLevel, slug: string): string => `/companies?${level}=${encodeURIComponent(slug)}`

/** The page's URL state as `useUrlState` gives it: the state, the link's problems, commit and useDefault. */
export type CompaniesUrlState = ReturnType<typeof useUrlState<CompaniesSearch>>
