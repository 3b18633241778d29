import { useQuery } from '@tanstack/react-query'
import { useUrlState } from '../../../lib/url-state'
import { findGroup } from '../classification'
import { companiesSearch, groupOf } from '../companies-search'
import { companiesQueries } from '../api/companies-queries'
import { ClassificationBrowser } from './classification-browser'
import { GroupView } from './group-view'
import { UnknownGroup } from './unknown-group'
import './companies.css'
import { InlineProblem } from '../../../components/states'
import { useCompaniesText } from '../text'

/**
 * `/companies`: the IDX-IC classification to choose a group from, and a chosen group's companies ranked on one
 * metric. The group and the sort live in the URL; a link to a group the classification lacks says so.
 */
export function CompaniesPage() {
  const urlState = useUrlState(companiesSearch)
  const classification = useQuery(companiesQueries.classification())
  const group = groupOf(urlState.state)
  const t = useCompaniesText()

  if (classification.data === undefined)
    return (
      <div className="companies">
        <h1>{t('page.title')}</h1>
        {classification.error === null ? (
          <p role="status" className="muted">
            {t('page.loadingClassification')}
          </p>
        ) : (
          <InlineProblem>{t('page.classificationFailed', { reason: classification.error.message })}</InlineProblem>
        )}
      </div>
    )

  const place = group === null ? null : findGroup(classification.data, group.level, group.slug)
  if (place === null)
    return (
      <div className="companies">
        <h1>{t('page.byClassification')}</h1>
        {group === null ? (
          <p className="muted">{t('page.choose')}</p>
        ) : (
          <UnknownGroup classification={classification.data} level={group.level} slug={group.slug} />
        )}
        <section aria-labelledby="classification-heading">
          <h2 id="classification-heading">{t('page.classification')}</h2>
          <ClassificationBrowser classification={classification.data} />
        </section>
      </div>
    )

  return (
    <GroupView
      key={`${place.level}:${place.node.slug}`}
      place={place}
      classification={classification.data}
      urlState={urlState}
    />
  )
}
