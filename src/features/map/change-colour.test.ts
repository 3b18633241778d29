import { describe, expect, it } from 'vitest'
import { CHANGE_STOPS, NOT_REPORTED_FILL, changeColour } from './change-colour'

describe('changeColour', () => {
  it('puts no change at the middle of the scale and the bounds at its ends', () => {
    expect(changeColour(0, 0.03).fill).toBe(CHANGE_STOPS[3])
    expect(changeColour(-0.03, 0.03).fill).toBe(CHANGE_STOPS[0])
    expect(changeColour(0.03, 0.03).fill).toBe(CHANGE_STOPS[6])
    // a third of the way up is the first stop above the middle
    expect(changeColour(0.01, 0.03).fill).toBe(CHANGE_STOPS[4])
  })

  it('clamps moves beyond the bound to the deepest colour', () => {
    expect(changeColour(0.25, 0.03)).toEqual(changeColour(0.03, 0.03))
    expect(changeColour(-0.9, 0.3)).toEqual(changeColour(-0.3, 0.3))
  })

  it('goes between stops for a change between them', () => {
    const between = changeColour(0.005, 0.03).fill
    expect(between).not.toBe(CHANGE_STOPS[3])
    expect(between).not.toBe(CHANGE_STOPS[4])
    // half-way from #f7f7f7 to #d1e5f0: red falls, blue stays near the top
    expect(between).toBe('#e4eef4')
  })

  it('gives a change not reported its own grey, never the colour of 0 %', () => {
    expect(changeColour(null, 0.03).fill).toBe(NOT_REPORTED_FILL)
    expect(changeColour(null, 0.03).fill).not.toBe(changeColour(0, 0.03).fill)
    expect(changeColour(Number.NaN, 0.03).fill).toBe(NOT_REPORTED_FILL)
  })

  it('writes labels in dark text on light fills and white on deep ones', () => {
    expect(changeColour(0, 0.03).text).toBe('#111111')
    expect(changeColour(-0.05, 0.03).text).toBe('#ffffff')
    expect(changeColour(0.05, 0.03).text).toBe('#ffffff')
  })
})
