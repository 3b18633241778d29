import { expect, type Page } from '@playwright/test'

/**
 * Whether the page stayed as it was across the browser's next paint: the app owns the page (React has hydrated its
 * `main`), and its elements and text are the same before and after the paint.
 */
function unchangedAcrossPaint(): Promise<boolean> {
  const main = document.querySelector('main')
  if (main === null || !Object.keys(main).some((key) => key.startsWith('__reactProps'))) return Promise.resolve(false)
  const read = () => `${String(document.body.querySelectorAll('*').length)} ${document.body.innerText}`
  const before = read()
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        resolve(read() === before)
      }, 0)
    })
  })
}

/**
 * Waits until the page shows everything it is going to show: nothing busy or loading, every chart frame's chart
 * drawn, and no change across a paint. Nothing busy is not enough: the charts take their turns to draw one after
 * another after their data has arrived (src/lib/draw-turns.ts), so a check that reads the page (an axe scan, a walk
 * through its texts) would otherwise read it before its charts.
 */
export async function pageDrawn(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .skeleton, .page-loading')).toHaveCount(0)
  // a chart frame's chart area holds its drawing once its turn has come (chart-frame.tsx)
  await expect(page.locator('.chart-frame__chart:not(:has(svg))')).toHaveCount(0)
  await expect.poll(() => page.evaluate(unchangedAcrossPaint), 'the page unchanged across a paint').toBe(true)
}
