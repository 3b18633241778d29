/**
 * Resolves after the browser's next paint: `requestAnimationFrame` runs just before the frame is painted, and a task
 * queued from there runs after it.
 */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0)
    })
  })
