import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { auctionsPath, auctionsResponse } from '../src/shared/api/auctions'
import { apiAnswer, screen } from './api'
import { seriousViolations } from './axe'
import { pageDrawn } from './drawn'
import { expect, test } from './fixtures'

/** Every catalogue pair of the dashboard (`<namespace folder>/messages/{en,id}.json`), read from our own files. */
function cataloguePairs(): { en: Record<string, string>; id: Record<string, string> }[] {
  const folders = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith(join('messages', 'en.json')),
  )
  const read = (path: string) => JSON.parse(readFileSync(join('src', path), 'utf8')) as Record<string, string>
  return folders.map((path) => ({ en: read(path), id: read(path.replace(/en\.json$/, 'id.json')) }))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * An English message as a pattern for a whole text on screen: its arguments match anything, its tags (`<0>`)
 * are dropped, ICU's doubled apostrophe is one. Plural and select messages, and messages with fewer than three
 * letters of their own, are left out: their English cannot be told from data reliably.
 */
function englishPattern(message: string): RegExp | null {
  if (/\{\w+,\s*(plural|select)/.test(message)) return null
  const text = message.replace(/<\/?\d+>/g, '').replace(/''/g, "'")
  const literal = text.replace(/\{\w+\}/g, '')
  if ((literal.match(/[A-Za-z]/g) ?? []).length < 3) return null
  return new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  )
}

/**
 * The English messages whose Indonesian differs: what must not be seen on an Indonesian page. A text that is an
 * Indonesian message as well (the question box's Indonesian examples, offered in both languages) is not English.
 */
const ENGLISH_ONLY: readonly { message: string; pattern: RegExp }[] = (() => {
  const pairs = cataloguePairs()
  const indonesian = new Set(pairs.flatMap(({ id }) => Object.values(id)))
  return pairs.flatMap(({ en, id }) =>
    Object.entries(en).flatMap(([key, message]) => {
      const pattern = message === id[key] || indonesian.has(message) ? null : englishPattern(message)
      return pattern === null ? [] : [{ message, pattern }]
    }),
  )
})()

/**
 * The texts a person meets on the page as it is now: visible text nodes (not the filter language's own text in
 * inputs, code and excerpts), the names and hints of visible elements, and the document's title.
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent === null || parent.closest('pre, code, kbd, textarea, script, style, datalist') !== null) continue
      if (parent.checkVisibility()) texts.push(node.textContent ?? '')
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!element.checkVisibility()) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '')
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '')
  })
}

/**
 * Opens a page in the language of the `lang` cookie (a cold load: the server renders its first screen in that
 * language) and waits until it shows all it will show.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('main')).toBeVisible()
  await pageDrawn(page)
}

/**
 * Goes to another section of the report on screen by its link in the section navigation, as a person does: the
 * section is the page a cold load of its address shows once the app runs, without loading the app again.
 */
async function openSection(page: Page, path: string): Promise<void> {
  const link = page.getByRole('navigation').locator(`a[href="${path}"]`)
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'page')
  await pageDrawn(page)
}

/** The companies and the auction the walk opens, from the running service (no demo value is hard-coded). */
interface Subjects {
  first: string
  second: string
  sgx: string
  auction: string
}

async function subjects(request: APIRequestContext): Promise<Subjects> {
  const idx = (await screen(request, 'order_by=-market_cap&limit=2')).results.map((row) => row.symbol)
  const sgx = (await screen(request, 'order_by=-market_cap&limit=1', 'sgx')).results[0]?.symbol
  const auction = (await apiAnswer(request, `${auctionsPath}?limit=1`, auctionsResponse)).results[0]?.wiup_code
  const [first, second] = idx.map((symbol) => symbol.replace('.JK', ''))
  if (first === undefined || second === undefined || sgx === undefined || auction === undefined)
    throw new Error('the demo market has too little data for this walk')
  return { first, second, sgx: sgx.replace('.SI', ''), auction }
}

/**
 * One page kind: `scanned` are its links that axe checks in Indonesian (one per page kind: in English, every kind
 * already passes axe in its own spec), `sections` the report sections reached from the last of them through the
 * report's section navigation, `more` its other states and link problems, each loaded cold; sections and the rest
 * are checked for English only. `refusals` are the service's 404s the kind's pages explain.
 */
