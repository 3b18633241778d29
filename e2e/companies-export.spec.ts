import { readFile } from 'node:fs/promises'
import { subsectorsResponse } from '../src/shared/api/helper-lists'
import { seriousViolations } from './axe'
import { expect, FIRST_ANSWER, MARKUP, test } from './fixtures'

/** A CSV field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

test('exports the list as CSV with the metric, its unit and fiscal year in the header', async ({ page, companies }) => {
  await companies.open('sub_sector=oil-gas-coal&sort_by=earnings')
  const list = await companies.list('sub_sector=oil-gas-coal&sort_by=earnings&desc=true')
  await expect.poll(() => companies.symbols(), FIRST_ANSWER).toEqual(list.map((row) => row.symbol))
  const header = await companies.results.getByRole('columnheader').last().innerText()

  const download = page.waitForEvent('download')
  await companies.exportCsv.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^companies-oil-gas-coal-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '')
  const lines = text.trimEnd().split('\r\n')
  expect(header).toMatch(/^Earnings \(IDR, FY\d{4}\)/)
  expect(lines[0]).toBe(`Rank,Symbol,Company name,${field(header.replace(/[▲▼]/g, '').trim())}`)
  expect(lines.slice(1)).toEqual(
    list.map((row, index) =>
      [
        String(index + 1),
        row.symbol,
        field(row.company_name),
        row.sorted_by === null ? '' : String(row.sorted_by),
      ].join(','),
    ),
  )
})

test.describe('accessibility of the companies page', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(
      `the classification and a group have no serious or critical axe violations (${theme})`,
      MARKUP,
      async ({ page, companies }) => {
        // axe reads the whole classification (some 250 links) and a chart of 30 bars
        test.slow()
        await page.emulateMedia({ colorScheme: theme })
        await companies.open()
        await companies.search.fill('bank')
        expect(await seriousViolations(page)).toEqual([])
        await companies.open('sub_sector=oil-gas-coal&sort_by=earnings')
        await expect(companies.rows.first()).toBeVisible()
        await expect(companies.bars().first()).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      },
    )
  }

  test('a link to an unknown sub-sector explains itself without violations', async ({ page, request, companies }) => {
    const subsectors = subsectorsResponse.parse(await (await request.get('/api/v2/subsectors/')).json())
    const misspelt = `${subsectors[0]?.subsector ?? ''}x`
    await companies.open(`sub_sector=${misspelt}`)
    await expect(page.getByRole('alert')).toContainText(`There is no sub-sector “${misspelt}”`)
    await expect(page.getByRole('alert')).toContainText('Did you mean')
    expect(await seriousViolations(page)).toEqual([])
  })
})
