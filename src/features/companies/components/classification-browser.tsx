import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useClassificationName } from '../../../lib/i18n/classification-name'
import type { Classification, GroupLevel, SubSectorNode } from '../classification'
import { searchClassification } from '../classification-search'
import { groupPath } from '../companies-search'
import { useCompaniesText } from '../text'

export interface ClassificationBrowserProps {
  classification: Classification
  /** the group on screen, marked as the current link */
  current?: { level: GroupLevel; slug: string } | null
}

/**
 * The IDX-IC tree: sectors with their sub-sectors, industries and sub-industries. Sub-sectors and sub-industries
 * are links to their lists (the service lists those two levels); a search narrows the tree to the names that
 * match, with everything inside a matching group.
 */
export function ClassificationBrowser({ classification, current = null }: ClassificationBrowserProps) {
  const [search, setSearch] = useState('')
  const classificationName = useClassificationName()
  const t = useCompaniesText()
  const inputId = useId()
  const found = searchClassification(classification, search, classificationName)
  const searching = search.trim() !== ''

  const groupLink = (level: GroupLevel, slug: string, name: string) => (
    <Link
      to={groupPath(level, slug)}
      // "Banks" is a sub-sector and a sub-industry: the level tells the two links apart for a screen reader
      aria-label={t('browser.groupLink', { name, level: t(`level.${level}`) })}
      aria-current={current?.level === level && current.slug === slug ? 'page' : undefined}
    >
      {name}
    </Link>
  )

  const subSectorItem = (subSector: SubSectorNode) => (
    <li key={subSector.slug} className="classification__sub-sector">
      {groupLink('sub_sector', subSector.slug, classificationName('sub_sector', subSector.name))}
      <ul className="classification__industries">
        {subSector.industries.map((industry) => (
          <li key={industry.slug}>
            <span className="classification__industry">{classificationName('industry', industry.name)}</span>
            <ul className="classification__sub-industries">
              {industry.subIndustries.map((node) => (
                <li key={node.slug}>
                  {groupLink('sub_industry', node.slug, classificationName('sub_industry', node.name))}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </li>
  )

  return (
    <div className="classification">
      <div className="classification__search">
        <label htmlFor={inputId}>{t('browser.search')}</label>
        <input
          id={inputId}
          type="search"
          value={search}
          placeholder={t('browser.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.target.value)
          }}
        />
        <p role="status" className="muted classification__count">
          {searching &&
            (found.count === 0
              ? t('browser.nothing', { search: search.trim() })
              : t('browser.matches', { count: found.count, search: search.trim() }))}
        </p>
      </div>
      <ul className="classification__sectors" aria-label={t('browser.sectors')}>
        {found.classification.sectors.map((sector) => (
          <li key={sector.slug} className="classification__sector">
            <h3>{classificationName('sector', sector.name)}</h3>
            <ul className="classification__sub-sectors">{sector.subSectors.map(subSectorItem)}</ul>
          </li>
        ))}
      </ul>
    </div>
  )
}
