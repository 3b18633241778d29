import { Link } from 'react-router'
import { InlineProblem } from '../../../components/states'
import type { Classification, GroupLevel } from '../classification'
import { closestGroups } from '../classification-search'
import { groupPath } from '../companies-search'
import { CompaniesText, useCompaniesText } from '../text'

/** A link names a group the classification does not have: say so, and offer the closest names. */
export function UnknownGroup(props: { classification: Classification; level: GroupLevel; slug: string }) {
  const suggestions = closestGroups(props.classification, props.slug, props.level)
  const t = useCompaniesText()
  const levelName = (level: GroupLevel) => t(`level.${level}`)
  const choices = suggestions.map((suggestion, index) => (
    <span key={`${suggestion.level}:${suggestion.node.slug}`}>
      {index > 0 && (index === suggestions.length - 1 ? t('unknown.or') : ', ')}
      <Link to={groupPath(suggestion.level, suggestion.node.slug)}>{suggestion.node.name}</Link>
      {suggestion.level !== props.level && t('unknown.otherLevel', { level: levelName(suggestion.level) })}
    </span>
  ))
  return (
    <InlineProblem className="unknown-group">
      <p>
        {t('unknown.noGroup', { level: levelName(props.level), slug: props.slug })}
        {suggestions.length === 0 && ` ${t('unknown.chooseBelow')}`}
      </p>
      {suggestions.length > 0 && (
        <p>
          <CompaniesText id="unknown.didYouMean" components={{ 0: <>{choices}</> }} />
        </p>
      )}
    </InlineProblem>
  )
}
