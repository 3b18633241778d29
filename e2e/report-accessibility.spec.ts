import { screen as askService } from './api'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

const IDX_SECTIONS = ['Overview', 'Financials', 'Valuation', 'Future', 'Peers', 'Dividend', 'Management', 'Ownership']
const SGX_SECTIONS = ['Overview', 'Financials', 'Valuation', 'Dividend']

test.describe('company report accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`every IDX section has no serious or critical axe violations (${theme})`, async ({ page, report }) => {
      test.setTimeout(180_000)
      await page.emulateMedia({ colorScheme: theme })
      const [row] = (await askService(page.request, "where=sub_sector+%3D+'banks'&order_by=-market_cap&limit=1"))
        .results
      await report.open(`/reports/${idxTicker(row?.symbol ?? '')}`)
      for (const section of IDX_SECTIONS) {
        if (section !== 'Overview') await report.openSection(section)
        await report.settled()
        expect(await report.seriousViolations(), section).toEqual([])
      }
    })
  }

  test('every SGX section has no serious or critical axe violations', async ({ page, report }) => {
    test.setTimeout(120_000)
    const [row] = (await askService(page.request, 'order_by=-market_cap&limit=1', 'sgx')).results
    await report.open(`/reports/sgx/${row?.symbol ?? ''}`)
    for (const section of SGX_SECTIONS) {
      if (section !== 'Overview') await report.openSection(section)
      await report.settled()
      expect(await report.seriousViolations(), section).toEqual([])
    }
  })
})
