import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FirstScreenRenderer } from '../../shared/first-screen'
import { createApp } from '../app'
import { embeddedSource } from '../compose'
import { ApiKeys } from '../http/auth'
import type { AnswerSource } from '../source'
import { TEST_KEY } from './harness'

/**
 * The app serving a built dashboard made of `files` (path in the build → content), with no API behind it: for the
 * tests of what the server does with the dashboard's files.
 */
export function dashboardApp(
  files: Readonly<Record<string, string>>,
  drawn: { firstScreen?: FirstScreenRenderer; logError?: (line: string) => void; mode?: AnswerSource['mode'] } = {},
): Hono {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  const api = new Hono()
  return createApp({
    api,
    keys: new ApiKeys([TEST_KEY]),
    // the answer source's mode decides whether drawn pages are kept (demo) or drawn afresh (live)
    source: { ...embeddedSource(api), mode: drawn.mode ?? 'demo' },
    health: () => {
      throw new Error('unused')
    },
    clientDir: dir,
    log: () => undefined,
    logError: drawn.logError ?? (() => undefined),
    firstScreen: drawn.firstScreen,
  })
}
