import { describe, expect, it } from 'vitest'
import { MAX_HISTORY_YEARS, priceWindows, rangeDays } from './price-windows'

const days = (window: { start: string; end: string }) =>
  (Date.parse(window.end) - Date.parse(window.start)) / 86_400_000 + 1

describe('price windows', () => {
  it('asks for one window of a month', () => {
    expect(priceWindows('1m', '2026-11-20')).toEqual([{ start: '2026-10-22', end: '2026-11-20' }])
  })

  it('covers a year as consecutive windows of at most 90 days, without gaps or overlaps', () => {
    const windows = priceWindows('1y', '2026-11-20')
    expect(windows).toHaveLength(5)
    expect(windows.every((window) => days(window) <= 90)).toBe(true)
    expect(windows.reduce((sum, window) => sum + days(window), 0)).toBe(365)
    for (let i = 1; i < windows.length; i++) {
      const later = windows[i - 1]
      const earlier = windows[i]
      expect(Date.parse(later?.start ?? '') - Date.parse(earlier?.end ?? '')).toBe(86_400_000)
    }
    expect(windows.at(-1)?.start).toBe('2025-11-21')
  })

  it('covers five years in 21 windows', () => {
    const windows = priceWindows('5y', '2026-11-20')
    expect(windows).toHaveLength(21)
    expect(windows.every((window) => days(window) <= 90)).toBe(true)
  })
})

describe('the Max range', () => {
  it('reaches back to the listing', () => {
    const windows = priceWindows('max', '2026-11-20', '2024-11-21')
    expect(windows.at(-1)?.start).toBe('2024-11-21')
    expect(windows.reduce((sum, window) => sum + days(window), 0)).toBe(730)
  })

  it('stops at the history the service keeps for an older listing or one not reported', () => {
    const older = priceWindows('max', '2026-11-20', '1989-05-31')
    expect(older).toEqual(priceWindows('max', '2026-11-20', null))
    expect(rangeDays('max', '2026-11-20', null)).toBe(Math.round(MAX_HISTORY_YEARS * 365.25))
    expect(older.every((window) => days(window) <= 90)).toBe(true)
  })
})
