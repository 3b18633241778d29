import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { companiesQueries } from './api/companies-queries'
import { findGroup } from './classification'
import { companiesSearch, groupOf, isDescending } from './companies-search'

/**
 * Starts the requests of the link the page is opened with as soon as the route's code is loaded, without waiting
 * for them: the classification, then (for a group it lists) the companies and the group's facts. A group the
 * classification lacks is never asked for; the page explains it instead. Failures are left to the page's queries.
 */
export function companiesLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    const { state } = companiesSearch.parse(new URL(request.url).searchParams)
    const group = groupOf(state)
    queryClient
      .query(companiesQueries.classification())
      .then((classification) => {
        if (group === null || findGroup(classification, group.level, group.slug) === null) return
        // a failure is not lost: it stays in the cache for the page's own query to report
        queryClient.query(companiesQueries.list(group, state.sortBy, isDescending(state))).catch(() => undefined)
        queryClient.query(companiesQueries.facts(group)).catch(() => undefined)
      })
      .catch(() => undefined)
    return null
  }
}
