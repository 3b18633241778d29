import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { compareToExample, keysOutsideSchema, missingPaths, parseExactly, typeMismatches } from './type-skeleton'

describe('compareToExample', () => {
  it('finds a key the example has and the answer lacks, once per path', () => {
    const mismatches = compareToExample({ rows: [{ a: 1, b: 'x' }] }, { rows: [{ a: 2 }, { a: 3 }] })
    expect(missingPaths(mismatches)).toEqual(['$.rows[].b'])
  })

  it('reports a JSON type that differs, but not a null on either side', () => {
    const mismatches = compareToExample({ a: 1, b: null, c: 'x' }, { a: '1', b: [1], c: null })
    expect(typeMismatches(mismatches)).toEqual([{ path: '$.a', kind: 'type', expected: 'number', actual: 'string' }])
    expect(missingPaths(mismatches)).toEqual([])
  })

  it('reads an array by its first element; a key absent from a later element of the example is optional', () => {
    const example = { holders: [{ name: 'A', symbol: 'X.JK' }, { name: 'B' }] }
    expect(compareToExample(example, { holders: [{ name: 'C' }] })).toEqual([])
    expect(typeMismatches(compareToExample(example, { holders: [{ name: 'C', symbol: 5 }] }))).toHaveLength(1)
  })

  it("reads a year-keyed object as a map: the example's year against ours, else every entry", () => {
    const example = { '2025': { revenue: 1, date: '2025-12-31' } }
    expect(compareToExample(example, { '2018': { revenue: 1 }, '2025': { revenue: 2, date: 'x' } })).toEqual([])
    expect(missingPaths(compareToExample(example, { '2024': { revenue: 1 } }))).toEqual(['${}.date'])
  })

  it('treats an empty example array as any array', () => {
    expect(compareToExample({ a: [] }, { a: [1, 'x'] })).toEqual([])
  })
})

describe('keysOutsideSchema and parseExactly', () => {
  const schema = z.object({ a: z.number(), rows: z.array(z.object({ b: z.string() })) })

  it('names the keys a non-strict schema would silently drop, at any depth', () => {
    const body = { a: 1, extra: true, rows: [{ b: 'x' }, { b: 'y', c: 1 }] }
    expect(keysOutsideSchema(body, schema.parse(body))).toEqual(['$.extra', '$.rows[1].c'])
    expect(() => parseExactly(schema, body)).toThrow('keys outside the contract: $.extra, $.rows[1].c')
  })

  it('returns the parsed body when every key is in the contract', () => {
    const body = { a: 1, rows: [{ b: 'x' }] }
    expect(parseExactly(schema, body)).toEqual(body)
  })
})
