import { describe, expect, it } from 'vitest'
import { olderYearsThread } from './older-years-thread'

describe('the thread drawing the older closes', () => {
  it('reports a drawing that cannot finish as an error, instead of leaving the build waiting', () => {
    const thread = olderYearsThread()
    try {
      // a universe of three companies, of which none is given
      const drawer = thread.source(1, 3)
      expect(() => drawer.finish()).toThrow(
        /drawing the older closes failed: .*older closes drawn for 0 of 3 companies/,
      )
    } finally {
      thread.close()
    }
  })
})
