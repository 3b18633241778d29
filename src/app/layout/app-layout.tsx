import { NavLink, Outlet, ScrollRestoration } from 'react-router'
import { SavedDataNotice } from '../../components/saved-data-notice'
import { useAppText } from '../text'
import { TickerSearch } from '../ticker-search/ticker-search'
import { CreditsMeter } from './credits-meter'
import { DataSourceBadge } from './data-source-badge'
import { LanguageSwitch } from './language-switch'
import { RateLimitNotice } from './rate-limit-notice'
import { StaleNotice } from './stale-notice'
import { ThemeToggle } from './theme-toggle'

const NAVIGATION = [
  { to: '/', label: 'nav.market' },
  { to: '/map', label: 'nav.map' },
  { to: '/screener', label: 'nav.screener' },
  { to: '/auctions', label: 'nav.auctions' },
  { to: '/companies', label: 'nav.companies' },
  { to: '/watchlists', label: 'nav.watchlists' },
] as const

/** Every page: the header (navigation, ticker search, data source, language, theme), the page, and a word on the data. */
export function AppLayout() {
  const t = useAppText()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="site-header">
        <NavLink to="/" className="site-header__brand">
          {t('layout.brand')}
        </NavLink>
        <nav aria-label={t('layout.mainNavigation')} className="site-header__nav">
          {NAVIGATION.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__tools">
          <TickerSearch />
          <DataSourceBadge />
          <CreditsMeter />
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="page">
        <RateLimitNotice />
        <StaleNotice />
        <SavedDataNotice />
        <Outlet />
      </main>
      <footer className="site-footer">
        {t('layout.footer')} <a href="/docs">{t('layout.apiReference')}</a>
      </footer>
      <ScrollRestoration />
    </>
  )
}
