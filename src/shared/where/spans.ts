const NO_SPAN = { start: 0, end: 0 }

/**
 * A deep copy of `node` (a tree, an order list, a `Result`...) in which every `span` is `{start: 0, end: 0}`:
 * spans say where a node was written, not what it means, so trees are compared without them.
 */
export function withoutSpans<T>(node: T): T {
  const copy = structuredClone(node)
  clearSpans(copy)
  return copy
}

/** Resets every `span` property in place; used on a private copy only. */
function clearSpans(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) clearSpans(item)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'span') Reflect.set(value, key, { ...NO_SPAN })
      else clearSpans(child)
    }
  }
}
