import { readFile } from 'node:fs/promises'
import { seriousViolations } from './axe'
import { expect, test } from './fixtures'
import { DEFAULT_IDX_HEADERS } from '../src/test/screener-headers'

test('the results show a default column set, the person changes it, the link and a reload keep it', async ({
  page,
  screener,
}) => {
  await screener.open()
  await expect.poll(() => screener.headers()).toEqual(DEFAULT_IDX_HEADERS)

  // keyboard: the picker opens from its button and its checkboxes take Space
  await screener.columnsButton.focus()
  await page.keyboard.press('Enter')
  await expect(screener.columnsPanel).toBeVisible()
  expect(await seriousViolations(page, '.results-toolbar')).toEqual([])
  await screener.columnsPanel.getByRole('checkbox', { name: 'P/B (MRQ)', exact: true }).focus()
  await page.keyboard.press('Space')
  await screener.toggleColumn('ROE (TTM)')
  await expect(page).toHaveURL(
    /columns=sub_sector,market_cap,last_close_price,yearly_mcap_change,pe_ttm,roe_ttm,yield_ttm/,
  )
  const chosen = [...DEFAULT_IDX_HEADERS.slice(0, 7), 'ROE (TTM) (%)', 'Dividend yield (TTM) (%)']
  await expect.poll(() => screener.headers()).toEqual(chosen)

  await page.reload()
  await expect.poll(() => screener.headers()).toEqual(chosen)

  await screener.columnsButton.click()
  await screener.columnsPanel.getByRole('button', { name: 'Reset columns' }).click()
  await expect.poll(() => screener.url().searchParams.get('columns')).toBeNull()
  await expect.poll(() => screener.headers()).toEqual(DEFAULT_IDX_HEADERS)
})

test('queried fields stay shown, and the CSV has the columns on screen', async ({ page, screener }) => {
  await screener.open(`where=${encodeURIComponent('pe_ttm < 5')}&columns=sector,pe_ttm`)
  const shown = ['Symbol', 'Company', 'P/E (TTM) (×)', 'Market cap (IDR)', 'Sector']
  await expect.poll(() => screener.headers()).toEqual(shown)
  await screener.toggleColumn('P/E (TTM)')
  await expect.poll(() => screener.headers()).toEqual(shown)

  const download = page.waitForEvent('download')
  await screener.exportCsv.click()
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '')
  expect(text.split('\r\n')[0]).toBe('symbol,company_name,pe_ttm (ratio),market_cap (IDR),sector (text)')
})
