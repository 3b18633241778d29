import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useCallback, type ReactNode } from 'react'
import { useReportsText } from '../../text'
import { SectionState } from './section-state'
import { viewTitle } from './view-title'

export interface SectionQueryProps<Report, Data, Key extends QueryKey> {
  /** the view's query and its label, from `reportQueries.idxView` or `reportQueries.sgxView` */
  view: { slug: string; label: string; options: UseQueryOptions<Report, Error, Report, Key> }
  /** the part of the answer the section draws; undefined when the answer lacks it (nothing is drawn) */
  select: (report: Report) => Data | undefined
  /** skeleton blocks while loading; default 2 */
  skeletons?: number
  children: (data: Data) => ReactNode
}

/**
 * A report section's query and its own states (see SectionState): each section asks for the API sections its
 * view names in the registry, and is drawn once they are in.
 */
export function SectionQuery<Report, Data, Key extends QueryKey>({
  view,
  select,
  skeletons,
  children,
}: SectionQueryProps<Report, Data, Key>) {
  // wrapped, so that an answer without the section is an answer (drawn as nothing), not a query still loading
  const wrapped = useCallback((report: Report) => ({ section: select(report) }), [select])
  const query = useQuery({ ...view.options, select: wrapped })
  const t = useReportsText()
  return (
    <SectionState title={viewTitle(t, view)} query={query} skeletons={skeletons}>
      {({ section }) => (section === undefined ? null : children(section))}
    </SectionState>
  )
}
