import { describe, expect, it } from 'vitest'
import { addDays, consecutiveWindows, stitchWindows } from './date-windows'

const days = (window: { start: string; end: string }) =>
  (Date.parse(window.end) - Date.parse(window.start)) / 86_400_000 + 1

describe('consecutive windows', () => {
  it('asks for one window when the range fits in one', () => {
    expect(consecutiveWindows(30, '2026-11-20', 90)).toEqual([{ start: '2026-10-22', end: '2026-11-20' }])
  })

  it('covers five years as windows of at most 90 days, latest first, without gaps or overlaps', () => {
    const windows = consecutiveWindows(1826, '2026-11-20', 90)
    expect(windows).toHaveLength(21)
    expect(windows.every((window) => days(window) <= 90)).toBe(true)
    expect(windows.reduce((sum, window) => sum + days(window), 0)).toBe(1826)
    for (let i = 1; i < windows.length; i++) expect(addDays(windows[i]?.end ?? '', 1)).toBe(windows[i - 1]?.start)
    expect(windows[0]?.end).toBe('2026-11-20')
    expect(windows.at(-1)?.start).toBe(addDays('2026-11-20', -1825))
  })

  it('crosses a leap day and a year end by calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(consecutiveWindows(91, '2024-03-01', 90)).toEqual([
      { start: '2023-12-03', end: '2024-03-01' },
      { start: '2023-12-02', end: '2023-12-02' },
    ])
  })
})

describe('stitching windows', () => {
  it('gives one series oldest first, each day once, whatever order the answers came in', () => {
    const later = [
      { date: '2026-11-19', price: 3 },
      { date: '2026-11-20', price: 4 },
    ]
    const earlier = [
      { date: '2026-11-18', price: 2 },
      { date: '2026-11-19', price: 3 },
    ]
    expect(stitchWindows([later, earlier, []])).toEqual([
      { date: '2026-11-18', price: 2 },
      { date: '2026-11-19', price: 3 },
      { date: '2026-11-20', price: 4 },
    ])
  })
})
