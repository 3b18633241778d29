import { afterEach, describe, expect, it } from 'vitest'
import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks'

/** A page's root with one of the app's buttons and a form's submit button, each counting the clicks it gets. */
function pageWithButtons() {
  const root = document.createElement('div')
  root.innerHTML = '<button type="button"><span>Show as table</span></button><form><button>Search</button></form>'
  document.body.append(root)
  const [appButton, submit] = [...root.querySelectorAll('button')]
  if (appButton === undefined || submit === undefined) throw new Error('the page has no buttons')
  const clicks = { app: 0, submit: 0 }
  appButton.addEventListener('click', () => (clicks.app += 1))
  submit.addEventListener('click', (event) => {
    event.preventDefault()
    clicks.submit += 1
  })
  return { root, appButton, submit, label: appButton.querySelector('span'), clicks }
}

describe('holdEarlyClicks', () => {
  afterEach(() => {
    releaseEarlyClicks()
    document.body.replaceChildren()
  })

  it('keeps the clicks on the app’s buttons until the app has the page, then clicks them again', () => {
    const { root, appButton, label, clicks } = pageWithButtons()
    holdEarlyClicks(root)
    appButton.click()
    label?.click()
    expect(clicks.app).toBe(0)
    releaseEarlyClicks()
    expect(clicks.app).toBe(2)
    // once the app has the page, a click is its own
    appButton.click()
    expect(clicks.app).toBe(3)
  })

  it('leaves what works without the app alone', () => {
    const { root, submit, clicks } = pageWithButtons()
    holdEarlyClicks(root)
    submit.click()
    expect(clicks.submit).toBe(1)
  })
})
