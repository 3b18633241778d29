/** The screeners (keyed or under the dashboard's `/api`): their errors are `{"error": CODE, "message": ...}`. */
const SCREENER_PATH = /^(\/api)?\/v2\/(sgx\/)?companies\/?$/

/**
 * An error body in the shape the endpoint at `path` uses for its own errors (NOTES §8): the screeners answer
 * `{"error": CODE, "message"}`, every other endpoint `{"error": "sentence"}`. For answers that no handler wrote
 * (overload, rate limit), so that a client parses them as it parses that endpoint's other errors.
 */
export function endpointErrorBody(path: string, code: string, sentence: string): Record<string, string> {
  return SCREENER_PATH.test(path) ? { error: code, message: sentence } : { error: sentence }
}
