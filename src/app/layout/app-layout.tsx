import { NavLink, Outlet, ScrollRestoration } from 'react-router'
import { SavedDataNotice } from '../../components/saved-data-notice'
import { TickerSearch } from '../ticker-search/ticker-search'
import { CreditsMeter } from './credits-meter'
import { DataSourceBadge } from './data-source-badge'
import { RateLimitNotice } from './rate-limit-notice'
import { StaleNotice } from './stale-notice'
import { ThemeToggle } from './theme-toggle'

const NAVIGATION = [
  { to: '/', label: 'Market' },
  { to: '/screener', label: 'Screener' },
  { to: '/auctions', label: 'Auctions' },
  { to: '/companies', label: 'Companies' },
  { to: '/watchlists', label: 'Watchlists' },
] as const

/** Every page: the header (navigation, ticker search, data source, theme), the page, and a word on the data. */
export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <NavLink to="/" className="site-header__brand">
          IDX &amp; SGX Research
        </NavLink>
        <nav aria-label="Main" className="site-header__nav">
          {NAVIGATION.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__tools">
          <TickerSearch />
          <DataSourceBadge />
          <CreditsMeter />
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
        Figures come from the service this dashboard is connected to; in demo mode they describe a synthetic market.{' '}
        <a href="/docs">API reference</a>
      </footer>
      <ScrollRestoration />
    </>
  )
}
