import type { ReactNode } from 'react'

/** An honest placeholder for a page that is not built yet: what it will be, and what works meanwhile. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p className="placeholder-note">This page is not built yet.</p>
      {children}
    </section>
  )
}
