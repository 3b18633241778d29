import { describe, expect, it } from 'vitest'
import { takeTurn } from './draw-turns'

describe('takeTurn', () => {
  it('starts one drawing at a time, in the order they asked', () => {
    const started: string[] = []
    const endFirst = takeTurn(() => started.push('first'))
    const endSecond = takeTurn(() => started.push('second'))
    takeTurn(() => started.push('third'))()
    const endFourth = takeTurn(() => started.push('fourth'))
    expect(started).toEqual(['first'])
    endFirst()
    expect(started).toEqual(['first', 'second'])
    // the third left the queue before its turn: the fourth comes next
    endSecond()
    expect(started).toEqual(['first', 'second', 'fourth'])
    endFourth()
  })

  it('ends a turn once: a second end does not start two drawings', () => {
    const started: string[] = []
    const endFirst = takeTurn(() => started.push('first'))
    const endSecond = takeTurn(() => started.push('second'))
    const endThird = takeTurn(() => started.push('third'))
    endFirst()
    endFirst()
    expect(started).toEqual(['first', 'second'])
    endSecond()
    endThird()
    expect(started).toEqual(['first', 'second', 'third'])
  })
})
