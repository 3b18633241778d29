import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ClassificationName } from '../../../lib/i18n/classification-name'
import { subSectorPath } from '../../../lib/links'
import { sectorQueries } from '../api/sector-queries'
import { closestSlugs } from '../closest-slugs'
import { useSectorsText } from '../text'

/** A link names a sub-sector the service does not have: say so, and offer the closest ones it does. */
export function UnknownSubSector({ slug }: { slug: string }) {
  const list = useQuery(sectorQueries.list())
  const t = useSectorsText()
  const suggestions =
    list.data === undefined
      ? []
      : closestSlugs(
          slug,
          list.data.map((row) => row.subsector),
        )
  return (
    <section className="panel" aria-labelledby="unknown-sub-sector-title">
      <h1 id="unknown-sub-sector-title">{t('unknown.title')}</h1>
      <p role="alert">{t('unknown.message', { slug })}</p>
      {suggestions.length > 0 && (
        <>
          <p>{t('unknown.didYouMean')}</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={subSectorPath(suggestion)}>
                  <ClassificationName level="sub_sector" of={suggestion} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/">{t('unknown.seeAll')}</Link>
      </p>
    </section>
  )
}
