/**
 * The keys of an object and their labels, in the order written: `labelledKeys({ pe: 'P/E', pb: 'P/B' })` is
 * `[{ key: 'pe', label: 'P/E' }, { key: 'pb', label: 'P/B' }]`. Written as one object, a list of labelled fields
 * names each key once, and each key keeps its literal type for reading the field it labels.
 */
export function labelledKeys<Key extends string>(labels: Readonly<Record<Key, string>>): { key: Key; label: string }[] {
  const list: { key: Key; label: string }[] = []
  for (const key in labels) list.push({ key, label: labels[key] })
  return list
}
