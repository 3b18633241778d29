import { describe, expect, it } from 'vitest'
import { createTestServer, TEST_KEY } from './testing/harness'
import { fuzzRequest, seededRandom } from './screener/testing/fuzz-inputs'

const server = createTestServer({ scale: 0.5 })
const db = server.market.db

/** What would change if any request wrote: the schema, every table's row count, and the connection's writes. */
function fingerprint(): string {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map(
      ({ name }) => `${name}:${String(db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${name}"`).get()?.n)}`,
    )
  const changes = db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n
  const schema = db.pragma('schema_version', { simple: true })
  return JSON.stringify({ tables, changes, schema })
}

describe('the screeners under 5,000 seeded generated inputs', () => {
  it('never answer 5xx, answer every refusal in the documented shape, and change no data', async () => {
    const before = fingerprint()
    const random = seededRandom(20261124)
    const counts: Record<string, number> = {}
    const failures: string[] = []
    for (let i = 0; i < 5_000; i++) {
      const { kind, path } = fuzzRequest(random)
      const response = await server.app.request(path, { headers: { authorization: TEST_KEY } })
      const body: unknown = await response.json()
      counts[`${kind} ${String(response.status)}`] = (counts[`${kind} ${String(response.status)}`] ?? 0) + 1
      const documented =
        response.status === 200 ||
        (response.status === 400 && typeof body === 'object' && body !== null && 'error' in body && 'message' in body)
      if (!documented && failures.length < 5) failures.push(`${String(response.status)} ${path.slice(0, 300)}`)
    }
    expect(failures).toEqual([])
    expect(Object.keys(counts).filter((key) => /\s5\d\d$/.test(key))).toEqual([])
    expect(fingerprint()).toBe(before)
    // every kind of input was tried, and some of each were valid enough to answer
    for (const kind of ['soup', 'mutation', 'injection', 'huge']) expect(counts[`${kind} 400`]).toBeGreaterThan(0)
    expect(counts['mutation 200']).toBeGreaterThan(0)
  }, 300_000)

  it('refuses an unknown name thousands of characters long without looking for a similar field', async () => {
    const { status, body } = await server.get(`/v2/companies/?order_by=${'x'.repeat(4000)}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'UNSUPPORTED_ORDER_BY', parameter: 'order_by' })
    expect(JSON.stringify(body)).not.toContain('Did you mean')
  })

  it('refuses a query naming more years than the documented limit, naming the limit', async () => {
    const where = Array.from({ length: 70 }, (_, i) => `revenue[${String(1950 + i)}] > 0`).join(' or ')
    const { status, body } = await server.get(`/v2/companies/?where=${encodeURIComponent(where)}`)
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'INVALID_WHERE_CLAUSE',
      message: 'A query may name at most 16 distinct years and quarters; this one names 70.',
      parameter: 'where',
    })
    const sixteen = Array.from({ length: 16 }, (_, i) => `revenue[${String(2010 + i)}] > 0`).join(' or ')
    expect((await server.get(`/v2/companies/?where=${encodeURIComponent(sixteen)}`)).status).toBe(200)
  })
})
