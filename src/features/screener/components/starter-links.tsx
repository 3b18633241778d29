import { Link } from 'react-router'
import type { Market } from '../../../shared/catalogue'
import { STARTER_SCREENS, starterHref } from '../starter-screens'
import { useScreenerText } from '../text'
import './starter-links.css'

/** Ready-made screens to start from, as links (each a screen in the URL). */
export function StarterLinks({ market }: { market: Market }) {
  const t = useScreenerText()
  return (
    <nav className="starters" aria-label={t('starters.label')}>
      <span className="starters__label">{t('starters.start')}</span>
      <ul>
        {STARTER_SCREENS[market].map((starter) => (
          <li key={starter.title}>
            <Link to={starterHref(starter)} title={t(starter.description)}>
              {t(starter.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
