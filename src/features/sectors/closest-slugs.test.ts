import { describe, expect, it } from 'vitest'
import { closestSlugs } from './closest-slugs'

const SLUGS = ['banks', 'financing-service', 'insurance', 'oil-gas-coal', 'telecommunication', 'utilities']

describe('closest sub-sectors', () => {
  it('offers the slugs sharing a word first, then the nearest spellings', () => {
    expect(closestSlugs('bank', SLUGS)).toEqual(['banks'])
    expect(closestSlugs('oil-gas', SLUGS)).toEqual(['oil-gas-coal'])
    expect(closestSlugs('utilties', SLUGS)).toEqual(['utilities'])
  })

  it('offers nothing rather than something unrelated', () => {
    expect(closestSlugs('zzzzzzzz', SLUGS)).toEqual([])
  })
})
