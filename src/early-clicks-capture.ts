import { holdEarlyClicks } from './lib/early-clicks'

/**
 * A server-rendered page's first script, classic and parser-blocking in its head (the server names it there), so that
 * the clicks on the app's buttons are kept from the page's first paint (its style sheets are in the document: nothing
 * else holds that paint back) until the app has the page. Built on its own (scripts/vite/classic-script.ts).
 */
holdEarlyClicks(() => document.getElementById('root'))
