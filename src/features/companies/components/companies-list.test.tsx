import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { companyListResponse, type CompanyListItem } from '../../../shared/api/companies'
import { screenerResponse } from '../../../shared/api/screener'
import { renderApp } from '../../../test/render-app'
import { SORT_KEY_INFO, SORT_KEYS_IN_PICKER_ORDER } from '../sort-keys'
import { textsByRole } from '../../../test/texts'

// a busy machine (the whole app in jsdom, the demo market opening) can take seconds to show an answer
configure({ asyncUtilTimeout: 10_000 })

/** What the service itself answers (no demo values are written into these tests). */
const serviceList = async (query: string) =>
  companyListResponse.parse(await (await fetch(`/api/v1/companies/?${query}`)).json())

// the first answer of a test file waits for the demo market to open; the machine may be busy
const SLOW = { timeout: 10_000 }
const table = () => screen.findByRole('table', { name: 'Companies' }, SLOW)
/** One column's texts, top to bottom (read from the DOM directly: role queries over every cell are slow in jsdom). */
async function column(index: number) {
  const rows = [...(await table()).querySelectorAll('tbody tr')]
  return rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? '')
}
const headers = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent.replace(/[▲▼]/g, ''))

/** A metric as the page should show it: its formatted value, or "—" when the service has none. */
const shown = (format: (value: number) => string, row: CompanyListItem) =>
  typeof row.sorted_by === 'number' ? format(row.sorted_by) : '—'

describe('the company list', { timeout: 30_000 }, () => {
  it('sorts by each of the ten keys from the picker, numbers largest first', async () => {
    // a small group: ten orders of the whole page (table and chart) are many renders for jsdom
    const GROUP = 'transportation'
    const app = renderApp(`/companies?sub_sector=${GROUP}&sort_by=company_name&desc=true`)
    await table()
    const picker = screen.getByRole('combobox', { name: 'Sort by' })
    const descendingBox = screen.getByRole('checkbox', { name: 'Descending' })
    expect(textsByRole(picker, 'option')).toEqual(SORT_KEYS_IN_PICKER_ORDER.map((key) => SORT_KEY_INFO[key].label))
    for (const key of SORT_KEYS_IN_PICKER_ORDER) {
      const info = SORT_KEY_INFO[key]
      await app.user.selectOptions(picker, info.label)
      expect(app.searchParams().get('sort_by')).toBe(key === 'market_cap' ? null : key)
      expect(app.searchParams().get('desc')).toBeNull()
      const descending = info.kind === 'number'
      expect(descendingBox).toHaveProperty('checked', descending)
      const expected = await serviceList(`sub_sector=${GROUP}&sort_by=${key}&desc=${String(descending)}`)
      await waitFor(async () => {
        expect(await column(1)).toEqual(expected.map((row) => row.symbol))
      })
      expect(await column(0)).toEqual(expected.map((_, index) => String(index + 1)))
      const format = info.format
      if (format === undefined) {
        expect(await headers()).toEqual(['Rank', 'Symbol', 'Company name'])
      } else {
        expect(await headers()).toEqual(['Rank', 'Symbol', 'Company name', `${info.label} (${info.unit ?? ''})`])
        expect(await column(3)).toEqual(expected.map((row) => shown(format, row)))
      }
    }
  }, 60_000)

  it('labels the metric with its unit and the fiscal year the service answers for', async () => {
    renderApp('/companies?sub_sector=banks&sort_by=revenue')
    const answer = screenerResponse.parse(
      await (await fetch(`/api/v2/companies/?where=sub_sector='banks'&limit=1&include_query_values=true`)).json(),
    )
    await table()
    expect(await headers()).toContain(`Revenue (IDR, FY${String(answer.query_values?.year)})`)
  })

  it('turns the order around with "Descending", keeping missing values last', async () => {
    const app = renderApp('/companies?sub_sector=oil-gas-coal&sort_by=dividend_yield')
    const descending = await screen.findByRole('checkbox', { name: 'Descending' }, SLOW)
    expect(descending).toHaveProperty('checked', true)
    await app.user.click(descending)
    expect(app.location()).toBe('/companies?sub_sector=oil-gas-coal&sort_by=dividend_yield&desc=false')
    const ascending = await serviceList('sub_sector=oil-gas-coal&sort_by=dividend_yield')
    await waitFor(async () => {
      expect(await column(1)).toEqual(ascending.map((row) => row.symbol))
    })
    const missing = ascending.filter((row) => row.sorted_by === null).length
    expect(missing).toBeGreaterThan(0)
    const cells = within(await table()).getAllByTitle('not reported')
    expect(cells).toHaveLength(missing)
    expect((await column(3)).slice(-missing)).toEqual(Array.from({ length: missing }, () => '—'))

    await app.user.click(descending)
    expect(app.location()).toBe('/companies?sub_sector=oil-gas-coal&sort_by=dividend_yield')
    await app.router.navigate(-1)
    await waitFor(() => {
      expect(app.searchParams().get('desc')).toBe('false')
    })
  })

  it('sorts from the table headers through the same URL', async () => {
    const app = renderApp('/companies?sub_sector=banks')
    await app.user.click(within(await table()).getByRole('button', { name: /^Symbol/ }))
    expect(app.location()).toBe('/companies?sub_sector=banks&sort_by=symbol')
    const bySymbol = await serviceList('sub_sector=banks&sort_by=symbol')
    await waitFor(async () => {
      expect(await column(1)).toEqual(bySymbol.map((row) => row.symbol))
    })
    await app.user.click(within(await table()).getByRole('button', { name: /^Symbol/ }))
    expect(app.location()).toBe('/companies?sub_sector=banks&sort_by=symbol&desc=true')
  })

  it('links each symbol to its report', async () => {
    const app = renderApp('/companies?sub_sector=banks')
    const [first] = await serviceList('sub_sector=banks&sort_by=market_cap&desc=true')
    const symbol = first?.symbol ?? ''
    await app.user.click(await within(await table()).findByRole('link', { name: symbol }))
    // the report's code loads lazily before the router moves
    await waitFor(() => {
      expect(app.location()).toBe(`/reports/${symbol.replace(/\.JK$/, '')}`)
    }, SLOW)
  })
})

describe('the CSV export', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('writes the list in its order with the metric, its unit and fiscal year in the header', async () => {
    const files: Blob[] = []
    const names: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) files.push(blob)
      return 'blob:export'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    // jsdom cannot download; record the file name the browser would save instead
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    const app = renderApp('/companies?sub_sector=oil-gas-coal&sort_by=earnings')
    const expected = await serviceList('sub_sector=oil-gas-coal&sort_by=earnings&desc=true')
    await waitFor(async () => {
      expect(await column(1)).toEqual(expected.map((row) => row.symbol))
    }, SLOW)
    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText(`Exported ${String(expected.length)} rows.`, {}, SLOW)).toBeVisible()
    expect(names[0]).toMatch(/^companies-oil-gas-coal-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await (files[0] ?? new Blob()).text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const metric = SORT_KEY_INFO.earnings
    expect(lines[0]).toBe(`Rank,Symbol,Company name,"${metric.label} (${metric.unit ?? ''})"`)
    expect(lines.slice(1)).toEqual(
      expected.map((row, index) =>
        [index + 1, row.symbol, row.company_name, row.sorted_by ?? ''].map(String).join(','),
      ),
    )
  })
})
