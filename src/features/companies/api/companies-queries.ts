import { queryOptions } from '@tanstack/react-query'
import type { CompanySortKey } from '../../../shared/api/companies'
import { ranked } from '../columns'
import { groupFacts } from '../group-facts'
import { getClassification, getCompanyList, getGroupRows, type Group } from './companies-api'

export const companiesQueries = {
  all: () => ['companies'] as const,
  classification: () =>
    queryOptions({
      queryKey: [...companiesQueries.all(), 'classification'] as const,
      queryFn: ({ signal }) => getClassification(signal),
      // the classification changes with IDX's rules, not within a visit
      staleTime: Infinity,
    }),
  list: (group: Group, sortBy: CompanySortKey, descending: boolean) =>
    queryOptions({
      queryKey: [...companiesQueries.all(), 'list', group.level, group.slug, sortBy, descending] as const,
      // the answer says what it is sorted by: while the next sort loads, the old rows keep their own labels
      queryFn: async ({ signal }) => ({
        sortBy,
        descending,
        rows: ranked(await getCompanyList(group, sortBy, descending, signal)),
      }),
      // a new sort keeps the group's rows on screen while it loads; another group's rows would mislead
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2] === group.level && previousQuery.queryKey[3] === group.slug ? previous : undefined,
    }),
  facts: (group: Group) =>
    queryOptions({
      queryKey: [...companiesQueries.all(), 'facts', group.level, group.slug] as const,
      queryFn: async ({ signal }) => groupFacts(await getGroupRows(group, signal)),
    }),
}
