import './app/styles/index.css'
import { afterPaint } from './lib/after-paint'
import { holdEarlyClicks } from './lib/early-clicks'

/**
 * The page's only script, tiny: it lets the browser paint the server-rendered markup before any of the app's code is
 * evaluated. The app's code is fetched with the document all the same (the server's `Link` header names it as
 * `modulepreload`), but a module script the page names itself runs as soon as parsing ends, before the first paint:
 * evaluating the app there held a server-rendered page's first paint back by its whole evaluation. An external file,
 * because the Content-Security-Policy allows no inline script.
 */
const root = document.getElementById('root')
// a server-rendered page has its markup in #root; an empty one (a page the app renders itself) has nothing to show
const serverRendered = root !== null && root.firstElementChild !== null

if (serverRendered) {
  // the page can be clicked from its first paint, before the app's buttons work: their clicks wait for the app
  holdEarlyClicks(root)
  void afterPaint().then(() => import('./main'))
} else void import('./main')
