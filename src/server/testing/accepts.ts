import { expect } from 'vitest'

/**
 * Checks an allow-list (API keys, host names) against candidates it must accept and candidates it must refuse, in
 * one assertion whose failure names every candidate judged wrongly.
 */
export function expectAccepts(
  list: { accepts(candidate: string): boolean },
  accepted: readonly string[],
  refused: readonly string[],
): void {
  expect([...accepted, ...refused].filter((candidate) => list.accepts(candidate))).toEqual(accepted)
}
