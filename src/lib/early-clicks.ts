/** Sent on `document` by the app once React has been given the server-rendered page (`hydrateRoot` called). */
const APP_HYDRATING = 'app:hydrating'

/** The app's own controls: a `type="button"` button does something only once the app runs (a link or a form works
 * without it). */
const APP_CONTROL = 'button[type="button"]'

/**
 * Keeps the clicks that land on the app's own buttons in `root` between the first paint of a server-rendered page
 * and the app's start, and clicks them again once React has the page: React then hydrates what they hit at once and
 * handles them, so a person who clicks "Show as table" before the code has run sees the table instead of nothing.
 */
export function holdEarlyClicks(root: HTMLElement): void {
  const held: HTMLElement[] = []
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROL) : null
    if (control === null || !root.contains(control)) return
    event.preventDefault()
    event.stopPropagation()
    held.push(control)
  }
  document.addEventListener('click', hold, true)
  document.addEventListener(
    APP_HYDRATING,
    () => {
      document.removeEventListener('click', hold, true)
      for (const control of held) if (control.isConnected) control.click()
    },
    { once: true },
  )
}

/** Tells `holdEarlyClicks` that React has the page: the clicks it kept are clicked again, and no more are kept. */
export function releaseEarlyClicks(): void {
  document.dispatchEvent(new Event(APP_HYDRATING))
}
