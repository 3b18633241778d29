import { startApp } from './app/ssr/start-app'
import { takeHydrationState } from './app/ssr/hydration-state'
import './app/styles/index.css'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

/** Resolves after the browser's next paint: a server-rendered page is painted before the app's work begins. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0)
    })
  })

const state = takeHydrationState()
if (state === null) void startApp(root, null)
else void afterPaint().then(() => startApp(root, state))
