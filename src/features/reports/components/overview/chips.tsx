import { NotReported } from '../../../../components/not-reported'

/** `top-90d-transaction-value` → "Top 90d transaction value": tags read as words. */
export const readableTag = (tag: string): string => {
  const words = tag.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A list of short labels (indices, tags, affiliates); "not reported" when there are none. */
export function Chips({ label, items }: { label: string; items: readonly string[] | null }) {
  if (items === null || items.length === 0) return <NotReported />
  return (
    <ul className="chips" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  )
}
