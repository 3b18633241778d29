import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { HealthResponse } from '../../shared/api/health'
import type { PageRenderer } from '../../shared/ssr'
import { createApp } from '../app'
import { embeddedSource } from '../compose'
import { ApiKeys } from '../http/auth'
import type { AnswerSource } from '../source'
import { TEST_KEY } from './harness'

/** How the dashboard's pages are rendered on the server, and what their rendering may ask. */
export interface RenderingOptions {
  renderPage?: PageRenderer
  logError?: (line: string) => void
  /** the service's answers (and by its mode, whether rendered pages are kept); the empty embedded API by default */
  source?: AnswerSource
  health?: () => Promise<HealthResponse>
}

/**
 * The app serving a built dashboard made of `files` (path in the build → content), with no API behind it: for the
 * tests of what the server does with the dashboard's files.
 */
export function dashboardApp(files: Readonly<Record<string, string>>, rendering: RenderingOptions = {}): Hono {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  const api = new Hono()
  return createApp({
    api,
    keys: new ApiKeys([TEST_KEY]),
    source: rendering.source ?? embeddedSource(api),
    health:
      rendering.health ??
      (() => {
        throw new Error('unused')
      }),
    clientDir: dir,
    log: () => undefined,
    logError: rendering.logError ?? (() => undefined),
    renderPage: rendering.renderPage,
  })
}
