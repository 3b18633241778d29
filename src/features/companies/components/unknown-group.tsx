import { Link } from 'react-router'
import { InlineProblem } from '../../../components/states'
import type { Classification, GroupLevel } from '../classification'
import { closestGroups } from '../classification-search'
import { groupPath } from '../companies-search'

const LEVEL_NAME: Readonly<Record<GroupLevel, string>> = { sub_sector: 'sub-sector', sub_industry: 'sub-industry' }

/** A link names a group the classification does not have: say so, and offer the closest names. */
export function UnknownGroup(props: { classification: Classification; level: GroupLevel; slug: string }) {
  const suggestions = closestGroups(props.classification, props.slug, props.level)
  return (
    <InlineProblem className="unknown-group">
      <p>
        There is no {LEVEL_NAME[props.level]} “{props.slug}” in the IDX-IC classification.
        {suggestions.length === 0 && ' Choose a group from the classification below.'}
      </p>
      {suggestions.length > 0 && (
        <p>
          Did you mean{' '}
          {suggestions.map((suggestion, index) => (
            <span key={`${suggestion.level}:${suggestion.node.slug}`}>
              {index > 0 && (index === suggestions.length - 1 ? ' or ' : ', ')}
              <Link to={groupPath(suggestion.level, suggestion.node.slug)}>{suggestion.node.name}</Link>
              {suggestion.level !== props.level && ` (${LEVEL_NAME[suggestion.level]})`}
            </span>
          ))}
          ? Or choose from the classification below.
        </p>
      )}
    </InlineProblem>
  )
}
