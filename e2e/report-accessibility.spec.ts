import { screen as askService } from './api'
import { expect, test } from './fixtures'
import { idxTicker } from '../src/shared/ticker'

const IDX_SECTIONS = ['Overview', 'Financials', 'Valuation', 'Future', 'Peers', 'Dividend', 'Management', 'Ownership']
const SGX_SECTIONS = ['Overview', 'Financials', 'Valuation', 'Dividend']

// one test per section and theme (not one walk through them all): the sections are scanned on every worker at once
test.describe('company report accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const section of IDX_SECTIONS) {
      test(`the IDX report's ${section} section has no serious or critical axe violations (${theme})`, async ({
        page,
        report,
      }) => {
        await page.emulateMedia({ colorScheme: theme })
        const [row] = (await askService(page.request, "where=sub_sector+%3D+'banks'&order_by=-market_cap&limit=1"))
          .results
        await report.open(`/reports/${idxTicker(row?.symbol ?? '')}`)
        if (section !== 'Overview') await report.openSection(section)
        await report.settled()
        expect(await report.seriousViolations()).toEqual([])
      })
    }
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
