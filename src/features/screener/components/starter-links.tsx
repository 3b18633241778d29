import { Link } from 'react-router'
import type { Market } from '../../../shared/catalogue'
import { STARTER_SCREENS, starterHref } from '../starter-screens'

export function StarterLinks({ market }: { market: Market }) {
  return (
    <nav className="starters" aria-label="Starter screens">
      <span className="starters__label">Start from:</span>
      <ul>
        {STARTER_SCREENS[market].map((starter) => (
          <li key={starter.title}>
            <Link to={starterHref(starter)} title={starter.description}>
              {starter.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