interface PageKind {
  kind: string
  scanned: (s: Subjects) => string[]
  sections?: (s: Subjects) => string[]
  more: (s: Subjects) => string[]
  refusals?: RegExp[]
}

const PAGE_KINDS: readonly PageKind[] = [
  { kind: 'the market overview', scanned: () => ['/'], more: () => ['/?market=sgx'] },
  { kind: 'the market map', scanned: () => [], more: () => ['/map?period=1y&index=lq45', '/map?market=sgx&period=7d'] },
  {
    kind: 'the screener',
    scanned: () => ["/screener?where=sub_sector+%3D+'banks'+and+pe_ttm+%3C+15"],
    more: () => [
      '/screener?where=pe_ttm+%3C&limit=0',
      '/screener?where=not+(pe_ttm+%3C+5+or+pb_mrq+%3C+1)&order_by=-tags&columns=Pe;x',
      '/screener?q=5+bank+terbesar',
    ],
  },
  {
    kind: 'the auctions',
    scanned: ({ auction }) => ['/auctions', `/auctions/${auction}`],
    more: () => ['/auctions?limit=99&province=Atlantis&qualified=true'],
  },
  {
    kind: 'the companies list',
    scanned: () => ['/companies?sub_sector=banks'],
    more: () => ['/companies', '/companies?sub_sector=banks&sort_by=dividends&desc=yes'],
  },
  {
    kind: 'a sub-sector',
    scanned: () => ['/sectors/banks'],
    more: () => ['/sectors/no-such-sector'],
    refusals: [/\/api\/v2\/subsector\/report\/no-such-sector\//],
  },
  {
    kind: 'an IDX report',
    scanned: ({ first }) => [`/reports/${first}`],
    sections: ({ first }) =>
      ['financials', 'valuation', 'future', 'peers', 'dividend', 'management', 'ownership'].map(
        (section) => `/reports/${first}/${section}`,
      ),
    more: () => ['/reports/ZZZZ'],
    refusals: [/\/api\/v2\/company\/report\/ZZZZ\//],
  },
  { kind: 'an SGX report', scanned: ({ sgx }) => [`/reports/sgx/${sgx}`], more: () => [] },
  {
    kind: 'the comparison',
    scanned: ({ first, second }) => [`/compare?symbols=${first},${second}`],
    more: () => ['/compare?symbols='],
  },
  { kind: 'the watchlists', scanned: () => ['/watchlists'], more: () => [] },
  { kind: 'the not-found page', scanned: () => ['/no/such/page'], more: () => [] },
]

/** Sets the `lang` cookie the server and the dashboard read. */
async function useLanguage(page: Page, baseURL: string | undefined, language: 'id' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }])
}

test.describe('no English on an Indonesian page', () => {
  for (const { kind, scanned, sections = () => [], more, refusals = [] } of PAGE_KINDS) {
    test(`${kind}, in each state, shows no English message and passes axe`, async ({
      page,
      request,
      baseURL,
      consoleGuard,
    }) => {
      for (const url of refusals) consoleGuard.expectRefusal(url, 404)
      const subject = await subjects(request)
      await useLanguage(page, baseURL, 'id')
      const found: string[] = []
      const check = async (path: string, scan: boolean) => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'id')
        for (const text of await shownTexts(page)) {
          const english = ENGLISH_ONLY.find(({ pattern }) => pattern.test(text))
          if (english !== undefined) found.push(`${path}: "${text}" (${english.message})`)
        }
        if (scan) expect.soft(await seriousViolations(page), `axe on ${path} (id)`).toEqual([])
      }
      for (const path of scanned(subject)) {
        await open(page, path)
        await check(path, true)
      }
      for (const path of sections(subject)) {
        await openSection(page, path)
        await check(path, false)
      }
      for (const path of more(subject)) {
        await open(page, path)
        await check(path, false)
      }
      expect.soft([...new Set(found)], 'English messages on Indonesian pages').toEqual([])
    })
  }

  // in English, every other page kind already passes axe in its own spec (accessibility, report-accessibility,
  // market-overview, sub-sector, auctions-summary, companies-export, watchlists, map): only the not-found page is
  // scanned here, so no page is scanned twice in one language
  test('the not-found page in English passes axe', async ({ page, baseURL }) => {
    await useLanguage(page, baseURL, 'en')
    await open(page, '/no/such/page')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await seriousViolations(page)).toEqual([])
  })
})
