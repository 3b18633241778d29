// Makes sure the end-to-end tests have a Chromium to drive, on a laptop or on a fresh Debian CI machine.
// Order: an explicit CHROMIUM_PATH, Playwright's own browser, the system's /usr/bin/chromium; if none exists,
// install one: Debian's package when running as root with apt-get (Playwright's download is blocked on some
// networks), else Playwright's own download.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

function found() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null
  const bundled = chromium.executablePath()
  if (existsSync(bundled)) return bundled
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null
}

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' })
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('ensure-browser: installing Debian chromium')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    try {
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
    } catch {
      execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
    }
    return
  }
  console.log('ensure-browser: installing Playwright chromium')
  run('npx', ['playwright', 'install', 'chromium'])
}

const existing = found()
if (existing) {
  console.log(`ensure-browser: using ${existing}`)
} else {
  install()
  const installed = found()
  if (!installed) {
    console.error('ensure-browser: no Chromium available; set CHROMIUM_PATH to a Chromium binary')
    process.exit(1)
  }
  console.log(`ensure-browser: using ${installed}`)
}
