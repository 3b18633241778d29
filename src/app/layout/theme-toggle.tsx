import { useEffect, useState } from 'react'
import { applyTheme, rememberTheme, storedTheme, systemTheme, type Theme } from '../../lib/theme'
import { useAppText } from '../text'

/** A switch between light and dark; follows the system until the person chooses, then remembers the choice. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => storedTheme() ?? systemTheme())
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
      aria-checked={theme === 'dark'}
      onClick={() => {
        const next = theme === 'dark' ? 'light' : 'dark'
        rememberTheme(next)
        setTheme(next)
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> {t('theme.dark')}
    </button>
  )
}
