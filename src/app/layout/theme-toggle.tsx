import { useEffect, useState } from 'react'
import { applyTheme, rememberTheme, SERVER_THEME, storedTheme, systemTheme, type Theme } from '../../lib/theme'
import { useHydrated } from '../../lib/use-hydrated'
import { useAppText } from '../text'

/** A switch between light and dark; follows the system until the person chooses, then remembers the choice. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => storedTheme() ?? systemTheme())
  // the server knows neither the stored choice nor the system's (it renders light): the switch says so until the
  // page is hydrated, then shows the theme applied
  const shown = useHydrated() ? theme : SERVER_THEME
  const t = useAppText()

  useEffect(() => {
    applyTheme(theme)
    if (storedTheme() !== null) return
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => {
      setTheme(media.matches ? 'dark' : 'light')
    }
    media.addEventListener('change', follow)
    return () => {
      media.removeEventListener('change', follow)
    }
  }, [theme])

  return (
    <button
      type="button"
      className="theme-toggle"
      role="switch"
      aria-checked={shown === 'dark'}
      onClick={() => {
        const next = theme === 'dark' ? 'light' : 'dark'
        rememberTheme(next)
        setTheme(next)
      }}
    >
      <span aria-hidden="true">{shown === 'dark' ? '☾' : '☀'}</span> {t('theme.dark')}
    </button>
  )
}
