import type { Page } from '@playwright/test'

/** A table cell holding a figure that the reader cannot see whole where it stands. */
export interface ClippedFigure {
  table: string
  text: string
  /** the table scrolls sideways and says so under itself (the last resort the issue allows) */
  scrollCue: boolean
}

/**
 * Every figure cell (`td.num`) of the page's visible tables that is cut by the box it is in: past the right or left
 * edge of its nearest box that clips sideways (a scrolling table, a panel) or of the window, or wider than itself.
 */
export function clippedFigures(page: Page): Promise<ClippedFigure[]> {
  return page.evaluate(() => {
    const clipped: { table: string; text: string; scrollCue: boolean }[] = []
    for (const cell of document.querySelectorAll<HTMLTableCellElement>('table td.num')) {
      const text = cell.innerText.trim()
      const rect = cell.getBoundingClientRect()
      if (text === '' || rect.width === 0) continue
      let box = cell.parentElement
      while (box !== null && box !== document.body && getComputedStyle(box).overflowX === 'visible')
        box = box.parentElement
      const edges = box === null || box === document.body ? { left: 0, right: innerWidth } : box.getBoundingClientRect()
      const left = Math.max(edges.left, 0)
      const right = Math.min(edges.right, innerWidth)
      const cut = rect.right > right + 1 || rect.left < left - 1 || cell.scrollWidth > cell.clientWidth + 1
      if (!cut) continue
      const table = cell.closest('table')?.getAttribute('aria-label') ?? '(unnamed table)'
      const scrollCue = box instanceof HTMLElement && box.dataset.overflowing === 'true'
      clipped.push({ table, text, scrollCue })
    }
    return clipped
  })
}
