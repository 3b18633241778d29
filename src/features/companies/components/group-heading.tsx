import { Link } from 'react-router'
import { ClassificationName } from '../../../lib/i18n/classification-name'
import { subSectorPath } from '../../../lib/links'
import type { GroupPlace } from '../classification'
import { groupPath } from '../companies-search'
import { CompaniesText, useCompaniesText } from '../text'

/**
 * The group's name and its place in the IDX-IC hierarchy. Only sub-sectors and sub-industries have lists of their
 * own, so sectors and industries are named, not linked.
 */
export function GroupHeading({ place }: { place: GroupPlace }) {
  const t = useCompaniesText()
  return (
    <header className="group-heading">
      <nav aria-label={t('heading.breadcrumb')}>
        <ol className="breadcrumb">
          <li>
            <Link to="/companies">{t('heading.companies')}</Link>
          </li>
          <li>
            <ClassificationName level="sector" of={place.sector.name} />
          </li>
          {place.level === 'sub_industry' ? (
            <>
              <li>
                <Link to={groupPath('sub_sector', place.subSector.slug)}>
                  <ClassificationName level="sub_sector" of={place.subSector.name} />
                </Link>
              </li>
              {place.industry !== undefined && (
                <li>
                  <ClassificationName level="industry" of={place.industry.name} />
                </li>
              )}
            </>
          ) : null}
          <li aria-current="page">
            <ClassificationName level={place.level} of={place.node.name} />
          </li>
        </ol>
      </nav>
      <h1>
        <ClassificationName level={place.level} of={place.node.name} />
      </h1>
      <p className="muted group-heading__level">
        <CompaniesText
          id={place.level === 'sub_sector' ? 'heading.levelSubSector' : 'heading.levelSubIndustry'}
          values={{ name: place.subSector.name }}
          components={{ 0: <Link to={subSectorPath(place.subSector.slug)} /> }}
        />
      </p>
    </header>
  )
}
