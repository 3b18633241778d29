/** A request's query string, read once: values by name, plus what a strict endpoint must refuse. */
export interface QueryString {
  readonly values: Readonly<Record<string, string>>
  /** names given more than once (`limit=1&limit=2`): ambiguous, so refused rather than guessed */
  readonly repeated: readonly string[]
  /** names not in `allowed`, in the order they were given */
  readonly unknown: (allowed: readonly string[]) => string[]
}

export function readQuery(requestUrl: string): QueryString {
  const params = new URL(requestUrl).searchParams
  // a Map, not an object: names such as `constructor` or `__proto__` must be ordinary parameter names
  const values = new Map<string, string>()
  const repeated = new Set<string>()
  for (const [name, value] of params) {
    if (values.has(name)) repeated.add(name)
    else values.set(name, value)
  }
  return {
    values: Object.fromEntries(values),
    repeated: [...repeated],
    unknown: (allowed) => [...values.keys()].filter((name) => !allowed.includes(name)),
  }
}
