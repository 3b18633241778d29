import type { Page } from '@playwright/test'
import { screen as askService } from './api'
import { expect, test } from './fixtures'
import type { ReportPage } from './pages/report-page'
import { idxTicker } from '../src/shared/ticker'

const IDX_SECTIONS = ['Overview', 'Financials', 'Valuation', 'Future', 'Peers', 'Dividend', 'Management', 'Ownership']
const SGX_SECTIONS = ['Overview', 'Financials', 'Valuation', 'Dividend']

/** The largest bank's IDX report, opened at `section`, its sections' data shown. */
async function openBankReport(page: Page, report: ReportPage, section: string): Promise<void> {
  const [row] = (await askService(page.request, "where=sub_sector+%3D+'banks'&order_by=-market_cap&limit=1")).results
  await report.open(`/reports/${idxTicker(row?.symbol ?? '')}`)
  if (section !== 'Overview') await report.openSection(section)
  await report.settled()
}

/**
 * Switches the system's theme under the loaded page and waits until the page shows it: the app follows the system
 * (theme toggle), the style sheet's light-dark() colours follow the root's color-scheme, and the charts re-read
 * their palette when `data-theme` changes (chart-colours); the frame after that is the page in the new theme.
 */
async function switchSystemTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve()
          })
        })
      }),
  )
}

/**
 * Every element of the page with the colours it is painted in (text, background, border, SVG fill and stroke):
 * what axe's contrast checks read.
 */
async function paintedColours(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      const colours = [style.color, style.backgroundColor, style.borderTopColor, style.fill, style.stroke]
      return `${element.tagName} ${colours.join(' ')}`
    }),
  )
}

/** The painted colours once two reads agree: a chart draws after its data arrives, in a frame of its own. */
async function settledColours(page: Page): Promise<string[]> {
  let previous = await paintedColours(page)
  await expect
    .poll(async () => {
      const now = await paintedColours(page)
      const same = now.join('\n') === previous.join('\n')
      previous = now
      return same
    })
    .toBe(true)
  return previous
}

/** Where the page now is painted unlike `expected`: its element count, then the first elements that differ. */
async function unlikePainting(page: Page, expected: string[]): Promise<string[]> {
  const painted = await paintedColours(page)
  const count =
    painted.length === expected.length ? [] : [`${String(painted.length)} elements, not ${String(expected.length)}`]
  const unlike = painted.flatMap((colours, index) =>
    colours === expected[index] ? [] : [`element ${String(index)}: ${colours}, not ${expected[index] ?? ''}`],
  )
  return [...count, ...unlike.slice(0, 10)]
}

// one test per section (not one walk through them all): the sections are scanned on every worker at once; each
// scans the section in both themes on one loaded page (the first test shows that a page switched to dark is the
// page a person who loads it in dark sees)
test.describe('company report accessibility', () => {
  test('a report section switched to the dark theme is painted as one loaded in it', async ({ page, report }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await openBankReport(page, report, 'Financials')
    const light = await settledColours(page)
    await switchSystemTheme(page, 'dark')
    const switched = await settledColours(page)
    // the themes differ on this section, so the comparison below could not pass by painting both alike
    expect(switched).not.toEqual(light)

    await page.emulateMedia({ colorScheme: 'dark' })
    await openBankReport(page, report, 'Financials')
    await expect.poll(() => unlikePainting(page, switched), 'the section loaded in dark').toEqual([])
  })

  for (const section of IDX_SECTIONS) {
    test(`the IDX report's ${section} section has no serious or critical axe violations in either theme`, async ({
      page,
      report,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await openBankReport(page, report, section)
      expect(await report.seriousViolations(), 'light theme').toEqual([])
      await switchSystemTheme(page, 'dark')
      expect(await report.seriousViolations(), 'dark theme').toEqual([])
    })
  }

  for (const section of SGX_SECTIONS) {
    test(`the SGX report's ${section} section has no serious or critical axe violations`, async ({ page, report }) => {
      const [row] = (await askService(page.request, 'order_by=-market_cap&limit=1', 'sgx')).results
      await report.open(`/reports/sgx/${row?.symbol ?? ''}`)
      if (section !== 'Overview') await report.openSection(section)
      await report.settled()
      expect(await report.seriousViolations()).toEqual([])
    })
  }
})
