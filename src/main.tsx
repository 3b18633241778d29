import { startApp } from './app/ssr/start-app'
import { takeHydrationState } from './app/ssr/hydration-state'

// started by boot.ts (index.html's script), after a server-rendered page's first paint
const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')
void startApp(root, takeHydrationState())
