/**
 * What the dashboard asks `/api/credits` with: paths, parameter values, limits. No schema here: the schemas are in
 * ../credits.ts (which re-exports this file), and the dashboard imports this file only, so that the validation
 * library stays out of the browser (docs/benchmarks.md, JavaScript budget).
 */
/** At most this many paths in one `GET /api/credits/cost` (a report's sections, a few questions). */
export const MAX_COST_PATHS = 16

/** The query of a cost request for these API paths. */
export const costQuery = (paths: readonly string[]) =>
  new URLSearchParams(paths.map((path): [string, string] => ['path', path])).toString()
