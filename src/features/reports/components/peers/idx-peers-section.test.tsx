import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openIdxSection, REPORT_TEST_TIMEOUT } from '../../testing/report-test-support'

describe('peers section', REPORT_TEST_TIMEOUT, () => {
  it('lists the peers with the company highlighted and each peer linked to its report', async () => {
    const { report } = await openIdxSection("sub_sector = 'banks'", 'peers')
    const companies = report.peers?.flatMap((group) => group.peers_data.companies) ?? []
    const peer = companies.find((company) => !company.group.includes('self'))
    if (peer === undefined) throw new Error('the bank has no peers')
    const table = await screen.findByRole('table', { name: 'Peers' })
    expect(within(table).getAllByRole('row')).toHaveLength(companies.length + 1)
    const self = within(table).getByText('(this company)').closest('tr')
    expect(self?.className).toContain('row--self')
    expect(within(table).getByRole('link', { name: peer.symbol }).getAttribute('href')).toBe(
      `/reports/${peer.symbol.replace(/\.JK$/, '')}`,
    )
  })

  it('compares on a chosen metric kept in the link', async () => {
    const { app } = await openIdxSection("sub_sector = 'banks'", 'peers')
    const metric = await screen.findByLabelText('Compare on')
    await app.user.selectOptions(metric, 'P/B (MRQ)')
    expect(app.searchParams().get('metric')).toBe('pb_mrq')
    expect(await screen.findByText('P/B (MRQ) among peers')).toBeVisible()
  })
})
