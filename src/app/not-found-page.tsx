import { Link, useLocation } from 'react-router'

export function NotFoundPage() {
  const location = useLocation()
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{location.pathname}</code>.
      </p>
      <p>
        <Link to="/screener">Go to the screener</Link>
      </p>
    </section>
  )
}
